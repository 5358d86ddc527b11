// Decompression-bomb figures (issue 11 L-2): a generated 1 MB PDF whose page stream inflates to
// 1 GiB, imported by the `cv` command as a person runs it (node bin/cv.mjs import bomb.pdf): the
// whole process's peak RSS, main thread and import worker together, with the time to refuse.
// The desktop app and the browser read PDFs through the same shared extractPdf (its stream
// count runs before pdf.js), so the figure stands for them too.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { inflatingZeros, makePdf } from '@shared/pdf/test-fixtures/make-pdf'

export interface BombRow {
  name: string
  value: number
  unit: string
  note?: string
}

const ROOT = resolve(import.meta.dirname, '..')
/** Prints the process's peak RSS (KiB) on stderr as it exits. */
const REPORT_RSS = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss='+process.resourceUsage().maxRSS+'\\n'))`

export async function benchBomb(): Promise<BombRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-bench-bomb-'))
  try {
    const file = join(dir, 'bomb.pdf')
    const bytes = makePdf([[]], {
      rawStream: { bytes: inflatingZeros(1024), filter: 'FlateDecode' },
    })
    writeFileSync(file, bytes)
    const start = performance.now()
    const run = spawnSync(
      process.execPath,
      ['--import', REPORT_RSS, join(ROOT, 'bin/cv.mjs'), 'import', file],
      { cwd: ROOT, encoding: 'utf8' },
    )
    const ms = performance.now() - start
    if (run.status !== 1 || !/inflate to more than/.test(run.stderr))
      throw new Error(`cv import of the bomb was not refused: ${run.status} ${run.stderr}`)
    const maxRss = Number(/maxrss=(\d+)/.exec(run.stderr)?.[1] ?? Number.NaN) / 1024
    return [
      {
        name: `cv import bomb (${(bytes.length / 1024 / 1024).toFixed(1)} MB → 1 GiB): peak RSS`,
        value: maxRss,
        unit: 'MiB',
        note: 'was 2.5 GB (L-2)',
      },
      { name: 'cv import bomb: refused after', value: ms, unit: 'ms' },
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
