// better-auth's core tables (user, session, account, verification, rateLimit), column for column
// what better-auth 1.7.25 expects, plus the registration record of spec 001 §3 as extra user
// columns (declared to better-auth as additionalFields in auth/user-fields.ts).
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function authTables(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', t.boolean, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', t.authDate, (c) =>
          t.nowDefault ? c.notNull().defaultTo(t.nowDefault) : c.notNull(),
        )
        .addColumn('updatedAt', t.authDate, (c) =>
          t.nowDefault ? c.notNull().defaultTo(t.nowDefault) : c.notNull(),
        )
        // The registration record; defaults match STARTING_CREDITS and spec 001 §3 so a row
        // written by any path starts the same.
        .addColumn('firstName', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lastName', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('termsAndConditions', t.boolean, (c) =>
          c.notNull().defaultTo(t.booleanDefault(true)),
        )
        .addColumn('updatesAndTips', t.boolean, (c) =>
          c.notNull().defaultTo(t.booleanDefault(true)),
        )
        .addColumn('accountStatus', 'text', (c) => c.notNull().defaultTo('Free'))
        .addColumn('subscriptionStatus', 'text', (c) => c.notNull().defaultTo('not active'))
        .addColumn('premiumType', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('evaluationCredit', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('enhanceCredit', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('translateCredit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('existingCredit', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()

      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('expiresAt', t.authDate, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', t.authDate, (c) =>
          t.nowDefault ? c.notNull().defaultTo(t.nowDefault) : c.notNull(),
        )
        .addColumn('updatedAt', t.authDate, (c) => c.notNull())

        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute()
      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute()

      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', t.authDate)
        .addColumn('refreshTokenExpiresAt', t.authDate)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', t.authDate, (c) =>
          t.nowDefault ? c.notNull().defaultTo(t.nowDefault) : c.notNull(),
        )
        .addColumn('updatedAt', t.authDate, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute()

      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', t.authDate, (c) => c.notNull())
        .addColumn('createdAt', t.authDate, (c) =>
          t.nowDefault ? c.notNull().defaultTo(t.nowDefault) : c.notNull(),
        )
        .addColumn('updatedAt', t.authDate, (c) =>
          t.nowDefault ? c.notNull().defaultTo(t.nowDefault) : c.notNull(),
        )
        .execute()
      await db.schema
        .createIndex('verification_identifier_idx')
        .on('verification')
        .column('identifier')
        .execute()

      // Rate limits live in the database so every cloud process counts the same attempts.
      await db.schema
        .createTable('rateLimit')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('lastRequest', 'bigint', (c) => c.notNull())
        .execute()
    },
  }
}
