// The credit ledger: balances per user and kind (credit_balance) and one ledger row per change
// (credit_ledger). Every function here runs inside the caller's transaction.
//
// Concurrency: a debit is ONE conditional UPDATE (`balance > 0` checked and decremented by the
// database in one statement), so N parallel debits against k credits succeed exactly k times on
// both databases (PostgreSQL row locks re-check the condition; SQLite runs one writer at a time).
// A period change resets the balance with a conditional UPDATE on the period too, so only one of
// many racing requests grants the new allowance (and its ledger row has a unique key).
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { CreditKind } from '@shared/plans'
import type { Database } from '../db'
import { nowTimestamp } from '../db/rows'

export type Db = Kysely<Database> | Transaction<Database>

export type LedgerReason =
  'debit' | 'refund' | 'period_grant' | 'sign_up' | 'purchase' | 'operator' | 'migration'

interface LedgerEntry {
  uid: string
  kind: CreditKind
  delta: number
  balanceAfter: number
  reason: LedgerReason
  action: string | null
  period: string
  idempotencyKey: string
}

/** Writes one ledger row; false when a row with this key exists already (nothing written). */
export async function writeLedger(db: Db, entry: LedgerEntry): Promise<boolean> {
  const row = await db
    .insertInto('credit_ledger')
    .values({
      id: randomUUID(),
      user_id: entry.uid,
      kind: entry.kind,
      delta: entry.delta,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      action: entry.action,
      period: entry.period,
      idempotency_key: entry.idempotencyKey,
      created_at: nowTimestamp(),
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Makes sure the balance row exists and belongs to `period`; a new period sets the balance to
 * `allowance` (credits do not roll over) and writes a grant row. Returns nothing: the debit
 * that follows reads the balance it changes.
 */
export async function ensurePeriod(
  db: Db,
  props: {
    uid: string
    kind: CreditKind
    period: string
    allowance: number
    reason?: LedgerReason
  },
): Promise<void> {
  const { uid, kind, period, allowance } = props
  const inserted = await db
    .insertInto('credit_balance')
    .values({ user_id: uid, kind, balance: allowance, period })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .returning('balance')
    .executeTakeFirst()
  const reset =
    inserted ??
    (await db
      .updateTable('credit_balance')
      .set({ balance: allowance, period })
      .where('user_id', '=', uid)
      .where('kind', '=', kind)
      .where('period', '<>', period)
      .returning('balance')
      .executeTakeFirst())
  if (reset) {
    await writeLedger(db, {
      uid,
      kind,
      delta: allowance,
      balanceAfter: allowance,
      reason: props.reason ?? (period === 'free' ? 'sign_up' : 'period_grant'),
      action: null,
      period,
      idempotencyKey: `grant:${period}:${kind}`,
    })
  }
}

/** Takes one credit; the new balance, or null when none is left (nothing changed). */
export async function takeCredit(
  db: Db,
  props: { uid: string; kind: CreditKind; period: string },
): Promise<number | null> {
  const row = await db
    .updateTable('credit_balance')
    .set((eb) => ({ balance: eb('balance', '-', 1) }))
    .where('user_id', '=', props.uid)
    .where('kind', '=', props.kind)
    .where('period', '=', props.period)
    .where('balance', '>', 0)
    .returning('balance')
    .executeTakeFirst()
  return row ? Number(row.balance) : null
}

/** Adds `amount` credits to the current balance (refunds, purchases, operator grants). */
export async function addCredits(
  db: Db,
  props: { uid: string; kind: CreditKind; amount: number },
): Promise<{ balance: number; period: string } | null> {
  const row = await db
    .updateTable('credit_balance')
    .set((eb) => ({ balance: eb('balance', '+', props.amount) }))
    .where('user_id', '=', props.uid)
    .where('kind', '=', props.kind)
    .returning(['balance', 'period'])
    .executeTakeFirst()
  return row ? { balance: Number(row.balance), period: row.period } : null
}

export async function readBalances(
  db: Db,
  uid: string,
): Promise<Map<string, { balance: number; period: string }>> {
  const rows = await db
    .selectFrom('credit_balance')
    .select(['kind', 'balance', 'period'])
    .where('user_id', '=', uid)
    .execute()
  return new Map(rows.map((r) => [r.kind, { balance: Number(r.balance), period: r.period }]))
}
