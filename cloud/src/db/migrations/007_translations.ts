// Translation (issue 15): translated copies remember their source (linked language versions) and
// translations run as jobs the app polls.
//
// library_entries.translated_from: the source entry's id (no foreign key: deleting the source
// leaves the copy as a resume of its own, whose link then reports the source as gone).
// library_entries.translation: JSON text of the link (presenters/translation-link.ts): the
// source's revision (its updated_at; the revisions of branch i11-revisions were not merged when
// this was written, see that file), the source as it was translated and the copy as translation
// produced it, which the "the original changed in N places" comparison needs.
//
// translation_jobs: one row per translation; progress is JSON text updated as sections finish.
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function translations(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('library_entries').addColumn('translated_from', 'text').execute()
      await db.schema.alterTable('library_entries').addColumn('translation', 'text').execute()
      await db.schema
        .createIndex('library_entries_translated_from_idx')
        .on('library_entries')
        .column('translated_from')
        .execute()
      await db.schema
        .createTable('translation_jobs')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('uid', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('source_id', 'text', (c) => c.notNull())
        .addColumn('copy_id', 'text')
        .addColumn('target_language', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'text', (c) => c.notNull())
        .addColumn('result_id', 'text')
        .addColumn('kept_in_source', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('translation_jobs_uid_idx')
        .on('translation_jobs')
        .columns(['uid', 'created_at'])
        .execute()
    },
  }
}
