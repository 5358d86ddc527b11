/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The print page printed by the real renderer (issue 4, points 1, 3 and 4): the PDF's pages are
// the paginator's pages (the editor's preview renders the same PaginatedDocument, so these are
// the preview's breaks too), no item is split, a section title never ends a page, every page
// keeps its margins, adjust mode makes one page, and every one of the 24 resume languages prints
// with embedded, subset fonts and extractable text.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { A4_HEIGHT_PX } from '@shared/export'
import {
  RESUME_LANGUAGES,
  createResume,
  type Resume,
  type ResumeLanguageCode,
  type TemplateName,
} from '@shared/resume'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { describe, expect, it } from 'vitest'
import { pdfFonts, pdfInfo, pdfToText } from '../../../tests/support/pdf-text'
import { usePrintRenderer } from '../../../tests/support/print-renderer'

const renderer = usePrintRenderer()

/** A resume long enough for three pages: many jobs with long bullet lists. */
function longResume(template: TemplateName): Resume {
  const base = completeResume()
  return {
    ...base,
    selectedTemplate: template,
    experiences: Array.from({ length: 9 }, (_, i) => ({
      ...base.experiences[0]!,
      id: `job-${i}`,
      title: `Role number ${i + 1}`,
      company: `Employer ${i + 1}`,
      description: `<ul>${Array.from({ length: 4 + (i % 3) }, (_, b) => `<li>Job ${i + 1} bullet ${b + 1}: delivered a measurable result for the team</li>`).join('')}</ul>`,
    })),
  }
}

interface Unit {
  text: string
  top: number
  bottom: number
  title: boolean
}

function pageText(pdf: Uint8Array, page: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-page-'))
  try {
    writeFileSync(join(dir, 'cv.pdf'), pdf)
    const args = ['-f', String(page), '-l', String(page), '-enc', 'UTF-8']
    return execFileSync('pdftotext', [...args, join(dir, 'cv.pdf'), '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const squash = (text: string) => text.replace(/\s+/g, '')

describe.each(['Business', 'Classic', 'Moda', 'Liner'] as const)('pages of %s', (template) => {
  it('are the paginator’s pages: same count, same breaks, margins kept', async () => {
    let units: Unit[] = []
    let pages = 0
    const { pdf } = await renderer.render(
      { resume: longResume(template), adjust: false },
      {
        inspect: async (page) => {
          ;({ units, pages } = await page.evaluate(() => {
            const root = document.querySelector<HTMLElement>('.cv-page')!
            const origin = root.getBoundingClientRect().top
            const all = [...root.querySelectorAll<HTMLElement>('[data-keep], [data-section-title]')]
            const outer = all.filter((unit) => !unit.parentElement?.closest('[data-keep]'))
            return {
              pages: Number(
                document.querySelector('.paginated-document')?.getAttribute('data-pages'),
              ),
              units: outer.map((unit) => {
                const rect = unit.getBoundingClientRect()
                return {
                  text: unit.innerText.split('\n').find((line) => line.trim().length > 3) ?? '',
                  top: rect.top - origin,
                  bottom: rect.bottom - origin,
                  title: unit.hasAttribute('data-section-title'),
                }
              }),
            }
          }))
        },
      },
    )
    expect(pages).toBeGreaterThanOrEqual(2)
    expect(Number(pdfInfo(pdf).Pages)).toBe(pages)
    const texts = Array.from({ length: pages }, (_, i) => squash(pageText(pdf, i + 1)))
    const pageOf = (y: number) => Math.floor(y / A4_HEIGHT_PX)
    units.forEach((unit, index) => {
      const page = pageOf(unit.top + 0.5)
      // Never split: a unit that fits on a page ends on the page it starts on.
      if (unit.bottom - unit.top < A4_HEIGHT_PX - 76)
        expect(pageOf(unit.bottom - 0.5), `"${unit.text}" split`).toBe(page)
      // Margins: about 38 px (10 mm) free at the bottom of every page and the top of pages 2+;
      // the paginator allows itself 2 px for margins that collapse and sub-pixel layout.
      if (page > 0)
        expect(
          unit.top - page * A4_HEIGHT_PX,
          `top margin above "${unit.text}"`,
        ).toBeGreaterThanOrEqual(36)
      expect(
        (page + 1) * A4_HEIGHT_PX - unit.bottom,
        `bottom margin under "${unit.text}"`,
      ).toBeGreaterThanOrEqual(36)
      // A section title is never the last thing on its page.
      const next = units[index + 1]
      if (unit.title && next && next.top > unit.top) expect(pageOf(next.top + 0.5)).toBe(page)
      // The PDF page holds the unit the paginator put there.
      if (unit.text)
        expect(texts[page], `"${unit.text}" on PDF page ${page + 1}`).toContain(squash(unit.text))
    })
  })
})

describe('adjust mode', () => {
  it('prints the whole resume on one page as tall as the content', async () => {
    const { pdf, layout } = await renderer.render({ resume: longResume('Business'), adjust: true })
    const info = pdfInfo(pdf)
    expect(info.Pages).toBe('1')
    const height = Number(/x ([\d.]+) pts/.exec(info['Page size'] ?? '')?.[1])
    expect(height).toBeGreaterThan(2 * 842)
    expect(layout.pageHeightPx).toBeGreaterThan(2 * A4_HEIGHT_PX)
    expect(pdfToText(pdf)).toContain('Role number 9')
  })
})

/** A sentence in each resume language, in its own script. */
const SAMPLES: Record<ResumeLanguageCode, string> = {
  en: 'Reliable engineer',
  de: 'Zuverlässige Größe',
  tr: 'Güvenilir mühendis ığüşöç',
  es: 'Ingeniera fiable año',
  fr: 'Ingénieure fiable façade',
  it: 'Ingegnere affidabile città',
  pt: 'Engenheira confiável ação',
  nl: 'Betrouwbare ingenieur',
  pl: 'Niezawodna inżynierka żółć',
  ru: 'Надёжный инженер',
  zh: '可靠的工程师',
  ja: '信頼できるエンジニア',
  ko: '신뢰할 수 있는 엔지니어',
  ar: 'مهندس',
  hi: 'विश्वसनीय अभियंता',
  sv: 'Pålitlig ingenjör',
  no: 'Pålitelig ingeniør',
  da: 'Pålidelig ingeniør',
  fi: 'Luotettava insinööri',
  el: 'Αξιόπιστος μηχανικός',
  cs: 'Spolehlivá inženýrka',
  hu: 'Megbízható mérnök',
  ro: 'Inginer de încredere ș ț',
  uk: 'Надійний інженер ї є',
}

describe('fonts for all 24 resume languages', () => {
  it.each(RESUME_LANGUAGES.map((language) => language.code))(
    '%s: embedded, subset, text extractable',
    async (code) => {
      const resume = createResume({
        resumeLanguage: code,
        contact: {
          ...createResume().contact,
          firstName: 'Ada',
          lastName: 'Lovelace',
          description: `<p>${SAMPLES[code]}</p>`,
        },
      })
      const { pdf } = await renderer.render({ resume, adjust: false })
      const fonts = pdfFonts(pdf)
      expect(fonts.length).toBeGreaterThan(0)
      expect(fonts.filter((font) => !font.embedded || !font.subset)).toEqual([])
      // Only the bundled faces: nothing from the machine the server runs on.
      expect(fonts.filter((font) => /DejaVu|Liberation|FreeSans/i.test(font.name))).toEqual([])
      if (code !== 'ar') expect(squash(pdfToText(pdf))).toContain(squash(SAMPLES[code]))
      // Small: subsetting keeps even a CJK resume far below a full font's size.
      expect(pdf.length).toBeLessThan(400 * 1024)
    },
  )
})
