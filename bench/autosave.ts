// Autosave under load (issue 11 point 4): the compiled cloud (node dist/cloud/server.js, as
// `npm start` runs it) on one process, 16 editors saving their own resume as fast as the server
// answers (each PUT based on the revision the previous one returned, as the editor does), over
// keep-alive connections from a load generator in this process on the same machine.
//
// The machine may be shared, so the same run also measures a trivial route (GET /healthz, one
// `select 1`) with the same 16 connections: the ratio of the two throughputs says how much of
// the machine's capacity a save costs, independent of what else is running.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildTarget } from '../scripts/build-node.mjs'
import { waitForHealth } from './built-cloud'
import { benchResume } from './fixtures'

export interface LoadRow {
  name: string
  value: number
  unit: string
  note?: string
}

export const EDITORS = 16
const WARM_UP_MS = 2_000
const MEASURE_MS = 6_000
export const TARGET_PUT_PER_S = 2_000
export const TARGET_P99_MS = 20

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))
  return sorted[index] ?? Number.NaN
}

interface Answer {
  status: number
  body: string
}

function request(
  agent: http.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

interface LoadResult {
  perSecond: number
  sorted: number[]
}

/**
 * Runs `workers` loops of `once` for the warm-up and then the measured window; the latencies and
 * the throughput of the measured window are returned.
 */
async function load(workers: number, once: (worker: number) => Promise<void>): Promise<LoadResult> {
  const samples: number[] = []
  const started = performance.now()
  const measureFrom = started + WARM_UP_MS
  const end = measureFrom + MEASURE_MS
  let completed = 0
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now()
        await once(worker)
        const t1 = performance.now()
        if (t0 >= measureFrom && t1 <= end) {
          samples.push(t1 - t0)
          completed += 1
        }
      }
    }),
  )
  return { perSecond: completed / (MEASURE_MS / 1000), sorted: samples.sort((a, b) => a - b) }
}

export interface AutosaveLoadOptions {
  label: string
  env: Record<string, string>
  /** Extra node flags for the cloud process (e.g. --cpu-prof for a profile). */
  nodeArgs?: string[]
}

export async function benchAutosaveLoad(options: AutosaveLoadOptions): Promise<LoadRow[]> {
  const { label } = options
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-bench-'))
  const port = 8900 + Math.floor(Math.random() * 90)
  const base = `http://127.0.0.1:${port}`
  const { outdir } = await buildTarget('cloud')
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(outdir, 'server.js')], {
    cwd: dataDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const agent = new http.Agent({ keepAlive: true, maxSockets: EDITORS })
  try {
    await waitForHealth(base, child)
    const json = { 'content-type': 'application/json', 'x-vitae-client': 'desktop' }
    const entryUrl = new URL('/api/libraryEntry', base)
    // One editor = one user with one resume, as in real use.
    const editors = await Promise.all(
      Array.from({ length: EDITORS }, async (_, i) => {
        const signUp = await request(
          agent,
          new URL('/api/session/sign-up', base),
          'POST',
          json,
          JSON.stringify({
            email: `bench-${i}-${Date.now()}@example.com`,
            password: 'bench-Pa55-word-1',
          }),
        )
        const token = (JSON.parse(signUp.body) as { token?: string }).token
        if (signUp.status !== 201 || !token)
          throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`)
        const headers = { ...json, authorization: `Bearer ${token}` }
        const created = await request(
          agent,
          entryUrl,
          'POST',
          headers,
          JSON.stringify({ cvData: benchResume() }),
        )
        if (created.status !== 201)
          throw new Error(`create failed: ${created.status} ${created.body}`)
        const { id } = (JSON.parse(created.body) as { result: { id: string } }).result
        return { headers, id, revision: 1, resume: benchResume(), n: 0 }
      }),
    )

    const saves = await load(EDITORS, async (worker) => {
      const editor = editors[worker]!
      editor.n += 1
      editor.resume.contact.firstName = `Name ${editor.n}`
      const answer = await request(
        agent,
        entryUrl,
        'PUT',
        editor.headers,
        JSON.stringify({ id: editor.id, cvData: editor.resume, baseRevision: editor.revision }),
      )
      if (answer.status !== 200) throw new Error(`autosave failed: ${answer.status} ${answer.body}`)
      editor.revision = (
        JSON.parse(answer.body) as { result: { revision: number } }
      ).result.revision
    })
    const healthUrl = new URL('/healthz', base)
    const health = await load(EDITORS, async () => {
      const answer = await request(agent, healthUrl, 'GET', {})
      if (answer.status !== 200) throw new Error(`healthz failed: ${answer.status}`)
    })
    const share = saves.perSecond / health.perSecond
    return [
      {
        name: `autosave PUT/s, ${EDITORS} editors (${label})`,
        value: saves.perSecond,
        unit: '/s',
        note: `target ≥ ${TARGET_PUT_PER_S} (SQLite, idle machine)`,
      },
      { name: `autosave PUT p50 (${label})`, value: percentile(saves.sorted, 50), unit: 'ms' },
      {
        name: `autosave PUT p99 (${label})`,
        value: percentile(saves.sorted, 99),
        unit: 'ms',
        note: `target ≤ ${TARGET_P99_MS} (SQLite, idle machine)`,
      },
      { name: `GET /healthz/s, same run (${label})`, value: health.perSecond, unit: '/s' },
      {
        name: `autosave / healthz throughput (${label})`,
        value: share * 100,
        unit: '%',
        note: "the share of a trivial route's rate; independent of other load on the machine",
      },
    ]
  } finally {
    agent.destroy()
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

// `tsx bench/autosave.ts [--cpu-prof]`: the SQLite figures alone (and a CPU profile of the cloud
// in ./profiles when asked), for working on the hot path.
if (import.meta.url === `file://${process.argv[1]}`) {
  const profile = process.argv.includes('--cpu-prof')
  const dir = join(process.cwd(), 'profiles')
  benchAutosaveLoad({
    label: 'SQLite',
    env: {},
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [],
  })
    .then((rows) => {
      for (const row of rows)
        console.log(
          row.name.padEnd(48),
          row.value.toFixed(2).padStart(10),
          row.unit,
          row.note ?? '',
        )
    })
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
