// `npm run bench`: speed and memory figures, printed side by side with their ratios.
// Foundation figures (and, beside them, import, evaluation, enhancement, translation, preview,
// export, web weight): resume normalisation in-process, start-up of the compiled programs, and
// the autosave round trip (PUT /api/libraryEntry over real HTTP) against the compiled cloud
// (node dist/cloud/server.js, as `npm start` runs it) on SQLite and, when PostgreSQL is
// reachable (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/test), on PostgreSQL too.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { normalizeResume, resumeToPlainText } from '@shared/resume'
import { benchExport } from './export'
import { benchResume } from './fixtures'
import { benchEnhance } from './enhance'
import { benchEvaluation } from './evaluation'
import { benchImport } from './import'
import { benchPreview } from './preview'
import { benchTranslate } from './translate'
import { benchWebWeight } from './web-weight'
import { benchStartup } from './startup'
import { buildTarget } from '../scripts/build-node.mjs'

interface Row {
  name: string
  value: number
  unit: string
  note?: string
}

const rows: Row[] = []

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  return sorted[index] ?? Number.NaN
}

function timeSync(iterations: number, fn: () => void): number[] {
  const samples: number[] = []
  for (let i = 0; i < iterations; i++) {
    const start = performance.now()
    fn()
    samples.push(performance.now() - start)
  }
  return samples.sort((a, b) => a - b)
}

function benchModel(): void {
  const input = benchResume()
  const bytes = Buffer.byteLength(JSON.stringify(input))
  timeSync(200, () => normalizeResume(input)) // warm-up
  const normalize = timeSync(2000, () => normalizeResume(input))
  const text = timeSync(2000, () => resumeToPlainText(input))
  rows.push({ name: 'resume JSON size', value: bytes / 1024, unit: 'KiB' })
  rows.push({ name: 'normalizeResume p50', value: percentile(normalize, 50) * 1000, unit: 'µs' })
  rows.push({ name: 'normalizeResume p95', value: percentile(normalize, 95) * 1000, unit: 'µs' })
  rows.push({ name: 'resumeToPlainText p50', value: percentile(text, 50) * 1000, unit: 'µs' })
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the cloud exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/healthz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('the cloud did not become healthy within 60 s')
}

async function benchAutosave(label: string, env: Record<string, string>): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-'))
  const port = 8900 + Math.floor(Math.random() * 90)
  const url = `http://127.0.0.1:${port}`
  const { outdir } = await buildTarget('cloud')
  const child = spawn(process.execPath, [join(outdir, 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    await waitForHealth(url, child)
    const headers = { 'content-type': 'application/json', 'x-vitae-client': 'desktop' }
    const signUp = await fetch(`${url}/api/session/sign-up`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        email: `bench-${Date.now()}@example.com`,
        password: 'bench-password-1',
      }),
    })
    const session = (await signUp.json()) as { token?: string }
    if (!signUp.ok || !session.token) throw new Error(`sign-up failed: ${signUp.status}`)
    const auth = { ...headers, authorization: `Bearer ${session.token}` }
    const created = await fetch(`${url}/api/libraryEntry`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ cvData: benchResume() }),
    })
    const { result } = (await created.json()) as { result: { id: string } }
    const resume = benchResume()
    const samples: number[] = []
    for (let i = 0; i < 300; i++) {
      resume.contact.firstName = `Name ${i}`
      const start = performance.now()
      const res = await fetch(`${url}/api/libraryEntry`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ id: result.id, cvData: resume }),
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`autosave failed: ${res.status}`)
      if (i >= 30) samples.push(performance.now() - start) // first 30 are warm-up
    }
    samples.sort((a, b) => a - b)
    rows.push({ name: `autosave PUT p50 (${label})`, value: percentile(samples, 50), unit: 'ms' })
    rows.push({ name: `autosave PUT p95 (${label})`, value: percentile(samples, 95), unit: 'ms' })
    return samples
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T | undefined> {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch {
    console.error(`PostgreSQL not reachable at ${adminUrl}; skipping the PostgreSQL figures.`)
    return undefined
  }
  const name = `vitae_bench_${process.pid}`
  await admin.query(`CREATE DATABASE ${name}`)
  try {
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    return await fn(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  }
}

async function main(): Promise<void> {
  benchModel()
  rows.push(...(await benchStartup()))
  rows.push(...(await benchImport()))
  rows.push(...(await benchEvaluation()))
  rows.push(...(await benchEnhance()))
  rows.push(...(await benchPreview()))
  rows.push(...(await benchTranslate()))
  const sqlite = await benchAutosave('SQLite', {})
  const postgres = await withPostgresDatabase((url) =>
    benchAutosave('PostgreSQL', {
      DATABASE_URL: url,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    }),
  )
  rows.push({
    name: 'peak RSS of the bench process',
    value: process.resourceUsage().maxRSS / 1024,
    unit: 'MiB',
  })

  console.log('\nVitae bench\n')
  console.log('figure'.padEnd(40), 'value'.padStart(10), 'unit')
  for (const row of rows)
    console.log(row.name.padEnd(40), row.value.toFixed(2).padStart(10), row.unit, row.note ?? '')
  if (postgres) {
    const ratio = percentile(postgres, 50) / percentile(sqlite, 50)
    console.log('\nratio autosave p50 PostgreSQL / SQLite:', ratio.toFixed(2))
  }
  await benchWebWeight()
  await benchExport()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
