// The user's resumes (spec 000 §3 "Library entry"). Deleting a user deletes their resumes.
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function libraryEntries(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('library_entries')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('uid', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('cv_data', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()
      // Every library query filters by owner; the list is ordered by last update.
      await db.schema
        .createIndex('library_entries_uid_updated_at_idx')
        .on('library_entries')
        .columns(['uid', 'updated_at'])
        .execute()
    },
  }
}
