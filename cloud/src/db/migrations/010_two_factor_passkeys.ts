// Two-factor sign-in and passkeys (issue 16 point 5): the tables of better-auth's twoFactor
// plugin and of @better-auth/passkey, column for column what they expect (db.test.ts compares
// with better-auth's own migrator), plus the user's twoFactorEnabled flag. Both tables go with
// their user (ON DELETE CASCADE).
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function twoFactorPasskeys(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('user')
        .addColumn('twoFactorEnabled', t.boolean, (c) => c.defaultTo(t.booleanDefault(false)))
        .execute()

      await db.schema
        .createTable('twoFactor')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        // The TOTP secret and the backup codes, both encrypted with the auth secret.
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('backupCodes', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('verified', t.boolean, (c) => c.defaultTo(t.booleanDefault(true)))
        .addColumn('failedVerificationCount', 'integer', (c) => c.defaultTo(0))
        .addColumn('lockedUntil', t.authDate)
        .execute()
      await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute()
      await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute()

      await db.schema
        .createTable('passkey')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('name', 'text')
        .addColumn('publicKey', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('credentialID', 'text', (c) => c.notNull())
        .addColumn('counter', 'integer', (c) => c.notNull())
        .addColumn('deviceType', 'text', (c) => c.notNull())
        .addColumn('backedUp', t.boolean, (c) => c.notNull())
        .addColumn('transports', 'text')
        .addColumn('createdAt', t.authDate)
        .addColumn('aaguid', 'text')
        .execute()
      await db.schema.createIndex('passkey_userId_idx').on('passkey').column('userId').execute()
      await db.schema
        .createIndex('passkey_credentialID_idx')
        .on('passkey')
        .column('credentialID')
        .execute()
    },
  }
}
