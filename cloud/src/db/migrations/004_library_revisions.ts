// Every library entry carries a revision (issue 11 point 4): 1 when created, one more with every
// write. A save names the revision it was based on and is refused (409 revision_conflict, with
// the current version) when the entry moved on since, so two tabs or devices never overwrite each
// other silently. Existing entries start at 1.
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

export function libraryRevisions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('library_entries')
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
    },
  }
}
