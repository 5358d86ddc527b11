// `npm run bench`: speed and memory figures, printed side by side with their ratios.
// Foundation figures (and, beside them, import, evaluation, enhancement, translation, preview,
// export, web weight): resume normalisation in-process, start-up of the compiled programs, and
// autosave under load (bench/autosave.ts: 16 editors against the compiled cloud on one process,
// beside /healthz in the same run) on SQLite and, when PostgreSQL is reachable (BENCH_PG_URL,
// default postgres://postgres@127.0.0.1:5432/test), on PostgreSQL too.
import { performance } from 'node:perf_hooks'
import pg from 'pg'
import { normalizeResume, resumeToPlainText } from '@shared/resume'
import { benchAutosaveLoad } from './autosave'
import { benchExport } from './export'
import { benchResume } from './fixtures'
import { benchEnhance } from './enhance'
import { benchEvaluation } from './evaluation'
import { benchBomb } from './bomb'
import { benchDesktop } from './desktop'
import { benchHostile } from './hostile'
import { benchImport } from './import'
import { benchPreview } from './preview'
import { benchTranslate } from './translate'
import { benchWebWeight } from './web-weight'
import { benchLighthouse } from './lighthouse'
import { benchStartup } from './startup'

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

/** BENCH_ONLY=hostile,startup runs those parts alone (figures of one area while working on it). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())

async function main(): Promise<void> {
  if (ONLY) {
    if (ONLY.includes('startup')) rows.push(...(await benchStartup()))
    if (ONLY.includes('hostile')) rows.push(...(await benchHostile()))
    if (ONLY.includes('bomb')) rows.push(...(await benchBomb()))
    if (ONLY.includes('import')) rows.push(...(await benchImport()))
    if (ONLY.includes('evaluation')) rows.push(...(await benchEvaluation()))
    if (ONLY.includes('autosave')) await benchAutosaveBoth()
    if (ONLY.includes('desktop')) rows.push(...(await benchDesktop()))
    printRows()
    if (ONLY.includes('web-weight')) await benchWebWeight()
    if (ONLY.includes('lighthouse')) await benchLighthouse()
    return
  }
  benchModel()
  rows.push(...(await benchStartup()))
  rows.push(...(await benchHostile()))
  rows.push(...(await benchBomb()))
  rows.push(...(await benchImport()))
  rows.push(...(await benchEvaluation()))
  rows.push(...(await benchEnhance()))
  rows.push(...(await benchPreview()))
  rows.push(...(await benchTranslate()))
  rows.push(...(await benchDesktop()))
  await benchAutosaveBoth()
  rows.push({
    name: 'peak RSS of the bench process',
    value: process.resourceUsage().maxRSS / 1024,
    unit: 'MiB',
  })

  printRows()
  await benchWebWeight()
  await benchLighthouse()
  await benchExport()
}

/** Autosave under load on SQLite and, when reachable, PostgreSQL (bench/autosave.ts). */
async function benchAutosaveBoth(): Promise<void> {
  rows.push(...(await benchAutosaveLoad({ label: 'SQLite', env: {} })))
  const postgres = await withPostgresDatabase((url) =>
    benchAutosaveLoad({
      label: 'PostgreSQL',
      env: { DATABASE_URL: url, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' },
    }),
  )
  if (postgres) rows.push(...postgres)
}

function printRows(): void {
  console.log('\nVitae bench\n')
  console.log('figure'.padEnd(46), 'value'.padStart(10), 'unit')
  for (const row of rows)
    console.log(row.name.padEnd(46), row.value.toFixed(2).padStart(10), row.unit, row.note ?? '')
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
