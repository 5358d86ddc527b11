// Desktop figures (issue 18 point 8), the main-process modules under Node as their tests run
// them (Electron itself cannot run here):
// - local save and local list with 100 resumes in the library (median of each save; median of
//   20 lists), on a SQLite file in a temporary folder (WAL, synchronous=FULL as in the app);
//   and the editor's save, which names the version it was made on (median of each save);
// - local evaluation: the offline engine with its dictionaries as main runs it for the
//   renderer's Evaluate (evaluation:run), one resume, median of 10 after a first run;
// - sync of 100 changed resumes against the compiled cloud on this machine (SQLite): the cloud
//   caps a library at 10 resumes, so 10 accounts with 10 resumes each, every resume edited, the
//   10 desktop libraries synced one after another; median of 3 rounds;
// - cold start: a new Node process running the bundled library and sync modules (as
//   electron-vite bundles main) up to its first list of a 100-resume library; median of 7.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { build } from 'esbuild'
import { basicEvaluationInput } from '../src/shared/api'
import { resumeToPlainText } from '../src/shared/resume'
import { runEvaluation } from '../src/node/evaluation/run'
import { openLibraryDatabase } from '../src/main/features/library/database'
import { createLocalLibraryStore } from '../src/main/features/library/store'
import { buildTarget } from '../scripts/build-node.mjs'
import { openDesktopClient } from '../tests/desktop/sync-harness'
import { waitForHealth } from './built-cloud'
import { benchResume } from './fixtures'

export interface DesktopRow {
  name: string
  value: number
  unit: string
  note?: string
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export function benchLocal(dir: string): DesktopRow[] {
  const { db } = openLibraryDatabase(join(dir, 'local.sqlite'))
  const store = createLocalLibraryStore(db)
  const resume = benchResume()
  const ids = Array.from({ length: 100 }, () => store.create(resume).result.id)
  const saves = ids.map((id, index) => {
    const start = performance.now()
    store.update(id, { ...resume, resumeName: `Saved ${index}` })
    return performance.now() - start
  })
  const editorSaves = ids.map((id, index) => {
    const { version } = store.get(id)
    const start = performance.now()
    store.update(id, { ...resume, resumeName: `Edited ${index}` }, version)
    return performance.now() - start
  })
  store.list() // warm
  const lists = Array.from({ length: 20 }, () => {
    const start = performance.now()
    store.list()
    return performance.now() - start
  })
  db.close()
  return [
    { name: 'desktop local save (100 in library), median', value: median(saves), unit: 'ms' },
    { name: 'desktop local list of 100 resumes, median', value: median(lists), unit: 'ms' },
    {
      name: 'desktop editor save on its version (100 in library), median',
      value: median(editorSaves),
      unit: 'ms',
    },
  ]
}

export async function benchLocalEvaluation(): Promise<DesktopRow[]> {
  const resume = benchResume()
  const input = basicEvaluationInput.parse({
    cvText: resumeToPlainText(resume),
    cvData: resume,
    jobTitle: resume.contact.jobTitle || 'Software Engineer',
    language: resume.resumeLanguage,
  })
  await runEvaluation(input) // dictionaries loaded once, as in a running app
  const runs: number[] = []
  for (let i = 0; i < 10; i++) {
    const start = performance.now()
    await runEvaluation(input)
    runs.push(performance.now() - start)
  }
  return [
    {
      name: 'desktop local evaluation of one resume (main), median',
      value: median(runs),
      unit: 'ms',
      note: 'after the first run loaded the dictionaries',
    },
  ]
}

async function benchSync(dir: string): Promise<DesktopRow[]> {
  const port = 8990 + Math.floor(Math.random() * 9)
  const base = `http://127.0.0.1:${port}`
  const { outdir } = await buildTarget('cloud')
  const dataDir = mkdtempSync(join(dir, 'cloud-'))
  const child = spawn(process.execPath, [join(outdir, 'server.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(base, child)
    const resume = benchResume()
    const clients = await Promise.all(
      Array.from({ length: 10 }, async (_, account) => {
        const signUp = await fetch(`${base}/api/session/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-vitae-client': 'desktop' },
          body: JSON.stringify({
            email: `desktop-bench-${account}-${Date.now()}@example.com`,
            password: 'bench-Pa55-word-1',
          }),
        })
        const { token } = (await signUp.json()) as { token?: string }
        if (!token) throw new Error(`sign-up failed: ${signUp.status}`)
        const client = openDesktopClient({
          dir,
          cloudUrl: base,
          token,
          fileName: `sync-${account}.sqlite`,
        })
        for (let index = 0; index < 10; index++) client.store.create(resume)
        const first = await client.engine.sync()
        if (first.status !== 'synced' || first.pending !== 0)
          throw new Error(`first sync: ${JSON.stringify(first)}`)
        return client
      }),
    )
    const rounds: number[] = []
    for (let round = 0; round < 3; round++) {
      for (const client of clients) {
        for (const entry of client.store.list())
          client.store.update(entry.id, { ...entry.cvData, resumeName: `Round ${round}` })
      }
      const start = performance.now()
      for (const client of clients) {
        const state = await client.engine.sync()
        if (state.status !== 'synced' || state.pending !== 0)
          throw new Error(`sync: ${JSON.stringify(state)}`)
      }
      rounds.push(performance.now() - start)
    }
    for (const client of clients) client.close()
    return [
      {
        name: 'desktop sync of 100 changed resumes (10 accounts × 10), median',
        value: median(rounds),
        unit: 'ms',
        note: 'compiled cloud on SQLite, same machine',
      },
    ]
  } finally {
    child.kill()
  }
}

async function benchColdStart(dir: string): Promise<DesktopRow[]> {
  // Inside the repository, so the bundle finds its external packages (node_modules).
  const outfile = join(import.meta.dirname, '..', 'dist', 'bench', 'desktop-cold-start.mjs')
  await build({
    entryPoints: [join(import.meta.dirname, 'desktop-cold-start.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    logLevel: 'error',
  })
  const library = join(dir, 'cold.sqlite')
  const { db } = openLibraryDatabase(library)
  const store = createLocalLibraryStore(db)
  for (let index = 0; index < 100; index++) store.create(benchResume())
  db.close()
  const runs: number[] = []
  for (let run = 0; run < 7; run++) {
    const result = spawnSync(process.execPath, [outfile], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, BENCH_LIBRARY: library },
      encoding: 'utf8',
    })
    if (result.status !== 0) throw new Error(`cold start failed: ${result.stderr}`)
    const out = JSON.parse(result.stdout) as { ms: number; entries: number }
    if (out.entries !== 100) throw new Error(`cold start listed ${out.entries}`)
    runs.push(out.ms)
  }
  return [
    {
      name: 'desktop main modules cold start to first list (100 resumes), median',
      value: median(runs),
      unit: 'ms',
      note: 'new Node process, bundled like main',
    },
  ]
}

export async function benchDesktop(): Promise<DesktopRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-bench-desktop-'))
  try {
    return [
      ...benchLocal(dir),
      ...(await benchLocalEvaluation()),
      ...(await benchSync(dir)),
      ...(await benchColdStart(dir)),
    ]
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
