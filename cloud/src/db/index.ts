// Opens the one database the cloud uses: SQLite in DATA_DIR (one process, no setup) unless
// DATABASE_URL points at PostgreSQL (many stateless processes). Kysely hides the difference.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import { migrationProvider } from './migrations'
import type { Database, DatabaseDialect } from './schema'

export type { Database, DatabaseDialect } from './schema'

export interface AppDatabase {
  db: Kysely<Database>
  dialect: DatabaseDialect
  /** Closes the SQLite file or ends the PostgreSQL pool. */
  close(): Promise<void>
}

export interface OpenDatabaseOptions {
  dataDir: string
  databaseUrl: string | null
  /** PostgreSQL only: work inside this schema (tests use a fresh one per file). */
  pgSchema?: string
}

export const SQLITE_FILE = 'vitae.db'

// COUNT(*) and BIGINT columns come back from pg as strings by default; every such value here
// (counts, millisecond timestamps) fits a JS number, so read them as numbers.
const INT8_OID = 20
function pgTypes(): pg.CustomTypesConfig {
  return {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === INT8_OID
        ? (value: string) => Number(value)
        : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
  }
}

export function isSafeSchemaName(name: string): boolean {
  return /^[a-z_][a-z0-9_]{0,62}$/.test(name)
}

export function openDatabase(options: OpenDatabaseOptions): AppDatabase {
  if (options.databaseUrl) {
    if (options.pgSchema !== undefined && !isSafeSchemaName(options.pgSchema)) {
      throw new Error(`Unsafe PostgreSQL schema name: ${options.pgSchema}`)
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes(),
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    })
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined)
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }

  mkdirSync(options.dataDir, { recursive: true })
  const file = new SqliteDatabase(join(options.dataDir, SQLITE_FILE))
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  file.pragma('busy_timeout = 5000')
  file.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
  })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * The SQLite file as Kysely's dialect sees it, with prepared statements reused: Kysely prepares
 * every query anew, and preparing costs more than running the small indexed queries the cloud
 * makes (the autosave's UPDATE among them). Statements are kept by their SQL text (values are
 * bound per run), at most STATEMENT_CACHE_SIZE, oldest out first. Safe because better-sqlite3
 * runs each statement to completion synchronously; nothing here streams rows through
 * iterate(), which would keep a statement busy.
 */
function withStatementCache(file: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => file.close(),
    prepare(sql: string) {
      let statement = statements.get(sql)
      if (!statement) {
        statement = file.prepare(sql)
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value
          if (oldest !== undefined) statements.delete(oldest)
        }
        statements.set(sql, statement)
      }
      return statement
    },
  }
}

/** Brings the schema up to date; safe to run from many processes at once (Kysely locks). */
export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect),
    // Migration numbers are handed out per feature branch (see migrations/index.ts), so a database
    // may have run 004 before 003 is merged; each migration stands alone, so late ones still run.
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables in every schema it can see; pin them to the one we
    // work in, or another schema's copy (another app, another test) would be taken for ours.
    ...(database.dialect === 'postgres'
      ? { migrationTableSchema: await currentSchema(database) }
      : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${message}`.replace('  ', ' '),
    )
  }
  return (results ?? []).map((r) => r.migrationName)
}

async function currentSchema(database: AppDatabase): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  )
  const schema = rows[0]?.schema
  if (!schema)
    throw new Error('PostgreSQL has no current schema; check search_path in DATABASE_URL.')
  return schema
}

/** A trivial query that fails when the database cannot be reached. */
export async function pingDatabase(database: AppDatabase): Promise<void> {
  await sql`select 1`.execute(database.db)
}
