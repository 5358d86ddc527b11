// Writes to the library. Every statement names the owner, so a wrong or foreign id matches no
// row and changes nothing; the caller turns "no row" into 404.
import { randomUUID } from 'node:crypto'
import { createResume, normalizeResume, type Resume } from '@shared/resume'
import type { AppDatabase } from '../db'
import type { Trx } from '../entitlements'
import { nowTimestamp } from '../db/rows'
import type { LibraryEntryRow } from '../presenters/library-entry'
import { findOwnedEntry } from '../queries/library-entries'

export interface NormalizedResume {
  resume: Resume
  fixes: string[]
}

/** The resume to store: submitted data repaired and sanitised, or a fresh one when none came. */
export function resumeToStore(cvData: unknown): NormalizedResume {
  if (cvData === undefined) return { resume: createResume(), fixes: [] }
  return normalizeResume(cvData)
}

/** Inserts a new entry in the caller's transaction (the entitlements module's, for the count). */
export async function insertLibraryEntry(
  trx: Trx,
  props: { uid: string; resume: Resume; id?: string },
): Promise<string> {
  const { resume } = props
  const id = props.id ?? randomUUID()
  const now = nowTimestamp()
  await trx
    .insertInto('library_entries')
    .values({
      id,
      uid: props.uid,
      cv_data: JSON.stringify(resume),
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

export type UpdateOutcome =
  | { kind: 'saved'; id: string; revision: number; updatedAt: string; fixes: string[] }
  /** The entry moved past the base revision; nothing was written. */
  | { kind: 'conflict'; current: LibraryEntryRow }
  /** No such entry of this owner. */
  | { kind: 'missing' }

/**
 * Autosave: writes the resume if the entry is still at the revision the client based its change
 * on, in one statement (compare-and-set on revision, owner in the WHERE), so of two concurrent
 * saves on the same base exactly one wins on either database. The loser gets the current row.
 */
export async function updateLibraryEntry(
  database: AppDatabase,
  props: { uid: string; id: string; cvData: unknown; baseRevision: number },
): Promise<UpdateOutcome> {
  const { resume, fixes } = normalizeResume(props.cvData)
  const updatedAt = nowTimestamp()
  const row = await database.db
    .updateTable('library_entries')
    .set((eb) => ({
      cv_data: JSON.stringify(resume),
      updated_at: updatedAt,
      revision: eb('revision', '+', 1),
    }))
    .where('id', '=', props.id)
    .where('uid', '=', props.uid)
    .where('revision', '=', props.baseRevision)
    .returning('revision')
    .executeTakeFirst()
  if (row) return { kind: 'saved', id: props.id, revision: row.revision, updatedAt, fixes }
  const current = await findOwnedEntry(database, { uid: props.uid, id: props.id })
  return current ? { kind: 'conflict', current } : { kind: 'missing' }
}

export type DeleteOutcome =
  { kind: 'deleted' } | { kind: 'conflict'; current: LibraryEntryRow } | { kind: 'missing' }

/** Deletes an owned entry; with baseRevision only while it is still at that revision. */
export async function deleteLibraryEntry(
  database: AppDatabase,
  props: { uid: string; id: string; baseRevision?: number },
): Promise<DeleteOutcome> {
  let query = database.db
    .deleteFrom('library_entries')
    .where('id', '=', props.id)
    .where('uid', '=', props.uid)
  if (props.baseRevision !== undefined) query = query.where('revision', '=', props.baseRevision)
  const result = await query.executeTakeFirst()
  if (Number(result.numDeletedRows) > 0) return { kind: 'deleted' }
  if (props.baseRevision === undefined) return { kind: 'missing' }
  const current = await findOwnedEntry(database, { uid: props.uid, id: props.id })
  return current ? { kind: 'conflict', current } : { kind: 'missing' }
}
