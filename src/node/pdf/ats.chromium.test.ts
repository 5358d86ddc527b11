/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The ATS round trip (issue 4, point 6): every template, resumes in en, de, tr, ar and zh, printed
// by the real renderer; the text is extracted with pdftotext and with pdfjs-dist, and every field
// the template shows must be there exactly once, in reading order: items in the order of the
// page, column by column (the first column of the writing direction before the other), and a
// job's title, company and dates before its bullets.
//
// Reading order is checked on pdfjs-dist's text and on `pdftotext -raw`: both follow the order
// the PDF's content is written in, which is what text extractors and ATS parsers read (and what
// the tagged structure states). pdftotext's default mode instead rebuilds a reading order from
// the geometry and can interleave blocks that stand side by side, so it is used for the
// "present exactly once" check only. Right-to-left resumes: see RTL_LANGUAGES below.
import { A4_HEIGHT_PX, type PrintRequest } from '@shared/export'
import { countPdfPages } from './pdf-info'
import { TEMPLATES, type Resume, type TemplateName } from '@shared/resume'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { pdfToText } from '../../../tests/support/pdf-text'
import { usePrintRenderer } from '../../../tests/support/print-renderer'
import {
  ATS_LANGUAGES,
  atsResume,
  resumeFields,
  type AtsLanguage,
} from '../../../tests/support/ats-fixtures'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const renderer = usePrintRenderer()

interface PlacedItem {
  id: string
  page: number
  column: number
  top: number
  start: number
}

interface Printed {
  pdf: Uint8Array
  /** The text of the laid-out template, as the browser shows it (text-transform applied). */
  domText: string
  /** Items in the order a reader meets them on the printed pages. */
  items: PlacedItem[]
  /** The paginator's page count (the preview's). */
  pages: number
}

async function print(resume: Resume): Promise<Printed> {
  let domText = ''
  let items: PlacedItem[] = []
  let pages = 0
  const request: PrintRequest = { resume, adjust: false }
  const { pdf } = await renderer.render(request, {
    inspect: async (page) => {
      ;({ domText, items, pages } = await page.evaluate((pageHeight) => {
        const root = document.querySelector<HTMLElement>('.cv-page')!
        const frame = root.getBoundingClientRect()
        const rtl = getComputedStyle(root).direction === 'rtl'
        const startOf = (rect: DOMRect) => (rtl ? frame.right - rect.right : rect.left - frame.left)
        const placed = [...root.querySelectorAll<HTMLElement>('[data-item-id]')].map((element) => {
          const rect = element.getBoundingClientRect()
          const top = rect.top - frame.top
          // The column is the section's: a section starting past 30% of the page stands in the
          // second column (of the writing direction); items side by side in one section (a
          // skills grid) are read row by row.
          const section = element.closest('section') ?? element
          return {
            id: element.dataset.itemId ?? '',
            page: Math.floor(top / pageHeight),
            column: startOf(section.getBoundingClientRect()) > frame.width * 0.3 ? 1 : 0,
            top: Math.round(top),
            start: startOf(rect),
          }
        })
        placed.sort(
          (a, b) => a.page - b.page || a.column - b.column || a.top - b.top || a.start - b.start,
        )
        const pages = Number(
          document.querySelector('.paginated-document')?.getAttribute('data-pages'),
        )
        return { domText: root.innerText, items: placed, pages }
      }, A4_HEIGHT_PX))
    },
  })
  return { pdf, domText, items, pages }
}

function pdftotextRaw(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-ats-'))
  try {
    writeFileSync(join(dir, 'cv.pdf'), pdf)
    return execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', join(dir, 'cv.pdf'), '-'], {
      encoding: 'utf8',
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function pdfjsText(pdf: Uint8Array): Promise<string> {
  const task = getDocument({ data: pdf.slice() })
  const document = await task.promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(
      content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
        .join(' '),
    )
  }
  await task.destroy()
  return pages.join('\n')
}

/**
 * Compared without whitespace (line wraps), bidirectional controls (pdftotext marks RTL runs
 * with them) and combining marks after NFKC (Arabic vowel marks, which searches ignore and
 * pdftotext may attach to the neighbouring letter; Latin accents are composed by NFKC and stay), in one case (templates may upper-case titles) and in NFKC (Arabic
 * presentation forms become letters).
 */
function normalize(text: string, language: AtsLanguage): string {
  return text
    .normalize('NFKC')
    .toLocaleUpperCase(language)
    .replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, '')
    .replace(/\p{Mn}/gu, '')
}

function count(haystack: string, needle: string): number {
  let found = 0
  for (
    let at = haystack.indexOf(needle);
    at >= 0;
    at = haystack.indexOf(needle, at + needle.length)
  )
    found++
  return found
}

/**
 * Right-to-left resumes. PDF stores a right-to-left run in visual order, marked /ReversedChars,
 * and extractors turn each run back into logical order (the export's font and its
 * pdf-rtl-text.ts repair make the runs read back as typed). Two limits of the readers, not of
 * the file, shape the checks:
 * - `pdftotext -raw` reverses the letters of each word but keeps the words of a line in visual
 *   order (last word first), so it is not used; presence is checked with pdftotext's default
 *   mode and pdf.js, reading order with pdf.js, which follows the content order. (pdftotext's
 *   default mode rebuilds order from geometry and interleaves side-by-side blocks, in English
 *   too, so it is not an order reference for any language.)
 * - A field that mixes right-to-left letters with digits or Latin letters ("شارع الجامعة ١٢")
 *   is drawn as several runs of different direction, which Chromium writes left to right and
 *   pdf.js returns in that visual order. Such a field is checked word by word: every word
 *   must be read back.
 */
const RTL_LANGUAGES = new Set<AtsLanguage>(['ar'])
const mixesDirections = (text: string) =>
  /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text) && /[\p{Nd}\p{Script=Latin}]/u.test(text)

/** Fields a template leaves out by design (spec 000 §2: Professional's header is shorter). */
const NOT_SHOWN: Partial<Record<TemplateName, string[]>> = {
  Professional: ['contact.birthDate'],
}

describe.each(TEMPLATES)('ATS round trip: %s', (template) => {
  it.each(ATS_LANGUAGES)('%s: every field once, in reading order', async (language) => {
    const resume: Resume = { ...atsResume(language), selectedTemplate: template }
    const { pdf, domText, items, pages } = await print(resume)
    expect(countPdfPages(pdf), 'PDF pages = the preview’s pages').toBe(pages)
    const rtl = RTL_LANGUAGES.has(language)
    const all: Partial<Record<'pdftotext' | 'pdftotext -raw' | 'pdfjs', string>> = {
      pdftotext: normalize(pdfToText(pdf), language),
      ...(rtl ? {} : { 'pdftotext -raw': normalize(pdftotextRaw(pdf), language) }),
      pdfjs: normalize(await pdfjsText(pdf), language),
    }
    const shown = normalize(domText, language)
    const fields = resumeFields(resume).map((field) => ({
      ...field,
      key: normalize(field.value, language),
    }))

    const missing = fields.filter((field) => count(shown, field.key) === 0).map((f) => f.path)
    expect(missing, 'fields the template does not show').toEqual(NOT_SHOWN[template] ?? [])
    const expected = fields.filter((f) => count(shown, f.key) > 0)
    for (const field of expected) {
      for (const [extractor, text] of Object.entries(all)) {
        if (rtl && mixesDirections(field.value)) {
          const words = field.value.split(/\s+/).map((word) => normalize(word, language))
          expect(
            words.filter((word) => count(text, word) === 0),
            `${field.path} "${field.value}": words missing in ${extractor}`,
          ).toEqual([])
        } else {
          expect(count(text, field.key), `${field.path} "${field.value}" in ${extractor}`).toBe(1)
        }
      }
    }

    for (const extractor of rtl ? (['pdfjs'] as const) : (['pdftotext -raw', 'pdfjs'] as const)) {
      const text = all[extractor]!
      const at = (path: string) => text.indexOf(fields.find((f) => f.path === path)?.key ?? '\0')
      // Items in page and column order: each item's first field after the previous item's.
      const firstFieldOf = (id: string) => fields.find((f) => f.itemId === id)
      const sequence = items
        .map((item) => firstFieldOf(item.id))
        .filter((field) => field !== undefined)
        .map((field) => ({ path: field.path, at: text.indexOf(field.key) }))
      const outOfOrder = sequence.filter((entry, i) => i > 0 && entry.at < sequence[i - 1]!.at)
      expect(
        outOfOrder.map((e) => e.path),
        `items out of reading order in ${extractor}`,
      ).toEqual([])
      // A job: title, company and dates before its bullets, bullets in their order.
      for (const index of resume.experiences.keys()) {
        const head = ['title', 'company', 'startDate', 'endDate'].map((key) =>
          at(`experiences[${index}].${key}`),
        )
        const bullets = [0, 1].map((b) => at(`experiences[${index}].description[${b}]`))
        expect(
          Math.max(...head),
          `experience ${index} head before bullets in ${extractor}`,
        ).toBeLessThan(bullets[0]!)
        expect(bullets[0]!).toBeLessThan(bullets[1]!)
      }
    }
  })
})
