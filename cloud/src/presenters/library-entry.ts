// A library entry as the API returns it. Stored resumes are normalised again on the way out so a
// resume saved by an older version comes back in today's shape.
import type { LibraryEntry } from '@shared/api'
import { normalizeResume } from '@shared/resume'
import type { Selectable } from 'kysely'
import { toIsoString } from '../db/rows'
import type { LibraryEntriesTable } from '../db/schema'

export type LibraryEntryRow = Selectable<LibraryEntriesTable>

export function presentLibraryEntry(row: LibraryEntryRow): LibraryEntry {
  return {
    id: row.id,
    uid: row.uid,
    cvData: normalizeResume(JSON.parse(row.cv_data) as unknown).resume,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  }
}
