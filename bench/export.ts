/// <reference lib="dom" />
// PDF export bench (issue 4, point 7): on the same two-page resume, in the same Chromium, in one
// run, our export (the print page printed by Chromium: real text) against the spec's approach
// (render the template, capture it with html2canvas at 2.5x, JPEG quality 0.75, slice it into
// jsPDF A4 pages, overlay the plain text invisibly). Prints both, the ratios and the targets.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { resumeToPlainText, type Resume } from '@shared/resume'
import { resumeFields } from '../tests/support/ats-fixtures'
import { createPdfRenderer } from '@node/pdf/renderer'
import { buildPrintBundle } from '../tests/support/print-bundle'
import { benchResume } from './fixtures'

const RUNS = 5
const require = createRequire(import.meta.url)

interface ImageExport {
  ms: number
  bytes: number[]
  pages: number
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

function pdftotext(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-bench-pdf-'))
  try {
    writeFileSync(join(dir, 'cv.pdf'), pdf)
    return execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'cv.pdf'), '-'], {
      encoding: 'utf8',
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Share of the resume's fields pdftotext finds in the PDF. */
function extractable(resume: Resume, pdf: Uint8Array): number {
  const text = pdftotext(pdf).replace(/\s+/g, '').toUpperCase()
  const fields = resumeFields(resume)
  const found = fields.filter((f) => text.includes(f.value.replace(/\s+/g, '').toUpperCase()))
  return found.length / fields.length
}

/** Runs in the print page: the spec's export of the laid-out template (spec 000 §7). */
function imageExportInPage(hiddenText: string): Promise<ImageExport> {
  type Html2Canvas = (element: HTMLElement, options: object) => Promise<HTMLCanvasElement>
  interface JsPdf {
    addPage(): void
    addImage(data: string, type: string, x: number, y: number, w: number, h: number): void
    text(text: string, x: number, y: number, options: object): void
    output(type: 'arraybuffer'): ArrayBuffer
  }
  const view = window as unknown as {
    html2canvas: Html2Canvas
    jspdf: { jsPDF: new (options: object) => JsPdf }
  }
  return (async () => {
    const start = performance.now()
    const page = document.querySelector<HTMLElement>('.cv-page')!
    const canvas = await view.html2canvas(page, { scale: 2.5, useCORS: true, logging: false })
    const image = canvas.toDataURL('image/jpeg', 0.75)
    const pdf = new view.jspdf.jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' })
    const width = 210
    const height = (canvas.height * width) / canvas.width
    const pages = Math.max(1, Math.ceil(height / 297 - 0.01))
    for (let index = 0; index < pages; index++) {
      if (index > 0) pdf.addPage()
      pdf.addImage(image, 'JPEG', 0, -index * 297, width, height)
    }
    // The invisible text layer the spec overlays for ATS readability.
    pdf.text(hiddenText, 5, 5, { renderingMode: 'invisible', maxWidth: 200 })
    const bytes = Array.from(new Uint8Array(pdf.output('arraybuffer')))
    return { ms: performance.now() - start, bytes, pages }
  })()
}

/** The bench resume cut to two pages in the default template (four of its six jobs). */
function twoPageResume(): Resume {
  const resume = benchResume()
  return { ...resume, experiences: resume.experiences.slice(0, 4) }
}

export async function benchExport(): Promise<void> {
  const resume = twoPageResume()
  const bundle = await buildPrintBundle()
  const renderer = createPdfRenderer({
    bundleDir: bundle.dir,
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    concurrency: 1,
    timeoutMs: 120_000,
  })
  try {
    const request = { resume, adjust: false }
    await renderer.render(request) // warm-up: browser, page, fonts
    const ours: number[] = []
    let pdf: Uint8Array = new Uint8Array()
    let pages = 1
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      const rendered = await renderer.render(request)
      ours.push(performance.now() - start)
      pdf = rendered.pdf
      pages = rendered.layout.pages
    }

    const scripts = [
      require.resolve('html2canvas/dist/html2canvas.min.js'),
      require.resolve('jspdf/dist/jspdf.umd.min.js'),
    ].map((file) => readFileSync(file, 'utf8'))
    const image: ImageExport[] = []
    const hiddenText = resumeToPlainText(resume)
    for (let run = 0; run < RUNS; run++) {
      await renderer.render(request, {
        inspect: async (page) => {
          for (const content of scripts) await page.addScriptTag({ content })
          image.push(await page.evaluate(imageExportInPage, hiddenText))
        },
      })
    }
    const imagePdf = new Uint8Array(image.at(-1)?.bytes ?? [])
    const imagePages = image.at(-1)?.pages ?? 1

    const oursMsPerPage = median(ours) / pages
    const imageMsPerPage = median(image.map((r) => r.ms)) / imagePages
    const speed = imageMsPerPage / oursMsPerPage
    const size = imagePdf.length / pdf.length
    const oursText = extractable(resume, pdf)
    const imageText = extractable(resume, imagePdf)

    const line = (name: string, a: string, b: string, target = '') =>
      console.log(name.padEnd(32), a.padStart(14), b.padStart(16), `  ${target}`)
    console.log(
      `\nPDF export: the same ${pages}-page resume, the same Chromium, median of ${RUNS}\n`,
    )
    line('figure', 'ours (print)', 'spec (image)', 'target')
    line('ms per page', oursMsPerPage.toFixed(1), imageMsPerPage.toFixed(1))
    line('file size (KiB)', (pdf.length / 1024).toFixed(1), (imagePdf.length / 1024).toFixed(1))
    line('pages', String(pages), String(imagePages))
    line(
      'fields extractable (pdftotext)',
      `${(oursText * 100).toFixed(0)}% real`,
      `${(imageText * 100).toFixed(0)}% hidden`,
      'ours 100%; image: only its hidden layer',
    )
    line('ratio: faster', `${speed.toFixed(1)}x`, '', `>= 5x ${speed >= 5 ? 'met' : 'NOT met'}`)
    line('ratio: smaller', `${size.toFixed(1)}x`, '', `>= 5x ${size >= 5 ? 'met' : 'NOT met'}`)
  } finally {
    await renderer.close()
    bundle.remove()
  }
}
