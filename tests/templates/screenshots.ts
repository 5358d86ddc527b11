/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Renders every template with the full two-page sample resume in English, Arabic and Chinese (and
// English at the largest font size) in
// the system Chromium, saves a PNG of each under test-results/screenshots/, and fails when
// something breaks the page: a page not 210 mm wide, content wider than its column or the
// page, pagination units overlapping each other, or a font that is not the bundled one.
//   npx tsx tests/templates/screenshots.ts [TemplateName…]
// Serves the gallery page with Vite on GALLERY_PORT (default 8812).
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { createServer } from 'vite'
import { TEMPLATES, TEMPLATE_PALETTES, type TemplateName } from '../../src/shared/resume'

const root = resolve(import.meta.dirname, '../..')
const outDir = resolve(root, 'test-results/screenshots')
const port = Number(process.env.GALLERY_PORT ?? 8812)
// Each language in another palette colour; then the largest size (displayed 20) in the widest
// family, where overflow shows first.
const RUNS = [
  { name: 'en', lang: 'en', palette: 0 },
  { name: 'ar', lang: 'ar', palette: 1 },
  { name: 'zh', lang: 'zh', palette: 2 },
  { name: 'en-large', lang: 'en', palette: 3, font: 'Arial', size: '14' },
  { name: 'en-pages', lang: 'en', palette: 4, pages: '1' },
  // Titles in the other scripts with bundled fonts (Greek, Cyrillic, Devanagari, Japanese, Korean).
  ...(['el', 'uk', 'hi', 'ja', 'ko'] as const).map((titles) => ({
    name: `titles-${titles}`,
    lang: 'en' as const,
    palette: 0,
    titles,
  })),
] as const

const PAGE_HEIGHT = 1122.5196850394

/** Runs in the page: the pagination units that a page break cuts through. */
function cutUnits(pageHeight: number): string[] {
  const article = document.querySelector('article.cv-page') as HTMLElement
  const top = article.getBoundingClientRect().top
  const cut: string[] = []
  for (const unit of article.querySelectorAll<HTMLElement>('[data-keep], [data-section-title]')) {
    if (unit.parentElement?.closest('[data-keep]')) continue
    const rect = unit.getBoundingClientRect()
    if (rect.height === 0 || rect.height > pageHeight * 0.8) continue
    const first = Math.floor((rect.top - top) / pageHeight)
    const last = Math.floor((rect.bottom - top - 1) / pageHeight)
    if (first !== last) cut.push(`cut by a page break: "${(unit.textContent ?? '').slice(0, 40)}"`)
  }
  return cut
}
// A4 width at 96 dpi.
const PAGE_WIDTH = 793.7

interface PageReport {
  width: number
  height: number
  problems: string[]
  fonts: string[]
}

/** Runs in the page: measures the article and lists what is wrong with its layout. */
function inspect(): PageReport {
  const article = document.querySelector('article.cv-page') as HTMLElement
  const box = article.getBoundingClientRect()
  const problems: string[] = []
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 40)}"`
  for (const el of article.querySelectorAll<HTMLElement>('*')) {
    const rect = el.getBoundingClientRect()
    if (rect.width === 0 && rect.height === 0) continue
    if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5) {
      problems.push(`outside the page: ${describe(el)}`)
    }
    // Content wider than its own box spills into the neighbouring column.
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`overflows its box by ${el.scrollWidth - el.clientWidth}px: ${describe(el)}`)
    }
  }
  const units = [...article.querySelectorAll('[data-keep], [data-section-title]')].map((el) => ({
    el,
    rect: el.getBoundingClientRect(),
  }))
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      const a = units[i]!
      const b = units[j]!
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
      if (x > 1 && y > 1) problems.push(`overlap: ${describe(a.el)} and ${describe(b.el)}`)
    }
  }
  const fonts = [...document.fonts]
    .filter((face) => face.status === 'loaded')
    .map((face) => `${face.family} ${face.weight}`)
  return { width: box.width, height: box.height, problems, fonts: [...new Set(fonts)] }
}

/**
 * Runs in the page: pads the page as the paginator does (a taller min-height) and lists the
 * side columns that do not stretch to the bottom of the page's content box.
 */
function shortColumns(): string[] {
  const article = document.querySelector('article.cv-page') as HTMLElement
  article.style.minHeight = `${article.offsetHeight + 400}px`
  const box = article.getBoundingClientRect()
  const bottom = box.bottom - parseFloat(getComputedStyle(article).paddingBottom)
  const columns = article.querySelectorAll<HTMLElement>(
    '[class$="__side"], [class$="__left"], [class$="__right"], [class$="__main"]',
  )
  const short = [...columns]
    .filter((column) => column.getBoundingClientRect().bottom < bottom - 1)
    .map((column) => `column does not reach the page bottom: ${column.className}`)
  article.style.minHeight = ''
  return short
}

async function main() {
  const only = process.argv.slice(2) as TemplateName[]
  const templates = only.length > 0 ? only : TEMPLATES
  mkdirSync(outDir, { recursive: true })
  const server = await createServer({
    configFile: false,
    root: resolve(import.meta.dirname, 'gallery'),
    plugins: [react()],
    resolve: { alias: { '@shared': resolve(root, 'src/shared') } },
    server: { port, strictPort: true, host: '127.0.0.1' },
    logLevel: 'warn',
  })
  await server.listen()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  let failures = 0
  try {
    const page = await browser.newPage({ viewport: { width: 794, height: 1123 } })
    // tsx compiles with esbuild's keepNames, which wraps functions in __name(); define it in the
    // page so the inspect function can run there.
    await page.addInitScript('window.__name = (fn) => fn')
    const external: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.hostname !== '127.0.0.1') external.push(request.url())
    })
    for (const template of templates) {
      for (const run of RUNS) {
        const color = TEMPLATE_PALETTES[template][run.palette] ?? ''
        const query = new URLSearchParams({ template, lang: run.lang, color })
        if ('font' in run) query.set('font', run.font)
        if ('size' in run) query.set('size', run.size)
        if ('pages' in run) query.set('pages', run.pages)
        if ('titles' in run) query.set('titles', run.titles)
        await page.goto(`http://127.0.0.1:${port}/?${query}`)
        await page.waitForSelector('article.cv-page')
        await page.evaluate(() => document.fonts.ready)
        if ('pages' in run) await page.waitForSelector('[data-pagination="ready"]')
        const report = await page.evaluate(inspect)
        const file = resolve(outDir, `${template}-${run.name}.png`)
        await page.screenshot({ path: file, fullPage: true })
        const pages = (report.height / 1122.52).toFixed(2)
        const problems = [...report.problems]
        if ('pages' in run) problems.push(...(await page.evaluate(cutUnits, PAGE_HEIGHT)))
        else problems.push(...(await page.evaluate(shortColumns)))
        if (Math.abs(report.width - PAGE_WIDTH) > 0.5) problems.unshift(`width ${report.width}px`)
        console.log(
          `${problems.length ? 'FAIL' : 'ok  '} ${template}-${run.name} ${pages} pages; fonts: ${report.fonts.join(', ')}`,
        )
        for (const problem of problems.slice(0, 8)) console.log(`       ${problem}`)
        if (problems.length) failures++
      }
    }
    if (external.length > 0) {
      console.log(`FAIL requests outside the app: ${external.join(', ')}`)
      failures++
    }
  } finally {
    await browser.close()
    await server.close()
  }
  console.log(`screenshots in ${outDir}`)
  process.exitCode = failures > 0 ? 1 : 0
}

await main()
