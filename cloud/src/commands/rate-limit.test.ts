// The one rate limiter's counting, on SQLite and on PostgreSQL (PG_TEST_URL): atomic under
// concurrency, also through two separate connections to one database as two cloud processes
// would hold, and in a table that nothing else prunes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type AppDatabase } from '../db'
import { createTestDatabase, type TestDatabase } from '../test/database'
import { hitRateLimit } from './rate-limit'

let test: TestDatabase
let second: AppDatabase
beforeAll(async () => {
  test = await createTestDatabase()
  // Another pool (PostgreSQL) or another connection to the same file (SQLite): a second process.
  second = openDatabase({
    dataDir: test.dataDir,
    databaseUrl: test.databaseUrl,
    ...(test.pgSchema ? { pgSchema: test.pgSchema } : {}),
  })
})
afterAll(async () => {
  await second.close()
  await test.cleanup()
})

describe(`hitRateLimit (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('counts concurrent hits from two connections without losing or repeating one', async () => {
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        hitRateLimit(i % 2 === 0 ? test.database : second, {
          key: 'signIn:203.0.113.7',
          max: 10,
          windowSeconds: 600,
        }),
      ),
    )
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(10)
    for (const hit of hits) expect(hit.retryAfterSeconds).toBeGreaterThan(0)
  })

  it('starts a new window once the old one has ended, and keys are independent', async () => {
    const props = { key: 'signUp:198.51.100.1', max: 2, windowSeconds: 60 }
    const t0 = 1_700_000_000_000
    expect(await hitRateLimit(test.database, { ...props, now: t0 })).toMatchObject({ count: 1 })
    expect(await hitRateLimit(second, { ...props, now: t0 + 1000 })).toMatchObject({
      count: 2,
      allowed: true,
      retryAfterSeconds: 59,
    })
    expect(await hitRateLimit(test.database, { ...props, now: t0 + 2000 })).toMatchObject({
      count: 3,
      allowed: false,
    })
    const other = await hitRateLimit(test.database, {
      ...props,
      key: 'signUp:198.51.100.2',
      now: t0 + 2000,
    })
    expect(other).toMatchObject({ count: 1, allowed: true })
    expect(await hitRateLimit(second, { ...props, now: t0 + 60_000 })).toMatchObject({
      count: 1,
      allowed: true,
    })
  })

  it('keeps its counters in its own table, which better-auth no longer has', async () => {
    const tables = (await test.database.db.introspection.getTables()).map((t) => t.name)
    expect(tables).toContain('rate_limit_counters')
    expect(tables).not.toContain('rateLimit')
    const row = await test.database.db
      .selectFrom('rate_limit_counters')
      .selectAll()
      .where('key', '=', 'signIn:203.0.113.7')
      .executeTakeFirstOrThrow()
    expect(Number(row.count)).toBe(40)
  })
  it('prunes only counters whose window has ended', async () => {
    const t0 = Date.now() + 10 * 60_000
    await hitRateLimit(test.database, { key: 'prune:old', max: 5, windowSeconds: 1, now: t0 })
    await hitRateLimit(test.database, { key: 'prune:live', max: 5, windowSeconds: 600, now: t0 })
    // A process that has not pruned for a minute prunes on its next hit.
    await hitRateLimit(second, { key: 'prune:other', max: 5, windowSeconds: 600, now: t0 + 5000 })
    const keys = await second.db
      .selectFrom('rate_limit_counters')
      .select('key')
      .where('key', 'like', 'prune:%')
      .execute()
    expect(keys.map((row) => row.key).sort()).toEqual(['prune:live', 'prune:other'])
  })
})
