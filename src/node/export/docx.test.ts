// The Word export read back (issue 19, point 2): every template × en, de, tr, ar, zh is written,
// then read with mammoth (the importer's Word reader) and with the document's own XML. Every
// field the page shows must be in the Word text; titles are real headings, descriptions real
// lists, links real hyperlinks; Arabic is right to left.
import JSZip from 'jszip'
import mammoth from 'mammoth'
import {
  TEMPLATES,
  TEMPLATE_LAYOUTS,
  normalizeResume,
  sectionTitle,
  type Resume,
  type TemplateName,
} from '@shared/resume'
import { describe, expect, it } from 'vitest'
import { ATS_LANGUAGES, atsResume, resumeFields } from '../../../tests/support/ats-fixtures'
import { resumeToDocx } from './docx'

async function read(docx: Uint8Array) {
  const buffer = Buffer.from(docx)
  const [{ value: html, messages }, { value: text }, zip] = await Promise.all([
    mammoth.convertToHtml({ buffer }),
    mammoth.extractRawText({ buffer }),
    JSZip.loadAsync(buffer),
  ])
  const xml = await zip.file('word/document.xml')!.async('string')
  const core = await zip.file('docProps/core.xml')!.async('string')
  return { html, text, messages, xml, core }
}

function inTemplate(resume: Resume, template: TemplateName): Resume {
  return normalizeResume({ ...resume, selectedTemplate: template }).resume
}

const squash = (text: string) => text.replace(/\s+/g, ' ')

describe.each(ATS_LANGUAGES)('a %s resume in Word', (language) => {
  it.each(TEMPLATES)(
    '%s: every shown field is in the document, in real Word structure',
    async (template) => {
      const resume = inTemplate(atsResume(language), template)
      const { html, text, messages, xml } = await read(await resumeToDocx(resume))
      expect(messages.filter((message) => message.type === 'error')).toEqual([])
      const all = squash(text)
      const missing = resumeFields(resume)
        // The page shows city and country as one "city, country" row; both words are checked.
        .filter((field) => !all.includes(squash(field.value)))
        .map((field) => `${field.path}: ${field.value}`)
      expect(missing).toEqual([])

      // Section titles are Heading 1 in the resume's language; item titles Heading 2.
      expect(html).toContain(`<h1>${sectionTitle(language, 'experiences')}</h1>`)
      expect(html).toContain(`<h2>${resume.experiences[0]!.title}`)
      // The name is the document's Title.
      expect(xml).toMatch(/<w:pStyle w:val="Title"\/>/)
      // Bullets stay a list.
      expect(html).toMatch(/<ul><li>/)
      // The e-mail is a mailto link.
      expect(html).toContain(`href="mailto:${resume.contact.email}"`)
      // One table for the two columns exactly when the template has a narrow column.
      expect(xml.includes('<w:tbl>')).toBe(TEMPLATE_LAYOUTS[template].sidebar !== null)
      // Right to left for Arabic only.
      expect(xml.includes('<w:bidi/>')).toBe(language === 'ar')
    },
  )
})

describe('Word export details', () => {
  it('keeps bold, italic, links and numbered lists of the rich text', async () => {
    const resume = normalizeResume({
      contact: {
        firstName: 'Lin',
        lastName: 'Qiu',
        description:
          '<p>Builds <strong>fast</strong> and <em>safe</em> systems; see <a href="https://lin.example.org/work">my work</a>.</p><ol><li>First step</li><li>Second step</li></ol>',
      },
      selectedTemplate: 'Professional',
    }).resume
    const { html } = await read(await resumeToDocx(resume))
    expect(html).toContain('<strong>fast</strong>')
    expect(html).toContain('<em>safe</em>')
    expect(html).toContain('<a href="https://lin.example.org/work">my work</a>')
    expect(html).toContain('<ol><li>First step</li><li>Second step</li></ol>')
  })

  it('leaves out empty items and sections, and hidden levels, as the page does', async () => {
    const resume = normalizeResume({
      contact: { firstName: 'Sam', lastName: 'Lee' },
      skills: [
        { id: 's1', name: 'Kotlin', level: 'expert' },
        { id: 's2', name: '  ', level: 'beginner' },
      ],
      showSkillLevels: false,
      selectedTemplate: 'Business',
    }).resume
    const { html, text } = await read(await resumeToDocx(resume))
    expect(text).toContain('Kotlin')
    expect(text).not.toMatch(/expert/i)
    expect(html).not.toContain(`<h1>${sectionTitle('en', 'experiences')}</h1>`)
  })

  it('names the document after the resume and its author in the properties', async () => {
    const resume = normalizeResume({
      contact: { firstName: '太郎', lastName: '山田', jobTitle: 'エンジニア' },
      resumeLanguage: 'ja',
    }).resume
    const { core } = await read(await resumeToDocx(resume))
    // East-Asian names family name first, without a space, as on the page and in the PDF.
    expect(core).toContain('<dc:creator>山田太郎</dc:creator>')
    expect(core).toContain('<dc:title>山田太郎 – エンジニア</dc:title>')
  })

  it('writes a document for an empty resume', async () => {
    const { text, messages } = await read(await resumeToDocx(normalizeResume({}).resume))
    expect(messages.filter((message) => message.type === 'error')).toEqual([])
    expect(text.trim()).toBe('')
  })
})
