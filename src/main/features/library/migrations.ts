// The local library's schema, one numbered step at a time. The schema version lives in SQLite's
// user_version, each step runs in its own transaction with its version bump, and a file written
// by a newer Vitae is refused rather than guessed at (an older app must never rewrite it).
import type { Database } from 'better-sqlite3'

export interface Migration {
  readonly version: number
  readonly name: string
  up(db: Database): void
}

/**
 * Sync design (issue 18 point 2): the id is the resume's id in the cloud too; `revision` is the
 * cloud revision the local copy is based on (null = never synced); every local change bumps
 * `localVersion`, and `syncedVersion` records the localVersion the cloud last acknowledged, so
 * a row is dirty while localVersion > syncedVersion, and an edit made while a push is in flight
 * keeps it dirty. A deletion is a tombstone (`deletedAt`) until the cloud has acknowledged it.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'resumes',
    up(db) {
      db.exec(`
        CREATE TABLE resumes (
          id TEXT PRIMARY KEY NOT NULL,
          cvData TEXT NOT NULL,
          createdAt TEXT NOT NULL,
          updatedAt TEXT NOT NULL,
          revision INTEGER,
          localVersion INTEGER NOT NULL DEFAULT 1,
          syncedVersion INTEGER NOT NULL DEFAULT 0,
          deletedAt TEXT
        ) STRICT;
        CREATE INDEX resumes_live_by_update ON resumes (updatedAt DESC) WHERE deletedAt IS NULL;
        CREATE INDEX resumes_pending ON resumes (updatedAt) WHERE localVersion > syncedVersion;
      `)
    },
  },
  {
    // A conflict keeps the cloud's version beside the local one until the user chooses
    // (conflictData/conflictRevision); syncProblem says why the cloud refused a change (a plan
    // limit) so the change stays here, pending, and the user is told. createSentAt: a create was
    // sent (its answer may have been lost), so deleting the resume must tell the cloud too.
    version: 2,
    name: 'sync conflicts',
    up(db) {
      db.exec(`
        ALTER TABLE resumes ADD COLUMN conflictData TEXT;
        ALTER TABLE resumes ADD COLUMN conflictRevision INTEGER;
        ALTER TABLE resumes ADD COLUMN syncProblem TEXT;
        ALTER TABLE resumes ADD COLUMN createSentAt TEXT;
      `)
    },
  },
]

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number
}

/** Brings the database to the newest schema; returns the versions it applied. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  const current = schemaVersion(db)
  const latest = migrations.at(-1)?.version ?? 0
  if (current > latest) {
    throw new Error(
      `The local library was saved by a newer version of Vitae (schema ${current}; this version knows up to ${latest}). Update Vitae to open it; nothing was changed.`,
    )
  }
  const applied: number[] = []
  for (const migration of migrations) {
    if (migration.version <= current) continue
    db.transaction(() => {
      migration.up(db)
      // PRAGMA takes no bound parameters; the version is a number from this file.
      db.pragma(`user_version = ${Math.trunc(migration.version)}`)
    })()
    applied.push(migration.version)
  }
  return applied
}
