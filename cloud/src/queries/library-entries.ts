// Reads from the library, always scoped to the owner.
import type { AppDatabase } from '../db'
import type { LibraryEntryRow } from '../presenters/library-entry'

export async function findOwnedEntry(
  database: AppDatabase,
  props: { uid: string; id: string },
): Promise<LibraryEntryRow | undefined> {
  return database.db
    .selectFrom('library_entries')
    .selectAll()
    .where('id', '=', props.id)
    .where('uid', '=', props.uid)
    .executeTakeFirst()
}

/** Newest-updated first; ties (same millisecond) in a stable order. */
export async function listEntries(database: AppDatabase, uid: string): Promise<LibraryEntryRow[]> {
  return database.db
    .selectFrom('library_entries')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .execute()
}

export async function countEntries(database: AppDatabase, uid: string): Promise<number> {
  const row = await database.db
    .selectFrom('library_entries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/**
 * Whether any entry (of anyone) has this id: a client-chosen id must be new. Only existence is
 * read; whose entry it is never reaches the answer.
 */
export async function entryIdTaken(database: AppDatabase, id: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('library_entries')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}
