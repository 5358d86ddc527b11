import { getSchema } from 'better-auth/db'
import { getMigrations, matchType } from 'better-auth/db/migration'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '../auth/auth'
import { createAccountMails } from '../mail/account-mails'
import { createMailer } from '../mail/mailer'
import { createTestDatabase, type TestDatabase } from '../test/database'
import { migrateToLatest, pingDatabase } from '.'

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  let test: TestDatabase
  beforeAll(async () => {
    test = await createTestDatabase()
  })
  afterAll(async () => {
    await test.cleanup()
  })

  it('create exactly the tables and columns better-auth expects, with nothing left to migrate', async () => {
    const auth = createAuth({
      config: {
        publicUrl: 'http://localhost:8787',
        authSecret: 'a'.repeat(40),
        trustedOrigins: [],
      },
      database: test.database,
      logger: pino({ level: 'silent' }),
      mails: createAccountMails(
        createMailer(null, pino({ level: 'silent' })),
        'http://localhost:8787',
        pino({ level: 'silent' }),
      ),
    })
    const plan = await getMigrations(auth.options)
    expect(plan.toBeCreated.map((t) => t.table)).toEqual([])
    expect(plan.toBeAdded.map((t) => `${t.table}: ${Object.keys(t.fields).join(', ')}`)).toEqual([])
    expect(plan.toBeAddedIndexes.map((i) => i.name)).toEqual([])
    expect(plan.schemaProblems).toEqual([])
    expect(await plan.compileMigrations()).toBe(';')

    // better-auth converts values by field type, so each column must have the type it expects.
    const tables = await test.database.db.introspection.getTables()
    const mismatches: string[] = []
    for (const [tableName, table] of Object.entries(getSchema(auth.options))) {
      const columns = tables.find((t) => t.name === tableName)?.columns ?? []
      for (const [fieldName, field] of Object.entries(table.fields)) {
        const column = columns.find((c) => c.name === fieldName)
        if (!column || !matchType(column.dataType, field.type, test.database.dialect)) {
          mismatches.push(
            `${tableName}.${fieldName}: ${column?.dataType ?? 'missing'} for ${String(field.type)}`,
          )
        }
      }
    }
    expect(mismatches).toEqual([])
  })

  it('run again without changing anything', async () => {
    expect(await migrateToLatest(test.database)).toEqual([])
    await expect(pingDatabase(test.database)).resolves.toBeUndefined()
  })

  it('delete a user’s resumes with the user', async () => {
    const { db } = test.database
    const now = new Date().toISOString()
    await db
      .insertInto('user')
      .values({
        id: 'u1',
        name: 'A',
        email: 'a@example.com',
        emailVerified: 0,
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    await db
      .insertInto('library_entries')
      .values({ id: 'e1', uid: 'u1', cv_data: '{}', created_at: now, updated_at: now })
      .execute()
    const user = await db
      .selectFrom('user')
      .selectAll()
      .where('id', '=', 'u1')
      .executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      accountStatus: 'Free',
      evaluationCredit: 3,
      enhanceCredit: 10,
      translateCredit: 0,
      existingCredit: 1,
    })
    await db.deleteFrom('user').where('id', '=', 'u1').execute()
    expect(await db.selectFrom('library_entries').selectAll().execute()).toEqual([])
  })
})
