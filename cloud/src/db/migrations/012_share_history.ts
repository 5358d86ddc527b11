// Share links and version history (issue 19.3, 19.4). Every table carries the owner (`uid`,
// deleted with the user) and the resume (`entry_id`, deleted with the resume), so deleting either
// deletes the shares, their counts and the snapshots with it, on both databases.
//
// resume_shares: at most one link per resume; `slug` is 128 random bits (base64url);
// `password_hash` is scrypt (commands/share-password.ts) or null.
// share_daily_counts: views and downloads per share and UTC day; nothing about the visitor.
// resume_snapshots: a copy of the resume (JSON text, normalised) with its kind and name.
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function shareHistory(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('resume_shares')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('uid', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('entry_id', 'text', (c) =>
          c.notNull().unique().references('library_entries.id').onDelete('cascade'),
        )
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('expires_at', t.timestamp)
        .addColumn('indexable', t.boolean, (c) => c.notNull().defaultTo(t.booleanDefault(false)))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('resume_shares_uid_idx')
        .on('resume_shares')
        .column('uid')
        .execute()

      await db.schema
        .createTable('share_daily_counts')
        .addColumn('share_id', 'text', (c) =>
          c.notNull().references('resume_shares.id').onDelete('cascade'),
        )
        .addColumn('uid', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('share_daily_counts_pk', ['share_id', 'day'])
        .execute()
      await db.schema
        .createIndex('share_daily_counts_uid_idx')
        .on('share_daily_counts')
        .column('uid')
        .execute()

      await db.schema
        .createTable('resume_snapshots')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('uid', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('entry_id', 'text', (c) =>
          c.notNull().references('library_entries.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text')
        .addColumn('cv_data', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('resume_snapshots_entry_created_idx')
        .on('resume_snapshots')
        .columns(['entry_id', 'created_at'])
        .execute()
      await db.schema
        .createIndex('resume_snapshots_uid_idx')
        .on('resume_snapshots')
        .column('uid')
        .execute()
    },
  }
}
