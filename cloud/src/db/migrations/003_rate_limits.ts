// The product's own rate-limit counters (cloud/src/commands/rate-limit.ts), in a table nothing
// else touches. They used to live in better-auth's `rateLimit` table, which better-auth prunes
// by its own rules (finding M-1: two get-session calls 11 s apart wiped a sign-in counter).
// better-auth's limiter is off now (auth/auth.ts), so its table goes.
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'

export function rateLimits(_dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_counters')
        // "<bucket>:<client address>"
        .addColumn('key', 'text', (c) => c.primaryKey().notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        // Milliseconds since the epoch: when the current window started and when it ends.
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute()
      // Expired counters are deleted by the limiter itself (and only by it).
      await db.schema
        .createIndex('rate_limit_counters_expires_at_idx')
        .on('rate_limit_counters')
        .column('expires_at')
        .execute()
      await db.schema.dropTable('rateLimit').ifExists().execute()
    },
  }
}
