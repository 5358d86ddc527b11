// The entitlements module against a real database (SQLite, or PostgreSQL with DATABASE_URL):
// races, the ledger, refunds, periods and setPlan.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { createTestDatabase, type TestDatabase } from '../test/database'
import { createEntitlements } from '.'

let test: TestDatabase

beforeAll(async () => {
  test = await createTestDatabase()
})
afterAll(async () => {
  await test.cleanup()
})

async function newUser(): Promise<string> {
  const id = randomUUID()
  const now = new Date().toISOString()
  await test.database.db
    .insertInto('user')
    .values({
      id,
      name: 'A',
      email: `${id}@example.com`,
      emailVerified: test.database.dialect === 'sqlite' ? 1 : true,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

async function refusalOf(
  promise: Promise<unknown>,
): Promise<{ status: number; id: string } | null> {
  try {
    await promise
    return null
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, id: error.id }
    throw error
  }
}

describe('credits', () => {
  it('100 parallel paid actions against 10 credits debit exactly 10', async () => {
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const uid = await newUser()
    // Free's sign-up enhance credit is 10 (spec 001 §3).
    expect((await entitlements.summary(uid)).credits.enhance.remaining).toBe(10)
    let worked = 0
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        entitlements.withCredit({ id: uid }, 'enhance', `race-${i}`, async () => {
          worked += 1
          return i
        }),
      ),
    )
    const ok = outcomes.filter((o) => o.status === 'fulfilled')
    const refused = outcomes.filter(
      (o) => o.status === 'rejected' && (o.reason as ApiError).id === 'not_enough_credits',
    )
    expect(ok).toHaveLength(10)
    expect(refused).toHaveLength(90)
    expect(worked).toBe(10)
    expect((await entitlements.summary(uid)).credits.enhance.remaining).toBe(0)
    const debits = (await entitlements.ledger(uid)).filter(
      (r) => r.kind === 'enhance' && r.reason === 'debit',
    )
    expect(debits).toHaveLength(10)
  })

  it('100 parallel held actions (work outside the transaction) also debit exactly 10', async () => {
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const uid = await newUser()
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        entitlements.withCreditHeld({ id: uid }, 'enhance', `held-${i}`, async () => {
          await new Promise((r) => setTimeout(r, 5))
          return i
        }),
      ),
    )
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10)
    expect((await entitlements.summary(uid)).credits.enhance.remaining).toBe(0)
  })

  it('gives the credit back when the work fails, in both forms, and writes the ledger', async () => {
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const uid = await newUser()
    await expect(
      entitlements.withCredit({ id: uid }, 'detailedEvaluation', 'k1', async (trx) => {
        await trx
          .insertInto('library_entries')
          .values({
            id: randomUUID(),
            uid,
            cv_data: '{}',
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .execute()
        throw new Error('work failed')
      }),
    ).rejects.toThrow('work failed')
    // Rolled back: the credit and the work's own write.
    expect((await entitlements.summary(uid)).credits.evaluation.remaining).toBe(3)
    const entries = await test.database.db
      .selectFrom('library_entries')
      .select('id')
      .where('uid', '=', uid)
      .execute()
    expect(entries).toHaveLength(0)

    await expect(
      entitlements.withCreditHeld({ id: uid }, 'detailedEvaluation', 'k2', () =>
        Promise.reject(new Error('llm down')),
      ),
    ).rejects.toThrow('llm down')
    expect((await entitlements.summary(uid)).credits.evaluation.remaining).toBe(3)
    const reasons = (await entitlements.ledger(uid)).map((r) => r.reason).sort()
    expect(reasons).toEqual(['debit', 'refund', 'sign_up'])
  })

  it('refuses a second debit with the same idempotency key and keeps the credit', async () => {
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const uid = await newUser()
    await entitlements.withCredit({ id: uid }, 'enhance', 'same', async () => 1)
    const again = await refusalOf(
      entitlements.withCredit({ id: uid }, 'enhance', 'same', async () => 1),
    )
    expect(again).toEqual({ status: 409, id: 'conflict' })
    expect((await entitlements.summary(uid)).credits.enhance.remaining).toBe(9)
  })
})

describe('plans', () => {
  it('a visitor gets 401, Free gets 402 premium_required, Premium downloads without a debit', async () => {
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const uid = await newUser()
    expect(await refusalOf(entitlements.check(null, 'download'))).toEqual({
      status: 401,
      id: 'unauthenticated',
    })
    expect(await refusalOf(entitlements.check({ id: uid }, 'download'))).toEqual({
      status: 402,
      id: 'premium_required',
    })
    await entitlements.setPlan(uid, {
      accountStatus: 'Premium',
      subscriptionStatus: 'active',
      plan: 'premium_monthly',
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2099-12-01T00:00:00.000Z',
      source: 'stripe',
    })
    const { remaining } = await entitlements.withCreditHeld(
      { id: uid },
      'download',
      'd1',
      async () => 1,
    )
    expect(remaining).toBeNull()
    const summary = await entitlements.summary(uid)
    expect(summary).toMatchObject({
      accountStatus: 'Premium',
      tier: 'premium',
      effectivePlan: 'premium_monthly',
    })
    expect(summary.credits.enhance).toMatchObject({ remaining: 200, allowance: 200 })
  })

  it('renews allowances with each paid period, once per period however often it is set', async () => {
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const uid = await newUser()
    const premium = (start: string) =>
      entitlements.setPlan(uid, {
        accountStatus: 'Premium',
        subscriptionStatus: 'active',
        plan: 'premium_quarterly',
        periodStart: start,
        periodEnd: '2099-01-01T00:00:00.000Z',
        source: 'stripe',
      })
    await premium('2026-01-01T00:00:00.000Z')
    await entitlements.withCredit({ id: uid }, 'translate', 't1', async () => 1)
    await entitlements.withCredit({ id: uid }, 'translate', 't2', async () => 1)
    expect((await entitlements.summary(uid)).credits.translate.remaining).toBe(78)
    await premium('2026-01-01T00:00:00.000Z') // the same event again
    expect((await entitlements.summary(uid)).credits.translate.remaining).toBe(78)
    await premium('2026-05-01T00:00:00.000Z') // next paid period
    expect((await entitlements.summary(uid)).credits.translate.remaining).toBe(80)
    await entitlements.withCredit({ id: uid }, 'translate', 't3', async () => 1)
    const grants = (await entitlements.ledger(uid)).filter(
      (r) => r.kind === 'translate' && r.reason === 'period_grant',
    )
    expect(grants).toHaveLength(2)
  })

  it('Premium out of credits is told to wait or contact support; Free is told to upgrade', async () => {
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const free = await newUser()
    for (let i = 0; i < 3; i += 1)
      await entitlements.withCredit({ id: free }, 'detailedEvaluation', `e${i}`, async () => 1)
    const freeError = await entitlements
      .withCredit({ id: free }, 'detailedEvaluation', 'e4', async () => 1)
      .catch((e: ApiError) => e)
    expect(freeError).toMatchObject({ id: 'not_enough_credits' })
    expect((freeError as ApiError).message).toMatch(/Upgrade to Premium/)

    const premium = await newUser()
    await entitlements.setPlan(premium, {
      accountStatus: 'Premium',
      subscriptionStatus: 'active',
      plan: 'premium_monthly',
      periodStart: '2026-11-01T00:00:00.000Z',
      periodEnd: '2099-12-01T00:00:00.000Z',
      source: 'stripe',
    })
    await entitlements.withCredit({ id: premium }, 'enhance', 'p0', async () => 1)
    await test.database.db
      .updateTable('credit_balance')
      .set({ balance: 0 })
      .where('user_id', '=', premium)
      .execute()
    const premiumError = await entitlements
      .withCredit({ id: premium }, 'enhance', 'p1', async () => 1)
      .catch((e: ApiError) => e)
    expect(premiumError).toMatchObject({ id: 'not_enough_credits' })
    expect((premiumError as ApiError).message).toMatch(/renew.*contact support/)
  })
})
