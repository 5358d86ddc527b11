// The local library: the same resume model and normalisation as the cloud's library, kept in
// SQLite so the desktop works with no account and no network. Every write repairs the resume with
// normalizeResume (and says what it repaired); reads never see a tombstone.
import { randomUUID } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { LocalLibraryEntry, LocalSaveResult } from '@shared/platform'
import { createResume, normalizeResume, type Resume } from '@shared/resume'

/** A local change the cloud has not acknowledged yet: what sync (issue 18 point 2) sends. */
export interface PendingChange {
  readonly id: string
  readonly kind: 'create' | 'update' | 'delete'
  /** The cloud revision the change was made on; null for a resume the cloud never had. */
  readonly baseRevision: number | null
  /** Hand this back to markSynced, so an edit made meanwhile stays pending. */
  readonly localVersion: number
  readonly cvData: Resume | null
}

export class LibraryEntryNotFoundError extends Error {
  override readonly name = 'LibraryEntryNotFoundError'
  constructor(readonly id: string) {
    super(`There is no resume with id "${id}" in the local library.`)
  }
}

interface Row {
  id: string
  cvData: string
  createdAt: string
  updatedAt: string
  revision: number | null
  localVersion: number
  syncedVersion: number
  deletedAt: string | null
}

export interface LocalLibraryStore {
  list(): LocalLibraryEntry[]
  get(id: string): LocalLibraryEntry
  create(cvData?: unknown): LocalSaveResult
  update(id: string, cvData: unknown): LocalSaveResult
  remove(id: string): void
  pendingChanges(): PendingChange[]
  markSynced(id: string, ack: { localVersion: number; revision: number }): void
}

export function createLocalLibraryStore(
  db: Database,
  options: { now?: () => Date; newId?: () => string } = {},
): LocalLibraryStore {
  const now = () => (options.now ?? (() => new Date()))().toISOString()
  const newId = options.newId ?? randomUUID
  const statements = {
    list: db.prepare<[], Row>(
      'SELECT * FROM resumes WHERE deletedAt IS NULL ORDER BY updatedAt DESC, id',
    ),
    get: db.prepare<[string], Row>('SELECT * FROM resumes WHERE id = ? AND deletedAt IS NULL'),
    insert: db.prepare<[string, string, string, string]>(
      'INSERT INTO resumes (id, cvData, createdAt, updatedAt) VALUES (?, ?, ?, ?)',
    ),
    update: db.prepare<[string, string, string]>(
      `UPDATE resumes SET cvData = ?, updatedAt = ?, localVersion = localVersion + 1
       WHERE id = ? AND deletedAt IS NULL`,
    ),
    tombstone: db.prepare<[string, string, string]>(
      `UPDATE resumes SET deletedAt = ?, updatedAt = ?, localVersion = localVersion + 1
       WHERE id = ? AND deletedAt IS NULL AND revision IS NOT NULL`,
    ),
    // A resume the cloud never had leaves nothing to tell it: it goes at once.
    purgeUnsynced: db.prepare<[string]>(
      'DELETE FROM resumes WHERE id = ? AND deletedAt IS NULL AND revision IS NULL',
    ),
    pending: db.prepare<[], Row>(
      'SELECT * FROM resumes WHERE localVersion > syncedVersion ORDER BY updatedAt, id',
    ),
    acknowledge: db.prepare<[number, number, string]>(
      `UPDATE resumes SET revision = ?, syncedVersion = max(syncedVersion, ?) WHERE id = ?`,
    ),
    purgeAcknowledgedTombstone: db.prepare<[string]>(
      'DELETE FROM resumes WHERE id = ? AND deletedAt IS NOT NULL AND localVersion <= syncedVersion',
    ),
  }

  function get(id: string): LocalLibraryEntry {
    const row = statements.get.get(id)
    if (!row) throw new LibraryEntryNotFoundError(id)
    return toEntry(row)
  }

  return {
    list: () => statements.list.all().map(toEntry),
    get,
    create(cvData) {
      const { resume, fixes } =
        cvData === undefined ? { resume: createResume(), fixes: [] } : normalizeResume(cvData)
      const id = newId()
      const at = now()
      statements.insert.run(id, JSON.stringify(resume), at, at)
      return { result: get(id), fixes }
    },
    update(id, cvData) {
      const { resume, fixes } = normalizeResume(cvData)
      const { changes } = statements.update.run(JSON.stringify(resume), now(), id)
      if (changes === 0) throw new LibraryEntryNotFoundError(id)
      return { result: get(id), fixes }
    },
    remove(id) {
      const removed = db.transaction(() => {
        if (statements.purgeUnsynced.run(id).changes > 0) return true
        const at = now()
        return statements.tombstone.run(at, at, id).changes > 0
      })()
      if (!removed) throw new LibraryEntryNotFoundError(id)
    },
    pendingChanges: () => statements.pending.all().map(toPendingChange),
    markSynced(id, { localVersion, revision }) {
      db.transaction(() => {
        statements.acknowledge.run(revision, localVersion, id)
        statements.purgeAcknowledgedTombstone.run(id)
      })()
    },
  }
}

function toEntry(row: Row): LocalLibraryEntry {
  return {
    id: row.id,
    cvData: readStoredResume(row.cvData),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    revision: row.revision,
    dirty: row.localVersion > row.syncedVersion,
  }
}

function toPendingChange(row: Row): PendingChange {
  const deleted = row.deletedAt !== null
  return {
    id: row.id,
    kind: deleted ? 'delete' : row.revision === null ? 'create' : 'update',
    baseRevision: row.revision,
    localVersion: row.localVersion,
    cvData: deleted ? null : readStoredResume(row.cvData),
  }
}

/**
 * Stored data was normalised when written; normalising on read as well keeps an entry written by
 * an older resume model readable after the model grows, without a data migration per field.
 */
function readStoredResume(text: string): Resume {
  return normalizeResume(text).resume
}
