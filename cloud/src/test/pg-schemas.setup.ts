// vitest globalSetup of the projects whose tests use PostgreSQL (DATABASE_URL): each test file
// works in a schema of its own (test/database.ts), and the schemas are dropped here, once, after
// every test of the run has finished. Dropping one while other files still run broke them now
// and then: Kysely's migrator and introspection list the tables of every schema, and a schema
// dropped in the middle of that listing answered 'schema "vitae_test_…" does not exist'.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** Where test/database.ts notes the schemas to drop (one empty file per schema). */
export const LEFTOVER_SCHEMAS_ENV = 'VITAE_TEST_PG_LEFTOVERS'

export default function setup(): (() => Promise<void>) | undefined {
  const databaseUrl = process.env.DATABASE_URL?.trim()
  if (!databaseUrl || process.env[LEFTOVER_SCHEMAS_ENV]) return undefined
  const dir = mkdtempSync(join(tmpdir(), 'vitae-pg-schemas-'))
  // Inherited by the test workers, which start after this.
  process.env[LEFTOVER_SCHEMAS_ENV] = dir
  return async () => {
    const schemas = readdirSync(dir).filter((name) => /^vitae_test_[0-9a-f]+$/.test(name))
    if (schemas.length > 0) {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`)
      } finally {
        await client.end()
      }
    }
    rmSync(dir, { recursive: true, force: true })
    delete process.env[LEFTOVER_SCHEMAS_ENV]
  }
}
