// The operator commands against a real database: grant, revoke, show, and bad input.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEntitlements } from '../entitlements'
import { createTestDatabase, type TestDatabase } from '../test/database'
import { runCommand } from './commands'

let test: TestDatabase
beforeAll(async () => {
  test = await createTestDatabase()
})
afterAll(async () => {
  await test.cleanup()
})

async function run(argv: string[], billingEnabled = true) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCommand(argv, {
    database: test.database,
    billingEnabled,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

async function newUser(email: string): Promise<string> {
  const id = randomUUID()
  const now = new Date().toISOString()
  await test.database.db
    .insertInto('user')
    .values({
      id,
      name: 'A',
      email,
      emailVerified: test.database.dialect === 'sqlite' ? 1 : true,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

describe('npm run cloud -- grant-premium / revoke-premium / show-plan', () => {
  it('grants Premium to an e-mail (any case) and revokes it', async () => {
    const uid = await newUser('ada@example.com')
    const entitlements = createEntitlements({ database: test.database, billingEnabled: true })
    const granted = await run(['grant-premium', 'ADA@example.com', '--plan', 'quarterly'])
    expect(granted).toMatchObject({ code: 0, err: '' })
    expect(granted.out).toMatch(/now Premium \(quarterly\) until revoked/)
    expect((await entitlements.summary(uid)).effectivePlan).toBe('premium_quarterly')
    const shown = await run(['show-plan', 'ada@example.com'])
    expect(shown.out).toMatch(/enhance: 800 of 800/)
    expect((await run(['revoke-premium', 'ada@example.com'])).code).toBe(0)
    expect(await entitlements.summary(uid)).toMatchObject({ accountStatus: 'Free', tier: 'free' })
  })

  it('says what is wrong with bad input and changes nothing', async () => {
    expect(await run(['grant-premium', 'nobody@example.com'])).toMatchObject({
      code: 1,
      err: 'No account with the e-mail address nobody@example.com.',
    })
    const bad = await run(['grant-premium', 'not-an-email'])
    expect(bad.code).toBe(2)
    expect(bad.err).toMatch(/'not-an-email' is not an e-mail address/)
    expect((await run(['grant-premium', 'a@b.c', '--plan', 'yearly'])).err).toMatch(
      /--plan must be monthly or quarterly/,
    )
    expect((await run(['grant-premium', 'a@b.c', '--until', '31.01.2027'])).err).toMatch(
      /--until must be a date like 2027-01-31/,
    )
    expect((await run(['frobnicate'])).code).toBe(2)
  })
})
