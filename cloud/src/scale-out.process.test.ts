// Scale-out proof (issue 11 point 10): two compiled cloud processes (dist/cloud/server.js, what
// `npm start` runs) on one PostgreSQL database, the same AUTH_SECRET and the same PUBLIC_URL, as
// behind a load balancer. One user's requests go alternately to both over real HTTP, and
// everything that must hold on one process holds across the two: the session, sign-out, the CSRF
// token, the sign-in rate limit, autosave revisions and credit debits. Nothing per process is
// trusted: each process keeps only a session cache that re-checks the session row (see
// auth/session-cache.ts), so these answers come from the shared database.
//
// The database is a fresh one created for this file and dropped afterwards. Without a reachable
// PostgreSQL the file is skipped and says why (CI always has one; .ci/run starts it).
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import {
  CSRF_HEADER,
  type ApiErrorBody,
  type CreateLibraryEntryResponse,
  type EvaluationResponse,
  type PlanResponse,
  type SessionResponse,
  type UpdateLibraryEntryResponse,
} from '@shared/api'
import { createResume } from '@shared/resume'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { builtCloud } from '../../tests/support/provided'
import { DEFAULT_RATE_LIMITS } from './app'

// Two processes start, migrate one database and warm their work pools on a shared machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

const ROOT = resolve(import.meta.dirname, '../..')
const ADMIN_URL =
  process.env.PG_TEST_URL?.trim() ||
  process.env.DATABASE_URL?.trim() ||
  'postgres://postgres@127.0.0.1:5432/test'

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

async function postgresUnreachable(): Promise<string | null> {
  try {
    await onAdmin((client) => client.query('select 1'))
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

const unreachable = await postgresUnreachable()
if (unreachable !== null)
  console.warn(
    `scale-out.process.test.ts skipped: PostgreSQL at ${ADMIN_URL} is unreachable (${unreachable}); set PG_TEST_URL to one`,
  )

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((ready) => probe.listen(0, '127.0.0.1', ready))
  const address = probe.address()
  await new Promise<void>((closed) => probe.close(() => closed()))
  if (typeof address !== 'object' || address === null) throw new Error('no port')
  return address.port
}

interface Cloud {
  name: 'A' | 'B'
  url: string
  child: ChildProcess
  output: string
}

/** Starts one compiled cloud and resolves once /healthz answers (or rejects if it exits). */
function startCloud(name: Cloud['name'], port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [builtCloud()], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...env,
      PORT: String(port),
    },
  })
  children.push(child)
  const cloud: Cloud = { name, url: `http://127.0.0.1:${port}`, child, output: '' }
  const collect = (chunk: Buffer) => (cloud.output += chunk.toString())
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  return new Promise<Cloud>((ready, fail) => {
    const exited = (code: number | null) =>
      fail(new Error(`cloud ${name} exited with ${code} before it was ready:\n${cloud.output}`))
    child.once('exit', exited)
    child.once('error', fail)
    // Poll /healthz each time the process writes (it logs when listening) and on a short
    // interval, with no fixed sleep before the first try.
    const poll = async () => {
      if (child.exitCode !== null) return
      try {
        if ((await fetch(`${cloud.url}/healthz`)).ok) {
          clearInterval(timer)
          child.off('exit', exited)
          ready(cloud)
        }
      } catch {
        // not listening yet
      }
    }
    const timer = setInterval(() => void poll(), 200)
    child.once('exit', () => clearInterval(timer))
  })
}

/** Every child started, ready or not, so none outlives the file. */
const children: ChildProcess[] = []

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  await exited
}

interface Answer<Body> {
  status: number
  body: Body
  setCookies: string[]
}

/**
 * One browser talking to both processes: one cookie jar (cookies are per host, not per port, so a
 * browser behind a load balancer sends the same ones to both) and one CSRF token.
 */
class Browser {
  readonly cookies = new Map<string, string>()
  csrfToken: string | null = null

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request<Body = unknown>(
    cloud: Cloud,
    method: string,
    path: string,
    body?: unknown,
    options: { cookie?: string; csrf?: boolean } = {},
  ): Promise<Answer<Body>> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    const cookie = options.cookie ?? this.cookieHeader()
    if (cookie) headers.Cookie = cookie
    if (method !== 'GET' && options.csrf !== false && this.csrfToken)
      headers[CSRF_HEADER] = this.csrfToken
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${cloud.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    const setCookies = response.headers.getSetCookie()
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)))
        this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    const parsed: unknown = response.headers.get('content-type')?.includes('json')
      ? JSON.parse(text)
      : text
    return { status: response.status, body: parsed as Body, setCookies }
  }

  async fetchCsrfToken(cloud: Cloud): Promise<string> {
    const answer = await this.request<{ csrfToken: string }>(cloud, 'GET', '/csrf-token')
    expect(answer.status).toBe(200)
    this.csrfToken = answer.body.csrfToken
    return this.csrfToken
  }

  async signUp(cloud: Cloud, email: string, password: string) {
    return this.request<SessionResponse & ApiErrorBody>(cloud, 'POST', '/api/session/sign-up', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      password,
    })
  }
}

const PASSWORD = 'correct horse battery staple'
const newEmail = () => `scale-${randomBytes(6).toString('hex')}@example.com`

let a: Cloud
let b: Cloud
let databaseName = ''
let databaseUrl = ''
let dataDirs: string[] = []

describe.skipIf(unreachable !== null)(
  `two cloud processes on one PostgreSQL${unreachable ? ` (skipped: PostgreSQL at ${ADMIN_URL} is unreachable: ${unreachable})` : ''}`,
  () => {
    beforeAll(async () => {
      databaseName = `vitae_scaleout_${randomBytes(6).toString('hex')}`
      await onAdmin((client) => client.query(`create database ${databaseName}`))
      const url = new URL(ADMIN_URL)
      url.pathname = `/${databaseName}`
      databaseUrl = url.toString()

      const [portA, portB] = [await freePort(), await freePort()]
      const publicUrl = `http://127.0.0.1:${portA}`
      const shared = {
        HOST: '127.0.0.1',
        // One public address for both, as behind a load balancer; B's own origin is trusted too.
        PUBLIC_URL: publicUrl,
        TRUSTED_ORIGINS: `http://127.0.0.1:${portB}`,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        WORK_THREADS: '1',
        // Billing on (placeholder keys; no call reaches Stripe), so Free has limited credits.
        STRIPE_SECRET_KEY: 'sk_test_placeholder',
        STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
      }
      const envFor = () => {
        const dir = mkdtempSync(join(tmpdir(), 'vitae-scaleout-'))
        dataDirs.push(dir)
        // DATA_DIR per process: nothing on disk is shared, only the database. No web build.
        return { ...shared, DATA_DIR: dir, WEB_DIST_DIR: dir }
      }
      // Both start at once on the empty database, so both try to migrate it at the same time.
      const started = await Promise.allSettled([
        startCloud('A', portA, envFor()),
        startCloud('B', portB, envFor()),
      ])
      const [startedA, startedB] = started
      if (startedA?.status === 'fulfilled') a = startedA.value
      if (startedB?.status === 'fulfilled') b = startedB.value
      const failed = started.find((result) => result.status === 'rejected')
      if (failed) throw (failed as PromiseRejectedResult).reason
    })

    afterAll(async () => {
      await Promise.all(children.map(stop))
      if (databaseName)
        await onAdmin((client) =>
          client.query(`drop database if exists ${databaseName} with (force)`),
        )
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
      dataDirs = []
    })

    it('migrated the one database once although both processes started on it together', async () => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const { rows } = await client.query<{ name: string; count: string }>(
          'select name, count(*) as count from kysely_migration group by name',
        )
        expect(rows.length).toBeGreaterThan(0)
        expect(rows.every((row) => Number(row.count) === 1)).toBe(true)
      } finally {
        await client.end()
      }
    })

    it('a session started on A works on B, and signing out on one ends it on the other', async () => {
      const browser = new Browser()
      // The CSRF token comes from A and is sent to B with the sign-up.
      await browser.fetchCsrfToken(a)
      const signedUp = await browser.signUp(b, newEmail(), PASSWORD)
      expect(signedUp.status).toBe(201)
      const uid = signedUp.body.user.uid
      const sessionCookie = browser.cookieHeader()

      for (const cloud of [a, b, a, b]) {
        const current = await browser.request<SessionResponse>(cloud, 'GET', '/api/session')
        expect(current.status, `GET /api/session on ${cloud.name}`).toBe(200)
        expect(current.body.user.uid).toBe(uid)
      }

      // Both processes have now confirmed this cookie (and cached it for up to 30 s); signing out
      // on A must still end it on B at once.
      const signedOut = await browser.request(a, 'POST', '/api/session/sign-out', {})
      expect(signedOut.status).toBe(204)
      for (const cloud of [b, a]) {
        const replay = await browser.request<ApiErrorBody>(
          cloud,
          'GET',
          '/api/session',
          undefined,
          {
            cookie: sessionCookie,
          },
        )
        expect(replay.status, `the signed-out cookie on ${cloud.name}`).toBe(401)
      }

      // And the other way round: a new session, signed out on B, is gone on A.
      const second = new Browser()
      await second.fetchCsrfToken(b)
      expect((await second.signUp(a, newEmail(), PASSWORD)).status).toBe(201)
      const cookie = second.cookieHeader()
      expect((await second.request(a, 'GET', '/api/session')).status).toBe(200)
      expect((await second.request(b, 'GET', '/api/session')).status).toBe(200)
      expect((await second.request(b, 'POST', '/api/session/sign-out', {})).status).toBe(204)
      const replay = await second.request(a, 'GET', '/api/session', undefined, { cookie })
      expect(replay.status).toBe(401)
    })

    it('accepts a CSRF token from A on B and the other way round, and refuses a forged one on both', async () => {
      const browser = new Browser()
      await browser.fetchCsrfToken(a)
      expect((await browser.signUp(b, newEmail(), PASSWORD)).status).toBe(201)
      const tokenFromA = browser.csrfToken
      const created = await browser.request<CreateLibraryEntryResponse>(
        b,
        'POST',
        '/api/libraryEntry',
        {},
      )
      expect(created.status).toBe(201)

      const id = created.body.result.id
      const save = (client: Browser, cloud: Cloud, baseRevision: number, csrf = true) =>
        client.request<UpdateLibraryEntryResponse & ApiErrorBody>(
          cloud,
          'PUT',
          '/api/libraryEntry',
          { id, cvData: createResume(), baseRevision },
          { csrf },
        )

      // B hands out the same token for the same cookie, and A accepts it.
      expect(await browser.fetchCsrfToken(b)).toBe(tokenFromA)
      expect((await save(browser, a, 1)).status).toBe(200)

      for (const cloud of [a, b]) {
        const missing = await save(browser, cloud, 2, false)
        expect(missing.status, `no token on ${cloud.name}`).toBe(403)
        expect(missing.body.error.id).toBe('csrf_invalid')
        const forged = new Browser()
        for (const [name, value] of browser.cookies) forged.cookies.set(name, value)
        forged.csrfToken = 'x'.repeat(tokenFromA?.length ?? 43)
        const refused = await save(forged, cloud, 2)
        expect(refused.status, `a forged token on ${cloud.name}`).toBe(403)
        expect(refused.body.error.id).toBe('csrf_invalid')
      }
      // Nothing refused was written: the entry is still at revision 2 on both.
      expect((await save(browser, b, 2)).status).toBe(200)
    })

    it('counts wrong passwords sent alternately to A and B in one shared limit', async () => {
      const browser = new Browser()
      await browser.fetchCsrfToken(a)
      const email = newEmail()
      expect((await browser.signUp(a, email, PASSWORD)).status).toBe(201)
      // This is the first sign-in of the file from this address, so the whole budget is left.
      const { max } = DEFAULT_RATE_LIMITS.signIn
      const wrong = (cloud: Cloud) =>
        browser.request<ApiErrorBody>(cloud, 'POST', '/api/session/sign-in', {
          email,
          password: 'not the password',
        })
      for (let attempt = 0; attempt < max; attempt += 1) {
        const cloud = attempt % 2 === 0 ? a : b
        const answer = await wrong(cloud)
        expect(answer.status, `wrong password #${attempt + 1} on ${cloud.name}`).toBe(401)
      }
      // On one process the next attempt answers 429; across two it must too, on either.
      for (const cloud of [a, b]) {
        const limited = await wrong(cloud)
        expect(limited.status, `attempt after the limit on ${cloud.name}`).toBe(429)
        expect(limited.body.error.id).toBe('rate_limited')
      }
      const right = await browser.request(b, 'POST', '/api/session/sign-in', {
        email,
        password: PASSWORD,
      })
      expect(right.status).toBe(429)
    })

    it('lets exactly one of two saves based on the same revision through, whichever process gets it', async () => {
      const browser = new Browser()
      await browser.fetchCsrfToken(b)
      expect((await browser.signUp(a, newEmail(), PASSWORD)).status).toBe(201)
      const created = await browser.request<CreateLibraryEntryResponse>(
        a,
        'POST',
        '/api/libraryEntry',
        { cvData: { ...createResume(), resumeName: 'Start' } },
      )
      expect(created.status).toBe(201)
      const id = created.body.result.id

      let revision = 1
      for (let round = 0; round < 6; round += 1) {
        const save = (cloud: Cloud) =>
          browser.request<UpdateLibraryEntryResponse & ApiErrorBody>(
            cloud,
            'PUT',
            '/api/libraryEntry',
            {
              id,
              cvData: { ...createResume(), resumeName: `Round ${round} on ${cloud.name}` },
              baseRevision: revision,
            },
          )
        // Sent together, so the two processes race for the same revision.
        const answers = await Promise.all([save(a), save(b)])
        const statuses = answers.map((answer) => answer.status)
        expect(statuses.toSorted(), `round ${round}`).toEqual([200, 409])
        const won = answers.find((answer) => answer.status === 200)!
        const lost = answers.find((answer) => answer.status === 409)!
        expect(won.body.result.revision).toBe(revision + 1)
        expect(lost.body.error.id).toBe('revision_conflict')
        revision += 1
        const winner = statuses[0] === 200 ? 'A' : 'B'
        // Both processes read what the winner wrote.
        for (const cloud of [a, b]) {
          const stored = await browser.request<{
            result: { revision: number; cvData: { resumeName: string } }
          }>(cloud, 'GET', `/api/libraryEntry/${id}`)
          expect(stored.status).toBe(200)
          expect(stored.body.result.revision).toBe(revision)
          expect(stored.body.result.cvData.resumeName).toBe(`Round ${round} on ${winner}`)
        }
      }
    })

    it('debits exactly the Free credits when more paid requests than credits race over A and B', async () => {
      const browser = new Browser()
      await browser.fetchCsrfToken(a)
      const signedUp = await browser.signUp(b, newEmail(), PASSWORD)
      expect(signedUp.status).toBe(201)
      const uid = signedUp.body.user.uid
      const plan = await browser.request<PlanResponse>(a, 'GET', '/api/plan')
      expect(plan.status).toBe(200)
      expect(plan.body.billingEnabled).toBe(true)
      const credits = plan.body.plan?.credits.evaluation.remaining
      expect(credits).toBeGreaterThan(0)
      const n = credits!

      const request = {
        cvText: [
          'Grace Hopper',
          'Software Engineer',
          'Work Experience',
          'Engineer, Example Systems',
          '• Built a compiler used by many teams',
        ].join('\n'),
        jobTitle: 'Software Engineer',
        language: 'en',
      }
      const attempts = n * 2 + 2
      const answers = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          browser.request<EvaluationResponse & ApiErrorBody>(
            i % 2 === 0 ? a : b,
            'POST',
            '/componentsFeedbackWithScores',
            request,
          ),
        ),
      )
      const ok = answers.filter((answer) => answer.status === 200)
      const refused = answers.filter((answer) => answer.status === 402)
      expect(ok).toHaveLength(n)
      expect(refused).toHaveLength(attempts - n)
      for (const answer of refused) expect(answer.body.error.id).toBe('not_enough_credits')
      // Each success reported a different balance: n-1 … 0.
      expect(ok.map((answer) => answer.body.remainingCredits).toSorted()).toEqual(
        Array.from({ length: n }, (_, i) => i),
      )

      for (const cloud of [a, b]) {
        const after = await browser.request<PlanResponse>(cloud, 'GET', '/api/plan')
        expect(after.body.plan?.credits.evaluation.remaining, `credits seen on ${cloud.name}`).toBe(
          0,
        )
      }
      // The ledger holds exactly n debits, none refunded, and the balance never went below 0.
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const ledger = await client.query<{ delta: number; balance_after: number }>(
          `select delta, balance_after from credit_ledger where user_id = $1 and kind = 'evaluation' and delta < 0`,
          [uid],
        )
        expect(ledger.rows).toHaveLength(n)
        expect(ledger.rows.every((row) => Number(row.balance_after) >= 0)).toBe(true)
      } finally {
        await client.end()
      }
    })
  },
)
