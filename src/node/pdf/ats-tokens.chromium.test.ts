// Export text that reads back whole (issue 14, point 3): in every template, a long e-mail
// address, phone number and company name come out of the real exported PDF as one token each,
// never broken over two lines ("name@" / "example.com"), and letter-spaced section titles come
// out as words ("EXPERIENCE", not "E X P E R I E N C E"). Read with poppler's pdftotext, as an
// applicant-tracking system would, and with Vitae's own importer.
import { SECTION_TITLES, TEMPLATES, type Resume } from '@shared/resume'
import { importPdf } from '@shared/import'
import { describe, expect, it } from 'vitest'
import { pdfToText } from '../../../tests/support/pdf-text'
import { usePrintRenderer } from '../../../tests/support/print-renderer'
import { atsResume } from '../../../tests/support/ats-fixtures'
import { loadPdfjs } from './pdfjs'

const renderer = usePrintRenderer()

const LONG_EMAIL = 'maximiliane.wolkenstein-rodenegg@beratungsgesellschaft-nord.example'
const LONG_PHONE = '+49 (0) 30 1234 5678 90'
const LONG_COMPANY = 'Donaudampfschifffahrtsgesellschaftskapitänsvereinigung'

function longResume(template: Resume['selectedTemplate']): Resume {
  const resume = atsResume('en')
  return {
    ...resume,
    selectedTemplate: template,
    contact: { ...resume.contact, email: LONG_EMAIL, phone: LONG_PHONE },
    experiences: resume.experiences.map((item, index) =>
      index === 0 ? { ...item, company: LONG_COMPANY } : item,
    ),
  }
}

/** Lines of the text with runs of white space made one space. */
function lines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim())
}

describe.each(TEMPLATES)('export text reads back whole: %s', (template) => {
  it('keeps long contact tokens and company names on one line, and titles as words', async () => {
    const { pdf } = await renderer.render({ resume: longResume(template), adjust: false })
    const text = pdfToText(pdf)
    const all = lines(text)
    for (const token of [LONG_EMAIL, LONG_PHONE, LONG_COMPANY])
      expect(
        all.some((line) => line.includes(token)),
        `"${token}" whole on one line in:\n${text}`,
      ).toBe(true)
    const titles = SECTION_TITLES.en
    for (const title of [titles.experiences, titles.educations, titles.skills]) {
      expect(
        text.toLocaleUpperCase('en').replace(/\s+/g, ' '),
        `section title "${title}" as a word`,
      ).toContain(title.toLocaleUpperCase('en'))
    }
    // Vitae's own importer reads the same file back: the e-mail is found whole.
    const imported = await importPdf(pdf, { pdfjs: await loadPdfjs() })
    expect(imported.resume.contact.email).toBe(LONG_EMAIL)
  })
})
