// Start-up figures of the compiled programs (issue 11, point 5), each a whole new process as a
// person starts it, the median of several runs:
// - `cv --help` and `cv import` of a two-page PDF through bin/cv.mjs (what `npm run cv` runs,
//   without npm's own start-up), with the compiled code already cached on disk as after a
//   first run;
// - the compiled cloud (node dist/cloud/server.js) from start to its first 200 on /healthz, on
//   a new SQLite database.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { loadPdfjs } from '@node/pdf/pdfjs'
import { makePdf } from '@shared/pdf/test-fixtures/make-pdf'
import { buildTarget } from '../scripts/build-node.mjs'
import { freePort } from './built-cloud'

export interface StartupRow {
  name: string
  value: number
  unit: string
}

const ROOT = resolve(import.meta.dirname, '..')
const CV = join(ROOT, 'bin/cv.mjs')
const RUNS = 9

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Wall time of one whole `node bin/cv.mjs …` process, failing loudly when the command fails. */
function timeCv(args: string[]): number {
  return timeNode([CV, ...args])
}

/** Wall time of one whole `node …` process. */
function timeNode(args: string[]): number {
  const start = performance.now()
  const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' })
  const ms = performance.now() - start
  if (run.status !== 0) throw new Error(`node ${args.join(' ')} failed: ${run.stderr}`)
  return ms
}

async function pageCount(bytes: Uint8Array): Promise<number> {
  const pdfjs = await loadPdfjs()
  const task = pdfjs.getDocument({ data: bytes })
  try {
    return (await task.promise).numPages
  } finally {
    await task.destroy()
  }
}

/** A real two-page resume from the corpus when it is there, else a generated two-page one. */
async function twoPagePdf(dir: string): Promise<{ file: string; label: string }> {
  const corpus = resolve(process.env.BENCH_CORPUS ?? join(ROOT, '../shared/corpus'))
  if (existsSync(corpus)) {
    for (const name of readdirSync(corpus)
      .filter((file) => file.endsWith('.pdf'))
      .sort()) {
      const file = join(corpus, name)
      if ((await pageCount(new Uint8Array(readFileSync(file)))) === 2) return { file, label: name }
    }
  }
  const line = (text: string, y: number) => ({ text, x: 40, y, size: 10 })
  const page = (first: number) =>
    Array.from({ length: 40 }, (_, i) =>
      line(`Built the ${first + i}th data pipeline in Python`, 60 + i * 18),
    )
  const file = join(dir, 'two-pages.pdf')
  writeFileSync(
    file,
    makePdf([[{ text: 'Jana Novak', x: 40, y: 30, size: 20, bold: true }, ...page(1)], page(41)]),
  )
  return { file, label: 'generated' }
}

function coldStart(dataDir: string, port: number, server: string): Promise<number> {
  const url = `http://127.0.0.1:${port}`
  const start = performance.now()
  const child = spawn(process.execPath, [server], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return new Promise((done, fail) => {
    const deadline = Date.now() + 30_000
    const poll = async () => {
      if (child.exitCode !== null) return fail(new Error(`the cloud exited with ${child.exitCode}`))
      try {
        if ((await fetch(`${url}/healthz`)).status === 200) {
          const ms = performance.now() - start
          child.once('exit', () => done(ms))
          child.kill('SIGTERM')
          return
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL')
        return fail(new Error('the cloud did not answer /healthz within 30 s'))
      }
      setTimeout(poll, 5)
    }
    void poll()
  })
}

export async function benchStartup(): Promise<StartupRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-bench-startup-'))
  try {
    const { outdir } = await buildTarget('cloud')
    timeCv(['--help']) // compiles dist/cli when stale and fills the compile cache
    const help = median(Array.from({ length: RUNS }, () => timeCv(['--help'])))
    // Node's own start-up on this machine, the floor under every figure here: on a loaded
    // machine it alone can pass 150 ms, so the rows say how far above it each command is.
    const floor = median(Array.from({ length: RUNS }, () => timeNode(['-e', '0'])))
    const pdf = await twoPagePdf(dir)
    timeCv(['import', pdf.file])
    const imports = median(Array.from({ length: RUNS }, () => timeCv(['import', pdf.file])))
    const starts: number[] = []
    for (let run = 0; run < 5; run++) {
      const dataDir = mkdtempSync(join(dir, 'data-'))
      starts.push(await coldStart(dataDir, await freePort(), join(outdir, 'server.js')))
    }
    return [
      { name: "node -e 0, Node's own start-up (the floor)", value: floor, unit: 'ms' },
      { name: 'cv --help, whole process (target ≤ 150)', value: help, unit: 'ms' },
      { name: 'cv --help above the floor', value: help - floor, unit: 'ms' },
      { name: `cv import 2-page PDF (${pdf.label}) (target ≤ 500)`, value: imports, unit: 'ms' },
      { name: 'cv import above the floor', value: imports - floor, unit: 'ms' },
      { name: 'cloud cold start to /healthz 200', value: median(starts), unit: 'ms' },
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
