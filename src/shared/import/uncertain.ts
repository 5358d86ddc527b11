// Which parts of an offline import are likely wrong or missing (issue 14 point 5): the parts an
// optional refinement pass (an LLM) is asked to look at again. Judged from the result's own shape
// against the document's text, never from a particular file:
// - the name, e-mail or job title missing while the text seems to hold one;
// - a summary so long that sections after an unrecognised heading were probably swallowed;
// - work experience or education missing while the text has date ranges, or items without the
//   fields that make them (a title or company, a school or degree, a start date);
// - no skills at all.
import type { Resume } from '../resume'
import type { ImportResult } from './types'

export const UNCERTAIN_FIELDS = [
  'name',
  'email',
  'jobTitle',
  'summary',
  'experiences',
  'educations',
  'skills',
] as const
export type UncertainField = (typeof UNCERTAIN_FIELDS)[number]

/** Words in a summary beyond which it probably holds other sections too. */
const SUMMARY_WORDS = 120
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u
/** Year ranges such as "2019 – 2022", "03/2019 - present", "Jan 2020 to Mar 2021". */
const DATE_RANGES =
  /(?:19|20)\d{2}\s*(?:[-–—]|to|bis|à|hasta|\.\.)\s*(?:(?:\p{L}+\.?\s*)?(?:19|20)\d{2}|\p{L}{3,})/gu

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const words = (text: string) => text.split(/\s+/).filter(Boolean).length

function dateRanges(text: string): number {
  return text.match(DATE_RANGES)?.length ?? 0
}

function experiencesUncertain(resume: Resume, ranges: number): boolean {
  if (resume.experiences.length === 0) return ranges >= 2
  return resume.experiences.some(
    (item) => (item.title.trim() === '' && item.company.trim() === '') || item.startDate === '',
  )
}

function educationsUncertain(resume: Resume, ranges: number): boolean {
  if (resume.educations.length === 0) return ranges > resume.experiences.length
  return resume.educations.some((item) => item.school.trim() === '' && item.degree.trim() === '')
}

/** The parts of this import a refinement pass should look at again (empty: nothing doubtful). */
export function uncertainFields(result: Pick<ImportResult, 'resume' | 'text'>): UncertainField[] {
  const { resume, text } = result
  const { contact } = resume
  const ranges = dateRanges(text)
  const found: UncertainField[] = []
  if (contact.firstName.trim() === '' && contact.lastName.trim() === '') found.push('name')
  if (contact.email.trim() === '' && EMAIL.test(text)) found.push('email')
  if (contact.jobTitle.trim() === '') found.push('jobTitle')
  if (words(plain(contact.description)) > SUMMARY_WORDS) found.push('summary')
  if (experiencesUncertain(resume, ranges)) found.push('experiences')
  if (educationsUncertain(resume, ranges)) found.push('educations')
  if (resume.skills.length === 0) found.push('skills')
  return found
}
