// Deleting an account leaves nothing of the user in the database (issue 16 point 9), checked table
// by table on SQLite and, with DATABASE_URL, on PostgreSQL. The tables are read from the migrated
// database itself, not from a list in this file, so a table a later migration adds is checked
// too: it must have a rule in ACCOUNT_TABLES, and a table with a rule must be filled with the
// user's data here before the deletion (add a line below when you add such a table).
//
// Two users with the same kinds of data: afterwards every column of every table is searched for
// the deleted user's identifiers (id, e-mail, session tokens, resume and job ids, Stripe customer
// and subscription), and the other user's identifiers must all still be where they were.
import type { CreateSubscriptionResponse, TranslateJob } from '@shared/api'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDatabase } from '../db'
import { TestClient } from '../test/client'
import { createResumeEntry, signUpUser, type TestUser } from '../test/factories'
import { createTestServer, type TestServer } from '../test/server'
import {
  startStripeStandIn,
  TEST_PUBLISHABLE_KEY,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../test/stripe-server'
import { ACCOUNT_TABLES } from './delete-account'

let stripe: StripeStandIn
let server: TestServer

beforeAll(async () => {
  stripe = await startStripeStandIn()
  server = await createTestServer({
    env: {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
      STRIPE_API_URL: stripe.url,
    },
  })
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

/** The tables the migrations created (without Kysely's own bookkeeping). */
async function tablesOf(database: AppDatabase): Promise<string[]> {
  const rows =
    database.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            database.db,
          )
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(database.db)
        ).rows
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort()
}

async function columnsOf(database: AppDatabase, table: string): Promise<string[]> {
  const rows =
    database.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select column_name as name from information_schema.columns
            where table_schema = current_schema() and table_name = ${table}`.execute(database.db)
        ).rows
      : (
          await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
            database.db,
          )
        ).rows
  return rows.map((row) => row.name)
}

/** table → the needles found in it (any column, as text). */
async function whereFound(
  database: AppDatabase,
  needles: readonly string[],
): Promise<Map<string, Set<string>>> {
  const found = new Map<string, Set<string>>()
  for (const table of await tablesOf(database)) {
    for (const column of await columnsOf(database, table)) {
      const text =
        database.dialect === 'postgres'
          ? sql`cast(${sql.ref(column)} as text)`
          : sql`cast(${sql.ref(column)} as text)`
      for (const needle of needles) {
        const contains =
          database.dialect === 'postgres'
            ? sql`strpos(${text}, ${needle}) > 0`
            : sql`instr(${text}, ${needle}) > 0`
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
          where ${contains}`.execute(database.db)
        if (Number(rows[0]?.n ?? 0) > 0) {
          if (!found.has(table)) found.set(table, new Set())
          found.get(table)!.add(needle)
        }
      }
    }
  }
  return found
}

interface Footprint {
  user: TestUser
  needles: string[]
  subscriptionId: string
  customerId: string
}

async function waitForJob(user: TestUser, id: string): Promise<TranslateJob> {
  for (;;) {
    const response = await user.client.get<{ job: TranslateJob }>(`/api/translate/jobs/${id}`)
    expect(response.status).toBe(200)
    if (response.body.job.status !== 'running') return response.body.job
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A user with something in every table that can hold a user's data. */
async function userWithEverything(): Promise<Footprint> {
  const user = await signUpUser(server)
  const uid = user.user.uid
  // A second session (the desktop app).
  const desktop = await signUpUser(
    server,
    { email: user.email, password: user.password },
    'desktop',
  )
  expect(desktop.user.uid).toBe(uid)

  // Premium through Stripe: billing_customers, plan_state, the paid period's credits.
  const paid = await user.client.post<CreateSubscriptionResponse>('/create-subscription', {
    uid,
    paymentMethodId: 'pm_card_visa',
    country: 'DE',
    premiumType: 'monthly',
  })
  expect(paid.status).toBe(200)
  const customerId = (
    await server.database.db
      .selectFrom('billing_customers')
      .select('customer_id')
      .where('user_id', '=', uid)
      .executeTakeFirstOrThrow()
  ).customer_id

  // Resumes, a translated copy (its translation link) and the translation job.
  const first = await createResumeEntry(user)
  const second = await createResumeEntry(user)
  const started = await user.client.post<{ job: TranslateJob }>('/api/translate/jobs', {
    sourceId: first,
    targetLanguage: 'de',
    offlineOnly: true,
  })
  expect(started.status).toBe(201)
  const job = await waitForJob(user, started.body.job.id)
  expect(job.status).toBe('done')

  // A share link with a counted view, and a snapshot in the version history (issue 19).
  const shared = await user.client.put<{ result: { slug: string } }>(
    `/api/libraryEntry/${first}/share`,
    { password: 'open sesame' },
  )
  expect(shared.status).toBe(200)
  const visitor = new TestClient(server.url)
  const opened = await visitor.post(`/api/share/${shared.body.result.slug}`, {
    password: 'open sesame',
  })
  expect(opened.status).toBe(200)
  const snapshot = await user.client.post<{ result: { id: string } }>(
    `/api/libraryEntry/${first}/snapshots`,
    { kind: 'named', name: 'Kept' },
  )
  expect(snapshot.status).toBe(201)
  // A cover letter linked to the first resume (migration 013).
  const letter = await user.client.post('/api/coverLetters', {
    resumeId: first,
    letter: { subject: 'Kept too' },
  })
  expect(letter.status).toBe(201)

  // Credits: a grant writes the balance and a ledger row.
  await server.entitlements.grantCredits(uid, 'download', 1, 'operator', `gift-${uid}`)

  // Two-factor (its secret and backup codes) through the API, and a passkey row as
  // @better-auth/passkey stores one (no authenticator runs under Node).
  const twoFactor = await user.client.post('/api/security/two-factor/enable', {
    password: user.password,
  })
  expect(twoFactor.status).toBe(200)
  await server.database.db
    .insertInto('passkey')
    .values({
      id: randomUUID(),
      name: 'Laptop',
      publicKey: 'public-key',
      userId: uid,
      credentialID: randomUUID(),
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: server.database.dialect === 'sqlite' ? 0 : false,
      transports: 'internal',
      createdAt: new Date().toISOString(),
      aaguid: null,
    })
    .execute()

  // Tokens better-auth keeps in `verification` (password reset: keyed on a token, naming the
  // user; e-mail verification or change: keyed on the address).
  const now = new Date().toISOString()
  const later = new Date(Date.now() + 3_600_000).toISOString()
  await server.database.db
    .insertInto('verification')
    .values([
      {
        id: randomUUID(),
        identifier: `reset-password:${randomUUID()}`,
        value: uid,
        expiresAt: later,
        createdAt: now,
        updatedAt: now,
      },
      {
        id: randomUUID(),
        identifier: user.email.toLowerCase(),
        value: randomUUID(),
        expiresAt: later,
        createdAt: now,
        updatedAt: now,
      },
    ])
    .execute()
  // Rate-limit counters keyed on the user (a resend lockout), next to address-keyed ones.
  await server.database.db
    .insertInto('rate_limit_counters')
    .values([
      { key: `resend:${uid}`, count: 1, window_start: Date.now(), expires_at: Date.now() + 60_000 },
      {
        key: `forgot:${user.email.toLowerCase()}`,
        count: 1,
        window_start: Date.now(),
        expires_at: Date.now() + 60_000,
      },
    ])
    .execute()

  const tokens = await server.database.db
    .selectFrom('session')
    .select('token')
    .where('userId', '=', uid)
    .execute()
  expect(tokens.length).toBeGreaterThanOrEqual(2)
  const entries = await server.database.db
    .selectFrom('library_entries')
    .select('id')
    .where('uid', '=', uid)
    .execute()
  expect(entries.map((entry) => entry.id)).toEqual(expect.arrayContaining([first, second]))
  expect(entries).toHaveLength(3)
  return {
    user,
    subscriptionId: paid.body.subscriptionId,
    customerId,
    needles: [
      uid,
      user.email.toLowerCase(),
      customerId,
      paid.body.subscriptionId,
      job.id,
      shared.body.result.slug,
      snapshot.body.result.id,
      ...tokens.map((row) => row.token),
      ...entries.map((entry) => entry.id),
    ],
  }
}

describe('DELETE /api/user', () => {
  let owner: Footprint
  let other: Footprint
  let before: Map<string, Set<string>>
  let otherBefore: Map<string, Set<string>>

  beforeAll(async () => {
    owner = await userWithEverything()
    other = await userWithEverything()
    before = await whereFound(server.database, owner.needles)
    otherBefore = await whereFound(server.database, other.needles)
  })

  it('has a rule for exactly the tables the migrations create', async () => {
    expect(Object.keys(ACCOUNT_TABLES).sort()).toEqual(await tablesOf(server.database))
  })

  it("fills every table that can hold a user's data before deleting (else this test proves nothing there)", () => {
    const holding = Object.entries(ACCOUNT_TABLES)
      .filter(([, rule]) => !('none' in rule))
      .map(([table]) => table)
    const empty = holding.filter((table) => !before.has(table))
    expect(
      empty,
      'tables with none of the user in them: add their data to userWithEverything',
    ).toEqual([])
  })

  it("another user's uid answers 404 and deletes nothing", async () => {
    const foreign = await other.user.client.request('DELETE', '/api/user', {
      body: { uid: owner.user.user.uid },
    })
    expect(foreign.status).toBe(404)
    expect(await whereFound(server.database, owner.needles)).toEqual(before)
    expect(stripe.get<{ status: string }>(owner.subscriptionId).status).toBe('trialing')
  })

  it('deletes everything of the user, table by table, and cancels the subscription', async () => {
    const response = await owner.user.client.request('DELETE', '/api/user', {
      body: { uid: owner.user.user.uid },
    })
    expect(response.status).toBe(204)

    const left = await whereFound(server.database, owner.needles)
    expect(Object.fromEntries([...left].map(([table, found]) => [table, [...found]]))).toEqual({})

    // Stripe: the subscription ended at once and the customer (with the e-mail) is gone.
    expect(stripe.get<{ status: string }>(owner.subscriptionId).status).toBe('canceled')
    expect(stripe.objects.has(owner.customerId)).toBe(false)
    expect(stripe.get<{ status: string }>(other.subscriptionId).status).toBe('trialing')
  })

  it('keeps every row of the other user where it was', async () => {
    expect(await whereFound(server.database, other.needles)).toEqual(otherBefore)
  })

  it('signs every session of the deleted account out', async () => {
    const again = await owner.user.client.get(`/api/user/${owner.user.user.uid}`)
    expect(again.status).toBe(401)
    const signIn = await owner.user.client.post('/api/session/sign-in', {
      email: owner.user.email,
      password: owner.user.password,
    })
    expect(signIn.status).toBe(401)
  })
})

describe('DELETE /api/user when the subscription cannot be cancelled', () => {
  async function withBillingRow(target: TestServer, user: TestUser) {
    await target.database.db
      .insertInto('billing_customers')
      .values({
        user_id: user.user.uid,
        customer_id: `cus_${randomUUID()}`,
        subscription_id: `sub_${randomUUID()}`,
        stripe_status: 'active',
        updated_at: new Date().toISOString(),
      })
      .execute()
  }

  it('deletes nothing when Stripe cannot be reached', async () => {
    // Nothing listens on port 9 of this machine: every Stripe call fails.
    const unreachable = await createTestServer({
      env: {
        STRIPE_SECRET_KEY: TEST_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
        STRIPE_API_URL: 'http://127.0.0.1:9',
      },
    })
    try {
      const user = await signUpUser(unreachable)
      await withBillingRow(unreachable, user)
      const response = await user.client.request<{ error: { id: string; message: string } }>(
        'DELETE',
        '/api/user',
        { body: { uid: user.user.uid } },
      )
      expect(response.status).toBe(502)
      expect(response.body.error.message).toMatch(/nothing was deleted/)
      expect((await user.client.get(`/api/user/${user.user.uid}`)).status).toBe(200)
    } finally {
      await unreachable.close()
    }
  })

  it('deletes nothing while a subscription is live and payments are switched off', async () => {
    const off = await createTestServer()
    try {
      const user = await signUpUser(off)
      await withBillingRow(off, user)
      const response = await user.client.request('DELETE', '/api/user', {
        body: { uid: user.user.uid },
      })
      expect(response.status).toBe(502)
      expect((await user.client.get(`/api/user/${user.user.uid}`)).status).toBe(200)
    } finally {
      await off.close()
    }
  })
})
