// redFlags.missingImportantInfo: what a recruiter needs to call the person back: name, e-mail,
// phone, location and a job title. Read from the model and, for e-mail and phone, also from the
// printed text (a parser may have missed a field the PDF shows).
import type { Finding } from '@shared/api/evaluation'
import type { Check } from '../check'
import { finding } from '../check'
import { countryCodeFor } from '@shared/jsonresume/countries'
import { jobFamilyOf } from '../job-family'
import { fold } from '../text'
import { cells } from '../text-units'

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/u
// Seven or more digits with the usual separators, optionally a leading "+".
const PHONE = /(?:\+|\(\d)[\d\s().-]{6,}\d|\b\d[\d\s().-]{6,}\d\b/

// "Dublin, Ireland", "San Antonio, USA", "Wolfsburg, Deutschland": a place printed in the header.
const PLACE = /^\p{Lu}[\p{L}.' -]{1,40},\s*\p{Lu}[\p{L}.' -]{1,40}$/u
const HEADER_LINES = 15

function headerCells(doc: Parameters<Check['run']>[0]): string[] {
  return doc.lines.slice(0, HEADER_LINES).flatMap(cells)
}

/** The printed header names a job: the desired title, or a title any job family knows. */
function printedJobTitle(doc: Parameters<Check['run']>[0]): boolean {
  const desired = fold(doc.jobTitle)
  return doc.lines
    .slice(0, 6)
    .flatMap(cells)
    .some((cell) => {
      if (cell.length > 60) return false
      if (desired !== '' && fold(cell).includes(desired)) return true
      return jobFamilyOf(cell) !== null
    })
}

interface Requirement {
  name: string
  present: (doc: Parameters<Check['run']>[0]) => boolean
  suggestion: string
}

const REQUIREMENTS: readonly Requirement[] = [
  {
    name: 'Full name',
    present: (doc) =>
      doc.resume
        ? `${doc.resume.contact.firstName}${doc.resume.contact.lastName}`.trim() !== ''
        : true,
    suggestion: 'Put your first and last name at the top.',
  },
  {
    name: 'E-mail address (email)',
    present: (doc) => (doc.resume?.contact.email.trim() ?? '') !== '' || EMAIL.test(doc.text),
    suggestion: 'Add a professional e-mail address so recruiters can reach you.',
  },
  {
    name: 'Phone number',
    present: (doc) =>
      (doc.resume?.contact.phone.trim() ?? '') !== '' ||
      doc.lines.some((line) => PHONE.test(line) && !/\d{2}\/\d{4}|\d{4}\s*[–-]\s*\d{4}/.test(line)),
    suggestion: 'Add a phone number with the country code.',
  },
  {
    name: 'Location (city, country)',
    present: (doc) => {
      if (!doc.resume) return true
      const { city, country, address } = doc.resume.contact
      if (`${city}${country}${address}`.trim() !== '') return true
      return headerCells(doc).some(
        (cell) => PLACE.test(cell.replace(/^\W+/u, '')) || countryCodeFor(cell) !== null,
      )
    },
    suggestion: 'Add your city and country; many searches filter by location.',
  },
  {
    name: 'Job title',
    present: (doc) =>
      (doc.resume ? doc.resume.contact.jobTitle.trim() !== '' : true) || printedJobTitle(doc),
    suggestion: 'Add the job title you are applying for under your name.',
  },
]

export const missingInfoCheck: Check = {
  id: 'missingImportantInfo',
  category: 'redFlags',
  run(doc) {
    const findings: Finding[] = []
    for (const requirement of REQUIREMENTS) {
      if (requirement.present(doc)) continue
      findings.push(finding('missingImportantInfo', requirement.name, null, requirement.suggestion))
      findings[findings.length - 1]!.location = { section: 'personal' }
    }
    return findings
  },
}
