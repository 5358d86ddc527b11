// Stripe billing (issue 12): which Stripe customer and subscription belong to which user, the
// figures My Plan shows (read from Stripe, never from a client), and every webhook event id the
// cloud has processed, so a redelivered event changes nothing.
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function stripeBilling(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('billing_customers')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().notNull().references('user.id').onDelete('cascade'),
        )
        .addColumn('customer_id', 'text', (c) => c.notNull().unique())
        // The user's current (or last) subscription and Stripe's own status for it.
        .addColumn('subscription_id', 'text')
        .addColumn('stripe_status', 'text')
        .addColumn('premium_type', 'text')
        .addColumn('currency', 'text')
        .addColumn('current_period_end', t.timestamp)
        .addColumn('cancel_at', t.timestamp)
        // Minor units of the next renewal (null when none is due).
        .addColumn('next_amount', 'integer')
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('billing_customers_subscription_idx')
        .on('billing_customers')
        .column('subscription_id')
        .execute()
      await db.schema
        .createTable('stripe_events')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('received_at', t.timestamp, (c) => c.notNull())
        .execute()
    },
  }
}
