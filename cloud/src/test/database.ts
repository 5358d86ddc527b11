// A throwaway database for one test file: a SQLite file in a temp folder, or, when DATABASE_URL
// is set, a fresh PostgreSQL schema with a random name, dropped afterwards.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { migrateToLatest, openDatabase, type AppDatabase } from '../db'
import { LEFTOVER_SCHEMAS_ENV } from './pg-schemas.setup'

export interface TestDatabase {
  database: AppDatabase
  dataDir: string
  databaseUrl: string | null
  pgSchema: string | undefined
  /** Closes the database and removes everything it created. */
  cleanup(): Promise<void>
}

/** The PostgreSQL the tests run against, if any. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL?.trim() || null

/**
 * Drops a test file's schema: at the end of the whole run when the run's globalSetup collects
 * them (pg-schemas.setup.ts: a drop while other files run can break them), else at once.
 */
async function dropSchema(databaseUrl: string, pgSchema: string): Promise<void> {
  const leftovers = process.env[LEFTOVER_SCHEMAS_ENV]
  if (leftovers) writeFileSync(join(leftovers, pgSchema), '')
  else await onAdminConnection(databaseUrl, `drop schema ${pgSchema} cascade`)
}

async function onAdminConnection(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitae-cloud-test-'))
  const databaseUrl = TEST_DATABASE_URL
  const pgSchema = databaseUrl ? `vitae_test_${randomBytes(6).toString('hex')}` : undefined
  if (databaseUrl && pgSchema) await onAdminConnection(databaseUrl, `create schema ${pgSchema}`)
  const database = openDatabase({ dataDir, databaseUrl, ...(pgSchema ? { pgSchema } : {}) })
  async function cleanup() {
    await database.close()
    if (databaseUrl && pgSchema) await dropSchema(databaseUrl, pgSchema)
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (options.migrate !== false) {
    try {
      await migrateToLatest(database)
    } catch (error) {
      // Seen twice in CI's PostgreSQL lane, with many test files migrating their own schemas at
      // once: the migrator's first statement answered 'schema "vitae_test_…" does not exist'
      // for a schema created just before on another connection (cause not found yet). The
      // schema is made sure of and the migration tried once more; any other error, or the same
      // one twice, fails the test as before.
      const missingSchema =
        pgSchema !== undefined &&
        error instanceof Error &&
        error.message.includes(`schema "${pgSchema}" does not exist`)
      try {
        if (!missingSchema) throw error
        await onAdminConnection(databaseUrl!, `create schema if not exists ${pgSchema}`)
        await migrateToLatest(database)
      } catch (again) {
        await cleanup()
        throw again
      }
    }
  }
  return {
    database,
    dataDir,
    databaseUrl,
    pgSchema,
    async cleanup() {
      await database.close()
      if (databaseUrl && pgSchema) await dropSchema(databaseUrl, pgSchema)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
