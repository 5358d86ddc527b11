// A library entry as the API returns it. Stored resumes are normalised again on the way out so a
// resume saved by an older version comes back in today's shape.
import type { LibraryEntry } from '@shared/api'
import { normalizeResume } from '@shared/resume'
import type { Selectable } from 'kysely'
import { toIsoString } from '../db/rows'
import type { LibraryEntriesTable } from '../db/schema'
import { parseTranslationLink } from './translation-link'

export type LibraryEntryRow = Selectable<LibraryEntriesTable>

export function presentLibraryEntry(row: LibraryEntryRow): LibraryEntry {
  const link = parseTranslationLink(row.translation)
  return {
    id: row.id,
    uid: row.uid,
    cvData: normalizeResume(JSON.parse(row.cv_data) as unknown).resume,
    revision: row.revision,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
    translation: link
      ? { sourceId: link.sourceId, from: link.from, to: link.to, mode: link.mode }
      : null,
  }
}
