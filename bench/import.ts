// Import figures (issue 5, point 8): time to turn a PDF into a resume (extraction with pdf.js +
// layout + parsing, in-process as the CLI's worker runs it), median over the corpus and for its
// two-page resume, and the peak memory while doing it. The corpus folder is ../shared/corpus
// next to the repository (override with BENCH_CORPUS); without it the figures are skipped.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { importPdf } from '@shared/import'
import { loadPdfjs } from '../src/node/pdf/pdfjs'

export interface ImportBenchRow {
  name: string
  value: number
  unit: string
}

const RUNS = 5

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export async function benchImport(): Promise<ImportBenchRow[]> {
  const corpus = resolve(
    process.env.BENCH_CORPUS ?? join(import.meta.dirname, '../../shared/corpus'),
  )
  if (!existsSync(corpus)) {
    console.error(`No corpus at ${corpus}; skipping the import figures.`)
    return []
  }
  const files = readdirSync(corpus).filter((name) => name.endsWith('.pdf'))
  const perFile: number[] = []
  const twoPage: number[] = []
  let peakRss = process.memoryUsage().rss
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5)
  // Warm-up: loading pdf.js and compiling the parser are paid once per process.
  const options = { pdfjs: await loadPdfjs() }
  await importPdf(new Uint8Array(readFileSync(join(corpus, files[0] ?? ''))), options)
  for (const name of files) {
    const bytes = new Uint8Array(readFileSync(join(corpus, name)))
    const times: number[] = []
    let pages = 0
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now()
      const result = await importPdf(bytes, options)
      times.push(performance.now() - start)
      pages = result.layout?.pageCount ?? 0
    }
    perFile.push(median(times))
    if (pages === 2) twoPage.push(median(times))
  }
  // Real-world set (issue 14, point 6): warm parse per page, target ≤ 50 ms median.
  const real = join(corpus, 'real')
  const perPage: number[] = []
  if (existsSync(real)) {
    for (const name of readdirSync(real).filter((n) => n.endsWith('.pdf'))) {
      const bytes = new Uint8Array(readFileSync(join(real, name)))
      const times: number[] = []
      let pages = 1
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now()
        const result = await importPdf(bytes, options)
        times.push(performance.now() - start)
        pages = Math.max(1, result.layout?.pageCount ?? 1)
      }
      perPage.push(median(times) / pages)
    }
  }
  clearInterval(sample)
  return [
    {
      name: `import: real set, warm parse per page, median over ${perPage.length} files (target ≤ 50 ms)`,
      value: perPage.length ? median(perPage) : NaN,
      unit: 'ms',
    },
    {
      name: 'import: real set, slowest file per page',
      value: perPage.length ? Math.max(...perPage) : NaN,
      unit: 'ms',
    },
    { name: `import: PDF median over ${files.length} files`, value: median(perFile), unit: 'ms' },
    { name: 'import: slowest PDF (median of runs)', value: Math.max(...perFile), unit: 'ms' },
    {
      name: 'import: 2-page PDF (target < 200 ms)',
      value: twoPage.length ? median(twoPage) : NaN,
      unit: 'ms',
    },
    { name: 'import: peak RSS while importing', value: peakRss / 1024 / 1024, unit: 'MiB' },
  ]
}
