// Plans and credits (issue 12, cloud/src/entitlements/): the plan state of each user next to the
// spec's accountStatus/subscriptionStatus/premiumType on `user`, the credit balances, and the
// credit ledger where every debit, refund and grant is a row with its reason and idempotency key.
import { sql, type Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'
import type { DatabaseDialect } from '../schema'
import { columnTypes } from './column-types'

export function entitlements(dialect: DatabaseDialect): Migration {
  const t = columnTypes(dialect)
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('plan_state')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().notNull().references('user.id').onDelete('cascade'),
        )
        // free | standard | premium_monthly | premium_quarterly (src/shared/plans/plans.ts)
        .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('period_start', t.timestamp)
        .addColumn('period_end', t.timestamp)
        .addColumn('cancel_at', t.timestamp)
        .addColumn('currency', 'text')
        // Who set the plan last: stripe | operator | system
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('system'))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('credit_balance')
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        // evaluation | enhance | translate | import | download
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('balance', 'integer', (c) => c.notNull())
        // The allowance period the balance belongs to ("free", "month:2026-11", "paid:<start>").
        .addColumn('period', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('credit_balance_pk', ['user_id', 'kind'])
        .execute()

      await db.schema
        .createTable('credit_ledger')
        .addColumn('id', 'text', (c) => c.primaryKey().notNull())
        .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        // +n for a grant or refund, -1 for a debit
        .addColumn('delta', 'integer', (c) => c.notNull())
        .addColumn('balance_after', 'integer', (c) => c.notNull())
        // debit | refund | period_grant | sign_up | purchase | operator | migration
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('action', 'text')
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('credit_ledger_user_key_unique', ['user_id', 'idempotency_key'])
        .execute()
      await db.schema
        .createIndex('credit_ledger_user_created_idx')
        .on('credit_ledger')
        .columns(['user_id', 'created_at'])
        .execute()

      // Existing users keep the balances of their registration record (spec 001 §3 columns);
      // from now on the ledger and credit_balance are the truth and those columns are not read.
      const now = new Date().toISOString()
      const columns = [
        ['evaluation', 'evaluationCredit'],
        ['enhance', 'enhanceCredit'],
        ['translate', 'translateCredit'],
        ['import', 'existingCredit'],
      ] as const
      for (const [kind, column] of columns) {
        await sql`insert into credit_balance (user_id, kind, balance, period)
          select id, ${kind}, ${sql.ref(column)}, 'free' from ${sql.table('user')}`.execute(db)
        await sql`insert into credit_ledger
            (id, user_id, kind, delta, balance_after, reason, action, period, idempotency_key, created_at)
          select ${sql.lit(kind)} || ':' || id, id, ${kind}, ${sql.ref(column)}, ${sql.ref(column)},
            'migration', null, 'free', ${'migration:' + kind}, ${now}
          from ${sql.table('user')}`.execute(db)
      }
    },
  }
}
