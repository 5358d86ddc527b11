// Every template with a full resume in English, Arabic and Chinese, in the real editor: each is
// screenshotted page by page (test-results/screenshots/<template>-<lang>.png, and -p<N> per
// page), and checked for text past the page or its column, text drawn over text, and units or
// lines cut by a page break. Then the preview's pages are printed by Chromium exactly as the PDF
// export prints them, and the printed pages must break where the preview's do.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import {
  SELECTABLE_TEMPLATES,
  TEMPLATE_DISPLAY_NAMES,
  type TemplateName,
} from '../../src/shared/resume'
import {
  PAGE_HEIGHT,
  PAGE_MARGIN_BOTTOM,
  PAGE_MARGIN_TOP,
} from '../../src/renderer/src/templates/pagination/geometry'
import { fullResume, type FixtureLanguage } from './fixtures/full-resume'
import { inspectDocument, type LayoutReport } from './layout-report'

const SCREENSHOTS = join(import.meta.dirname, '../../test-results/screenshots')
const GEOMETRY = {
  pageHeight: PAGE_HEIGHT,
  marginTop: PAGE_MARGIN_TOP,
  marginBottom: PAGE_MARGIN_BOTTOM,
}

// Tall enough for three pages in the preview pane, which scrolls on its own.
test.use({ viewport: { width: 1700, height: 4000 } })

async function signUp(page: Page): Promise<string> {
  const csrf = await page.request.get('/csrf-token')
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const email = `templates-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const res = await page.request.post('/api/session/sign-up', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password: 'correct-horse-battery' },
  })
  expect(res.status()).toBe(201)
  return csrfToken
}

async function createResume(page: Page, csrfToken: string, cvData: unknown): Promise<string> {
  const res = await page.request.post('/api/libraryEntry', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { cvData },
  })
  expect(res.status()).toBe(201)
  const { result } = (await res.json()) as { result: { id: string } }
  return result.id
}

/** Waits until the template is drawn with its fonts and paginated with them. */
async function settled(page: Page, template: TemplateName): Promise<void> {
  await expect(
    page.locator(`.paginated-document > article[data-template="${template}"]`),
  ).toBeVisible()
  await expect(page.locator('.paginated-document')).toHaveAttribute('data-pagination', 'ready')
  await page.evaluate(async () => {
    await document.fonts.ready
    // A font that arrived re-paginates on the next frame; two frames later it is done.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

async function chooseTemplate(page: Page, template: TemplateName): Promise<void> {
  await page.getByRole('button', { name: /^Template:/ }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a template' })
  // The radio itself is visually hidden inside its card, as in any custom radio group.
  await picker
    .locator('.template-card__name')
    .getByText(TEMPLATE_DISPLAY_NAMES[template], { exact: true })
    .click()
  await expect(picker.getByRole('radio', { name: TEMPLATE_DISPLAY_NAMES[template] })).toBeChecked()
  await picker.getByRole('button', { name: 'Done' }).click()
  await expect(picker).toBeHidden()
}

/** Screenshots of the whole document and of each page, without hover or selection marks. */
async function screenshot(page: Page, name: string, pages: number): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.mouse.move(0, 0)
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-preview-active]')
      .forEach((element) => element.removeAttribute('data-preview-active')),
  )
  const paper = page.locator('.preview-pane .scaled-page')
  await paper.screenshot({ path: join(SCREENSHOTS, `${name}.png`) })
  const box = await paper.boundingBox()
  if (!box) return
  const pageHeight = box.height / pages
  for (let index = 0; index < pages; index++) {
    await page.screenshot({
      path: join(SCREENSHOTS, `${name}-p${index + 1}.png`),
      clip: { x: box.x, y: box.y + index * pageHeight, width: box.width, height: pageHeight },
    })
  }
}

function expectClean(report: LayoutReport, label: string): void {
  expect.soft(report.widthOverflow, `${label}: text past the page's edge`).toEqual([])
  expect.soft(report.columnOverflow, `${label}: text outside its column`).toEqual([])
  expect.soft(report.overlaps, `${label}: text over text`).toEqual([])
  expect.soft(report.cutUnits, `${label}: units cut by a page break`).toEqual([])
  expect.soft(report.linesInBreaks, `${label}: lines in a page break`).toEqual([])
}

for (const language of ['en', 'ar', 'zh'] as const satisfies readonly FixtureLanguage[]) {
  test(`every template lays out a full ${language} resume on clean pages`, async ({ page }) => {
    test.setTimeout(240_000)
    const csrf = await signUp(page)
    const id = await createResume(page, csrf, fullResume(language, 'Business'))
    await page.goto(`/cv-creation/${id}`)
    await settled(page, 'Business')
    mkdirSync(SCREENSHOTS, { recursive: true })
    await page.screenshot({
      path: join(SCREENSHOTS, `editor-${language}.png`),
      clip: { x: 0, y: 0, width: 1700, height: 1100 },
    })
    for (const template of SELECTABLE_TEMPLATES) {
      if (template !== 'Business') await chooseTemplate(page, template)
      await settled(page, template)
      const report = await page.evaluate(inspectDocument, GEOMETRY)
      expect(report.template).toBe(template)
      if (language === 'ar')
        await expect(page.locator('.paginated-document > article')).toHaveAttribute('dir', 'rtl')
      await screenshot(page, `${template}-${language}`, report.pages)
      expectClean(report, `${template} (${language})`)
    }
    // Professional cannot be chosen in the picker (coming soon) but resumes may carry it.
    const professional = await createResume(page, csrf, fullResume(language, 'Professional'))
    await page.goto(`/cv-creation/${professional}`)
    await settled(page, 'Professional')
    const report = await page.evaluate(inspectDocument, GEOMETRY)
    await screenshot(page, `Professional-${language}`, report.pages)
    expectClean(report, `Professional (${language})`)
  })
}

/**
 * Text of one PDF page without whitespace (line and column breaks differ from the DOM), in lower
 * case (titles are upper-cased by CSS).
 */
function pdfPageText(file: string, pageNumber: number): string {
  const out = spawnSync(
    'pdftotext',
    ['-f', String(pageNumber), '-l', String(pageNumber), file, '-'],
    {
      encoding: 'utf8',
    },
  )
  return comparable(out.stdout)
}

function comparable(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase()
}

function pdfPageCount(file: string): number {
  const out = spawnSync('pdfinfo', [file], { encoding: 'utf8' })
  return Number(/Pages:\s+(\d+)/.exec(out.stdout)?.[1] ?? 0)
}

const SHORT = () => ({ ...fullResume('en'), experiences: [], projects: [], references: [] })
const LONG = () => {
  const full = fullResume('en') as { experiences: Record<string, unknown>[] }
  const more = full.experiences.map((job, index) => ({ ...job, id: `more-${index}` }))
  return {
    ...full,
    experiences: [
      ...full.experiences,
      ...more,
      ...more.map((job) => ({ ...job, id: `${job.id as string}-2` })),
    ],
  }
}

test('printed pages break exactly where the preview breaks', async ({ page }) => {
  test.setTimeout(180_000)
  test.skip(spawnSync('pdftotext', ['-v']).error !== undefined, 'needs pdftotext (poppler)')
  const csrf = await signUp(page)
  const cases: {
    name: string
    data: Record<string, unknown>
    template: TemplateName
    pages?: number
  }[] = [
    { name: 'short', data: SHORT(), template: 'Business', pages: 1 },
    { name: 'full', data: fullResume('en'), template: 'Business' },
    { name: 'full-two-columns', data: fullResume('en'), template: 'Default' },
    { name: 'long', data: LONG(), template: 'Liner' },
  ]
  for (const { name, data, template, pages } of cases) {
    const id = await createResume(page, csrf, { ...data, selectedTemplate: template })
    await page.goto(`/cv-creation/${id}`)
    await settled(page, template)
    const report = await page.evaluate(inspectDocument, GEOMETRY)
    if (pages) expect(report.pages, name).toBe(pages)
    else expect(report.pages, name).toBeGreaterThan(1)
    // Print the paginated document on its own, as the PDF export's print route does.
    await page.evaluate(() => {
      const document_ = document.querySelector('.paginated-document')
      if (!document_) throw new Error('no paginated document')
      const style = document.createElement('style')
      style.textContent = '@page { size: A4; margin: 0 } html, body { margin: 0; padding: 0 }'
      document.head.append(style)
      document.body.replaceChildren(document_)
    })
    const file = join(SCREENSHOTS, `print-${name}.pdf`)
    mkdirSync(SCREENSHOTS, { recursive: true })
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }))
    expect(pdfPageCount(file), `${name}: printed pages`).toBe(report.pages)
    report.pageTexts.forEach(({ first, last }, index) => {
      const printed = pdfPageText(file, index + 1)
      expect
        .soft(printed, `${name}: page ${index + 1} starts with "${first}"`)
        .toContain(comparable(first))
      expect
        .soft(printed, `${name}: page ${index + 1} ends with "${last}"`)
        .toContain(comparable(last))
    })
    if (report.pages === 1) continue
    // The checks see cuts: without the paginator's pushes, some unit straddles a break.
    await page.evaluate(() =>
      document
        .querySelectorAll<HTMLElement>('[data-keep], [data-section-title]')
        .forEach((element) => element.style.removeProperty('margin-top')),
    )
    const unpaginated = await page.evaluate(inspectDocument, GEOMETRY)
    expect(unpaginated.cutUnits.length + unpaginated.linesInBreaks.length, name).toBeGreaterThan(0)
  }
})
