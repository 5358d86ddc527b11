// Debits one evaluation credit for a detailed evaluation: one conditional UPDATE, so two
// requests at once can never spend the same credit and a balance never goes below zero.
import { sql } from 'kysely'
import type { AppDatabase } from '../db'

export type DebitOutcome = { ok: true; remaining: number } | { ok: false }

export async function debitEvaluationCredit(
  database: AppDatabase,
  props: { uid: string },
): Promise<DebitOutcome> {
  const row = await database.db
    .updateTable('user')
    .set({ evaluationCredit: sql<number>`"evaluationCredit" - 1` })
    .where('id', '=', props.uid)
    .where('evaluationCredit', '>', 0)
    .returning(['evaluationCredit'])
    .executeTakeFirst()
  return row ? { ok: true, remaining: Number(row.evaluationCredit) } : { ok: false }
}

/** Gives a credit back when the evaluation failed after the debit. */
export async function refundEvaluationCredit(
  database: AppDatabase,
  props: { uid: string },
): Promise<void> {
  await database.db
    .updateTable('user')
    .set({ evaluationCredit: sql<number>`"evaluationCredit" + 1` })
    .where('id', '=', props.uid)
    .execute()
}
