// Writes to the library. Every statement names the owner, so a wrong or foreign id matches no
// row and changes nothing; the caller turns "no row" into 404.
import { randomUUID } from 'node:crypto'
import { createResume, normalizeResume, type Resume } from '@shared/resume'
import type { AppDatabase } from '../db'
import { nowTimestamp } from '../db/rows'
import type { LibraryEntryRow } from '../presenters/library-entry'

export interface NormalizedResume {
  resume: Resume
  fixes: string[]
}

/** The resume to store: submitted data repaired and sanitised, or a fresh one when none came. */
export function resumeToStore(cvData: unknown): NormalizedResume {
  if (cvData === undefined) return { resume: createResume(), fixes: [] }
  return normalizeResume(cvData)
}

export async function createLibraryEntry(
  database: AppDatabase,
  props: { uid: string; cvData: unknown },
): Promise<{ id: string; fixes: string[] }> {
  const { resume, fixes } = resumeToStore(props.cvData)
  const id = randomUUID()
  const now = nowTimestamp()
  await database.db
    .insertInto('library_entries')
    .values({
      id,
      uid: props.uid,
      cv_data: JSON.stringify(resume),
      created_at: now,
      updated_at: now,
    })
    .execute()
  return { id, fixes }
}

export async function updateLibraryEntry(
  database: AppDatabase,
  props: { uid: string; id: string; cvData: unknown },
): Promise<{ row: LibraryEntryRow; fixes: string[] } | null> {
  const { resume, fixes } = normalizeResume(props.cvData)
  const row = await database.db
    .updateTable('library_entries')
    .set({ cv_data: JSON.stringify(resume), updated_at: nowTimestamp() })
    .where('id', '=', props.id)
    .where('uid', '=', props.uid)
    .returningAll()
    .executeTakeFirst()
  return row ? { row, fixes } : null
}

export async function deleteLibraryEntry(
  database: AppDatabase,
  props: { uid: string; id: string },
): Promise<boolean> {
  const result = await database.db
    .deleteFrom('library_entries')
    .where('id', '=', props.id)
    .where('uid', '=', props.uid)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}
