// Creating a resume from an imported file: one existing-resume credit is debited and the library
// entry is created in ONE transaction, so a failure after the debit gives the credit back and
// two imports racing for the last credit cannot both succeed (the debit is a conditional
// UPDATE: `existingCredit > 0` is checked and decremented by the database in one statement).
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { normalizeResume, type Resume } from '@shared/resume'
import type { AppDatabase } from '../db'
import { nowTimestamp } from '../db/rows'
import { PaymentRequiredError } from '../errors'

export const NO_EXISTING_CREDIT =
  'You have no resume imports left. Upgrade to Premium to import more resumes.'

/** Refuses early (before any parsing work) when the user has no import left. */
export async function assertExistingCredit(database: AppDatabase, uid: string): Promise<void> {
  const row = await database.db
    .selectFrom('user')
    .select('existingCredit')
    .where('id', '=', uid)
    .executeTakeFirst()
  if (!row || row.existingCredit <= 0)
    throw PaymentRequiredError('not_enough_credits', NO_EXISTING_CREDIT)
}

/** Debits one existingCredit; throws 402 when none is left. Runs in the caller's transaction. */
export async function debitExistingCredit(db: AppDatabase['db'], uid: string): Promise<number> {
  const row = await db
    .updateTable('user')
    .set({ existingCredit: sql<number>`"existingCredit" - 1` })
    .where('id', '=', uid)
    .where('existingCredit', '>', 0)
    .returning('existingCredit')
    .executeTakeFirst()
  if (!row) throw PaymentRequiredError('not_enough_credits', NO_EXISTING_CREDIT)
  return row.existingCredit
}

export async function importResumeCommand(
  database: AppDatabase,
  props: { uid: string; resume: Resume },
): Promise<{ id: string; resume: Resume; creditsLeft: number }> {
  const { resume } = normalizeResume(props.resume)
  return database.db.transaction().execute(async (trx) => {
    const creditsLeft = await debitExistingCredit(trx, props.uid)
    const id = randomUUID()
    const now = nowTimestamp()
    await trx
      .insertInto('library_entries')
      .values({
        id,
        uid: props.uid,
        cv_data: JSON.stringify(resume),
        created_at: now,
        updated_at: now,
      })
      .execute()
    return { id, resume, creditsLeft }
  })
}

/** The compatibility call parses and debits but leaves saving to the client (spec 000 §4). */
export async function debitExistingCreditCommand(
  database: AppDatabase,
  uid: string,
): Promise<number> {
  return database.db.transaction().execute((trx) => debitExistingCredit(trx, uid))
}
