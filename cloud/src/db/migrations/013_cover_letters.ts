// Cover letters (issue 19.1): the library's second document type, in its own table (a letter is
// not a resume: its own schema, no resume plan rules, no translation link). It carries the owner
// (`uid`, deleted with the user) for ownership in every query, and the linked resume
// (`resume_entry_id`, set to null when that resume is deleted: the letter stays, without a
// sender, until it is linked again). `revision` works as library_entries.revision does: 1 when
// created, one more with every write; a save names the one it was based on.
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function coverLetters(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cover_letters')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('uid', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('resume_entry_id', 'text', (c) =>
          c.references('library_entries.id').onDelete('set null'),
        )
        .addColumn('letter_data', 'text', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('cover_letters_uid_updated_idx')
        .on('cover_letters')
        .columns(['uid', 'updated_at'])
        .execute()
      await db.schema
        .createIndex('cover_letters_resume_idx')
        .on('cover_letters')
        .column('resume_entry_id')
        .execute()
    },
  }
}
