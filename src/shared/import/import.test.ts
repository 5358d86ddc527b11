import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_TEXT, PdfImportError, type ImportErrorCode } from '../pdf/errors'
import { makePdf, type TextRun } from '../pdf/test-fixtures/make-pdf'
import {
  importDocx,
  importFile,
  importJsonResume,
  importPdf,
  importText,
  sniffFileKind,
} from './index'
import { makeDocx, zip } from './test-fixtures/make-docx'

async function code(work: Promise<unknown>): Promise<ImportErrorCode | 'ok'> {
  try {
    await work
    return 'ok'
  } catch (error) {
    expect(error).toBeInstanceOf(PdfImportError)
    return (error as PdfImportError).code
  }
}

/** A made-up two-column resume: a sidebar on the left, the body on the right. */
function sidebarResume(): TextRun[] {
  const side: [string, boolean][] = [
    ['KONTAKT', true],
    ['jana.novak@example.de', false],
    ['+49 30 5550 1234', false],
    ['Berlin, Deutschland', false],
    ['KENNTNISSE', true],
    ['Python', false],
    ['SQL', false],
    ['SPRACHEN', true],
    ['Deutsch: Muttersprache', false],
    ['Englisch: fließend', false],
  ]
  const body: [string, boolean, number][] = [
    ['BERUFSERFAHRUNG', true, 200],
    ['Datenanalystin', true, 200],
    ['Spree Analytics GmbH | Berlin | März 2019 – heute', false, 200],
    ['• Aufbau von Dashboards für den Vertrieb mit Power BI', false, 210],
    ['• Einführung automatisierter Berichte für die Geschäftsführung', false, 210],
    ['AUSBILDUNG', true, 200],
    ['M.Sc. Statistik', true, 200],
    ['Humboldt-Universität zu Berlin | 2016 – 2018', false, 200],
  ]
  return [
    { text: 'Jana Novak', x: 30, y: 30, size: 24, bold: true },
    { text: 'Datenanalystin', x: 30, y: 62, size: 13 },
    ...side.map(([text, bold], i): TextRun => ({
      text,
      x: 30,
      y: 120 + i * 16,
      size: bold ? 11 : 9,
      bold,
    })),
    ...body.map(([text, bold, x], i): TextRun => ({
      text,
      x,
      y: 120 + i * 18,
      size: bold ? 11 : 9.5,
      bold,
    })),
  ]
}

describe('importPdf', () => {
  it('turns a made-up two-column German PDF into a filled resume', async () => {
    const { resume, language, warnings } = await importPdf(makePdf([sidebarResume()]), { pdfjs })
    expect(language).toBe('de')
    expect(resume.resumeLanguage).toBe('de')
    expect(resume.contact).toMatchObject({
      firstName: 'Jana',
      lastName: 'Novak',
      jobTitle: 'Datenanalystin',
      email: 'jana.novak@example.de',
      phone: '+49 30 5550 1234',
      city: 'Berlin',
      country: 'Deutschland',
    })
    expect(resume.experiences).toHaveLength(1)
    expect(resume.experiences[0]).toMatchObject({
      title: 'Datenanalystin',
      company: 'Spree Analytics GmbH',
      location: 'Berlin',
      startDate: '03/2019',
      endDate: 'Heute',
      isCurrentWork: true,
    })
    expect(resume.experiences[0]?.description).toMatch(/^<ul><li><p>Aufbau von Dashboards/)
    expect(resume.educations[0]).toMatchObject({
      degree: 'M.Sc. Statistik',
      school: 'Humboldt-Universität zu Berlin',
      startDate: '2016',
      endDate: '2018',
    })
    expect(resume.skills.map((s) => s.name)).toEqual(['Python', 'SQL'])
    expect(resume.languages).toMatchObject([
      { name: 'Deutsch', level: 'Muttersprache' },
      { name: 'Englisch', level: 'fließend' },
    ])
    expect(warnings).toEqual([])
  })

  it('refuses more than MAX_IMPORT_TEXT characters of text with the spec message', async () => {
    const runs = Array.from({ length: 110 }, (_, i): TextRun => ({
      text: `${i} `.padEnd(90, 'x'),
      x: 20,
      y: 20 + i * 7,
      size: 6,
    }))
    const error = await importPdf(makePdf([runs, runs, runs]), { pdfjs }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PdfImportError)
    expect((error as PdfImportError).message).toBe(
      'Text exceeds the maximum allowed length of 4 pages',
    )
    // Evaluation reads the same file whole (it says "too long" instead).
    const read = await importPdf(makePdf([runs, runs, runs]), { pdfjs, limitText: false })
    expect(read.text.length).toBeGreaterThan(MAX_IMPORT_TEXT)
  })

  it("imports three dense pages (a normal long resume), which the spec's 8000 characters refused", async () => {
    const page = (p: number): TextRun[] =>
      Array.from({ length: 60 }, (_, i): TextRun => ({
        text: `Page ${p} line ${i} `.padEnd(80, 'x'),
        x: 20,
        y: 20 + i * 12,
        size: 8,
      }))
    const result = await importPdf(makePdf([page(1), page(2), page(3)]), { pdfjs })
    expect(result.text.replace(/\s+/g, ' ').length).toBeGreaterThan(12_000)
  })
})

describe('importFile picks the reader by content', () => {
  it('knows PDF, .docx and JSON by their bytes', () => {
    expect(sniffFileKind(makePdf([[{ text: 'x', x: 1, y: 1 }]]))).toBe('pdf')
    expect(sniffFileKind(makeDocx([{ text: 'x' }]))).toBe('docx')
    expect(sniffFileKind(new TextEncoder().encode(' {"basics":{}}'))).toBe('json')
    expect(sniffFileKind(new TextEncoder().encode('hello'))).toBe('unknown')
  })

  it('refuses a file named .pdf that is not one, and other types', async () => {
    const text = new TextEncoder().encode('just text')
    expect(await code(importFile(text, 'resume.pdf', { pdfjs }))).toBe('not-pdf')
    expect(await code(importFile(text, 'resume.txt', { pdfjs }))).toBe('unsupported-type')
    expect(await code(importFile(new Uint8Array(), 'resume.pdf', { pdfjs }))).toBe('empty-file')
  })

  it('says what a ZIP named .pdf really is, not "a damaged Word file" (L-7)', async () => {
    const archive = zip({ 'photos/a.txt': 'not a resume', 'notes.md': '# hi' })
    const docx = makeDocx([{ text: 'Ada Lovelace' }])
    expect(sniffFileKind(archive)).toBe('zip')
    expect(await code(importFile(archive, 'resume.pdf', { pdfjs }))).toBe('zip-archive')
    expect(await code(importFile(archive, 'archive.zip', { pdfjs }))).toBe('zip-archive')
    expect(await code(importFile(docx, 'resume.pdf', { pdfjs }))).toBe('docx-named-pdf')
    await expect(importFile(docx, 'Resume.PDF', { pdfjs })).rejects.toThrow(
      /Word document \(\.docx\), not a PDF.*Rename it to end in \.docx/,
    )
    await expect(importFile(archive, 'resume.pdf', { pdfjs })).rejects.toThrow(/ZIP archive/)
    // Named for what it is, the Word document imports.
    expect(await code(importFile(docx, 'resume.docx', { pdfjs }))).toBe('ok')
  })
})

describe('importJsonResume', () => {
  it('reads JSON Resume and Vitae JSON', () => {
    const fromJsonResume = importJsonResume(
      JSON.stringify({
        basics: { name: 'Ana Lima', email: 'ana@example.com' },
        skills: [{ name: 'Go' }],
      }),
    )
    expect(fromJsonResume.resume.contact).toMatchObject({ firstName: 'Ana', lastName: 'Lima' })
    expect(fromJsonResume.resume.skills[0]?.name).toBe('Go')
    const vitae = importJsonResume({
      contact: { firstName: 'Ana' },
      hobbies: [{ description: '<p>Chess</p>' }],
    })
    expect(vitae.resume.hobbies).toHaveLength(1)
  })

  it('refuses JSON that is not a resume', async () => {
    expect(await code(Promise.resolve().then(() => importJsonResume('{ not json')))).toBe(
      'invalid-json',
    )
    expect(await code(Promise.resolve().then(() => importJsonResume('[1, 2]')))).toBe(
      'invalid-json',
    )
    expect(await code(Promise.resolve().then(() => importJsonResume('{}')))).toBe('invalid-json')
  })
})

describe('importDocx', () => {
  it('reads headings, bold entry lines and bullet lists with the same field rules', async () => {
    const docx = makeDocx([
      { text: 'Tom Berger', style: 'Title' },
      { text: 'Project Manager' },
      { text: 'tom.berger@example.com | +44 7700 900123 | Leeds, UK' },
      { text: 'Experience', style: 'Heading1' },
      { text: 'Project Manager, Northern Rail Ltd, Leeds', bold: true },
      { text: 'Jan 2020 – Present' },
      { text: 'Delivered the timetable change on budget', bullet: true },
      { text: 'Led a team of 12', bullet: true },
      { text: 'Skills', style: 'Heading1' },
      { text: 'Scheduling, Budgeting, Stakeholder management' },
    ])
    const { resume } = await importDocx(docx)
    expect(resume.contact).toMatchObject({
      firstName: 'Tom',
      lastName: 'Berger',
      jobTitle: 'Project Manager',
      city: 'Leeds',
      country: 'UK',
    })
    expect(resume.experiences[0]).toMatchObject({
      title: 'Project Manager',
      company: 'Northern Rail Ltd',
      location: 'Leeds',
      startDate: '01/2020',
      isCurrentWork: true,
    })
    expect(resume.experiences[0]?.description).toBe(
      '<ul><li><p>Delivered the timetable change on budget</p></li><li><p>Led a team of 12</p></li></ul>',
    )
    expect(resume.skills.map((s) => s.name)).toEqual([
      'Scheduling',
      'Budgeting',
      'Stakeholder management',
    ])
  })

  it('refuses a damaged .docx', async () => {
    const broken = makeDocx([{ text: 'x' }]).slice(0, 40)
    expect(await code(importDocx(broken))).toBe('invalid-docx')
  })
})

describe('importText (the spec’s cvText)', () => {
  it('reads plain text with capitalised headings', () => {
    const { resume } = importText(
      [
        'Jana Novak',
        'Data Engineer',
        'jana@example.com',
        '',
        'EXPERIENCE',
        'Data Engineer, Acme Inc., Prague',
        '2020 – 2023',
        '',
        'SKILLS',
        'Python, SQL',
      ].join('\n'),
    )
    expect(resume.contact.firstName).toBe('Jana')
    expect(resume.experiences[0]).toMatchObject({
      company: 'Acme Inc.',
      startDate: '2020',
      endDate: '2023',
    })
    expect(resume.skills).toHaveLength(2)
  })
})
