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

/**
 * The editor saved on top of a version that is no longer the newest (sync brought the cloud's
 * version in meanwhile, or another window saved): nothing is written, the current entry is told.
 */
export class LocalRevisionConflictError extends Error {
  override readonly name = 'LocalRevisionConflictError'
  constructor(readonly current: LocalLibraryEntry) {
    super(
      `The resume "${current.id}" changed since it was opened (now version ${current.version}).`,
    )
  }
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
  conflictData: string | null
  conflictRevision: number | null
  syncProblem: string | null
  createSentAt: string | null
}

/** A library entry as the cloud holds it, as far as sync needs it. */
export interface RemoteEntry {
  readonly id: string
  readonly cvData: unknown
  readonly revision: number
  readonly createdAt: string
  readonly updatedAt: string
}

/** What merging one cloud entry into the local library did. */
export type MergeOutcome =
  /** New here, or a clean local copy brought up to the cloud's revision. */
  | 'taken'
  /** Nothing to do (same revision, or the same content). */
  | 'unchanged'
  /** Both sides changed it: the cloud's version now waits beside the local one. */
  | 'conflict'
  /** Deleted here but changed in the cloud meanwhile: the cloud's version is back, nothing lost. */
  | 'restored'

/** What sync learns when the cloud no longer has an entry this library knows it had. */
export type ForgetOutcome = 'removed' | 'kept-as-new' | 'none'

/** The sync engine's view of the local library (src/main/features/sync). */
export interface SyncLedger {
  pendingChanges(): PendingChange[]
  markSynced(id: string, ack: { localVersion: number; revision: number }): void
  /** The cloud's version of an entry, merged without ever dropping an unacknowledged edit. */
  mergeRemote(entry: RemoteEntry): MergeOutcome
  /** The cloud has no entry `id` any more (deleted elsewhere). */
  forgetRemote(id: string): ForgetOutcome
  /** Ids (with their revisions) of entries this library has seen in the cloud. */
  cloudKnown(): { id: string; revision: number }[]
  /** A create is about to be sent: from now on deleting the resume must reach the cloud. */
  createSent(id: string): void
  /** The local change stays pending but is refused for now (plan limit); null clears. */
  setProblem(id: string, problem: string | null): void
  /**
   * The local copy is based on `revision` from now on, and stays pending: used after a create
   * whose answer was lost, when the cloud holds exactly what this library created.
   */
  rebase(id: string, revision: number): void
  /** Resolves a conflict; 'both' returns the id of the new local copy that keeps mine. */
  resolveConflict(id: string, choice: 'mine' | 'theirs' | 'both'): { copyId: string | null }
  conflicts(): string[]
}

export interface LocalLibraryStore {
  list(): LocalLibraryEntry[]
  get(id: string): LocalLibraryEntry
  create(cvData?: unknown): LocalSaveResult
  /**
   * Saves the resume; with `baseVersion` only if the entry is still at that version (else
   * LocalRevisionConflictError), as the cloud's revisions work for the editor's autosave.
   */
  update(id: string, cvData: unknown, baseVersion?: number): LocalSaveResult
  remove(id: string): void
  readonly sync: SyncLedger
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
    // Deleting a resume in conflict is the user's answer to it: the deletion goes to the cloud
    // based on the cloud's newest revision.
    // A create that was sent but never acknowledged may have arrived (at revision 1).
    tombstone: db.prepare<[string, string, string]>(
      `UPDATE resumes SET deletedAt = ?, updatedAt = ?, localVersion = localVersion + 1,
         revision = coalesce(conflictRevision, revision, 1), conflictData = NULL,
         conflictRevision = NULL
       WHERE id = ? AND deletedAt IS NULL
         AND (revision IS NOT NULL OR createSentAt IS NOT NULL)`,
    ),
    // A resume the cloud never had (nor was sent) leaves nothing to tell it: it goes at once.
    purgeUnsynced: db.prepare<[string]>(
      `DELETE FROM resumes WHERE id = ? AND deletedAt IS NULL AND revision IS NULL
         AND createSentAt IS NULL`,
    ),
    createSent: db.prepare<[string, string]>(
      'UPDATE resumes SET createSentAt = coalesce(createSentAt, ?) WHERE id = ?',
    ),
    // A resume in conflict waits for the user's choice before anything more is sent.
    pending: db.prepare<[], Row>(
      `SELECT * FROM resumes WHERE localVersion > syncedVersion AND conflictRevision IS NULL
       ORDER BY updatedAt, id`,
    ),
    raw: db.prepare<[string], Row>('SELECT * FROM resumes WHERE id = ?'),
    known: db.prepare<[], { id: string; revision: number }>(
      'SELECT id, revision FROM resumes WHERE revision IS NOT NULL',
    ),
    conflicts: db.prepare<[], { id: string }>(
      'SELECT id FROM resumes WHERE conflictRevision IS NOT NULL ORDER BY updatedAt, id',
    ),
    // A clean copy of the cloud's version: localVersion = syncedVersion.
    upsertClean: db.prepare<
      [{ id: string; cvData: string; createdAt: string; updatedAt: string; revision: number }]
    >(
      `INSERT INTO resumes (id, cvData, createdAt, updatedAt, revision, localVersion, syncedVersion)
       VALUES (@id, @cvData, @createdAt, @updatedAt, @revision, 1, 1)
       ON CONFLICT (id) DO UPDATE SET cvData = @cvData, updatedAt = @updatedAt, revision = @revision,
         localVersion = localVersion + 1, syncedVersion = localVersion + 1, deletedAt = NULL,
         conflictData = NULL, conflictRevision = NULL, syncProblem = NULL`,
    ),
    setConflict: db.prepare<[string | null, number | null, string]>(
      'UPDATE resumes SET conflictData = ?, conflictRevision = ? WHERE id = ?',
    ),
    purge: db.prepare<[string]>('DELETE FROM resumes WHERE id = ?'),
    detach: db.prepare<[string]>(
      'UPDATE resumes SET revision = NULL, syncedVersion = 0, conflictData = NULL, conflictRevision = NULL WHERE id = ?',
    ),
    setProblem: db.prepare<[string | null, string]>(
      'UPDATE resumes SET syncProblem = ? WHERE id = ?',
    ),
    rebase: db.prepare<[number, string]>('UPDATE resumes SET revision = ? WHERE id = ?'),
    keepMine: db.prepare<[string]>(
      `UPDATE resumes SET revision = conflictRevision, conflictData = NULL, conflictRevision = NULL,
         localVersion = localVersion + 1 WHERE id = ?`,
    ),
    insertCopy: db.prepare<[string, string, string, string]>(
      'INSERT INTO resumes (id, cvData, createdAt, updatedAt) VALUES (?, ?, ?, ?)',
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
    update(id, cvData, baseVersion) {
      const { resume, fixes } = normalizeResume(cvData)
      db.transaction(() => {
        if (baseVersion !== undefined) {
          const current = get(id)
          if (current.version !== baseVersion) throw new LocalRevisionConflictError(current)
        }
        const { changes } = statements.update.run(JSON.stringify(resume), now(), id)
        if (changes === 0) throw new LibraryEntryNotFoundError(id)
      })()
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
    sync: createLedger(),
  }

  function createLedger(): SyncLedger {
    return {
      pendingChanges: () => statements.pending.all().map(toPendingChange),
      markSynced(id, { localVersion, revision }) {
        db.transaction(() => {
          statements.acknowledge.run(revision, localVersion, id)
          statements.purgeAcknowledgedTombstone.run(id)
        })()
      },
      mergeRemote: (entry) => db.transaction(() => mergeRemote(entry))(),
      forgetRemote: (id) =>
        db.transaction((): ForgetOutcome => {
          const row = statements.raw.get(id)
          if (!row || row.revision === null) return 'none'
          const dirty = row.localVersion > row.syncedVersion
          if (row.deletedAt !== null || !dirty) {
            statements.purge.run(id)
            return 'removed'
          }
          // Edited here, deleted elsewhere: the edit is kept and goes to the cloud as new.
          statements.detach.run(id)
          return 'kept-as-new'
        })(),
      cloudKnown: () => statements.known.all(),
      setProblem: (id, problem) => void statements.setProblem.run(problem, id),
      createSent: (id) => void statements.createSent.run(now(), id),
      rebase: (id, revision) => void statements.rebase.run(revision, id),
      resolveConflict: (id, choice) =>
        db.transaction(() => {
          const row = statements.raw.get(id)
          if (!row || row.deletedAt !== null) throw new LibraryEntryNotFoundError(id)
          if (row.conflictRevision === null || row.conflictData === null) return { copyId: null }
          if (choice === 'mine') {
            statements.keepMine.run(id)
            return { copyId: null }
          }
          let copyId: string | null = null
          if (choice === 'both') {
            copyId = newId()
            const at = now()
            statements.insertCopy.run(copyId, row.cvData, at, at)
          }
          statements.upsertClean.run({
            id,
            cvData: row.conflictData,
            createdAt: row.createdAt,
            updatedAt: now(),
            revision: row.conflictRevision,
          })
          return { copyId }
        })(),
      conflicts: () => statements.conflicts.all().map((row) => row.id),
    }
  }

  function mergeRemote(entry: RemoteEntry): MergeOutcome {
    const row = statements.raw.get(entry.id)
    const theirs = JSON.stringify(normalizeResume(entry.cvData).resume)
    const takeTheirs = () =>
      statements.upsertClean.run({
        id: entry.id,
        cvData: theirs,
        createdAt: entry.createdAt,
        updatedAt: entry.updatedAt,
        revision: entry.revision,
      })
    if (!row) {
      takeTheirs()
      return 'taken'
    }
    const base = row.revision ?? 0
    if (entry.revision <= base) return 'unchanged'
    const dirty = row.localVersion > row.syncedVersion
    if (row.deletedAt !== null) {
      if (!dirty) return 'unchanged'
      // Deleted here, changed elsewhere since: the change wins over the deletion.
      takeTheirs()
      return 'restored'
    }
    if (!dirty) {
      takeTheirs()
      return 'taken'
    }
    if (sameResume(row.cvData, theirs)) {
      // Both sides made the same change: it is acknowledged as it stands.
      statements.acknowledge.run(entry.revision, row.localVersion, entry.id)
      statements.setConflict.run(null, null, entry.id)
      return 'unchanged'
    }
    if (row.conflictRevision !== null && row.conflictRevision >= entry.revision) return 'conflict'
    statements.setConflict.run(theirs, entry.revision, entry.id)
    return 'conflict'
  }
}

/** Same content, whatever order the keys were written in. */
function sameResume(a: string, b: string): boolean {
  return canonical(JSON.parse(a)) === canonical(JSON.parse(b))
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

function toEntry(row: Row): LocalLibraryEntry {
  return {
    id: row.id,
    cvData: readStoredResume(row.cvData),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    revision: row.revision,
    version: row.localVersion,
    dirty: row.localVersion > row.syncedVersion,
    conflict:
      row.conflictRevision !== null && row.conflictData !== null
        ? { revision: row.conflictRevision, cvData: readStoredResume(row.conflictData) }
        : null,
    syncProblem: row.syncProblem,
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
