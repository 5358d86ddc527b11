// Creating a resume from an imported file: the library entry is written inside the
// entitlements module's transaction (withCredit), so the import credit and the entry commit
// together, a failure after the debit gives the credit back, and two imports racing for the
// last credit cannot both succeed.
import { randomUUID } from 'node:crypto'
import { normalizeResume, type Resume } from '@shared/resume'
import type { Trx } from '../entitlements'
import { nowTimestamp } from '../db/rows'

/** Writes the imported resume as a new library entry, in the caller's transaction. */
export async function insertImportedResume(
  trx: Trx,
  props: { uid: string; resume: Resume },
): Promise<{ id: string; resume: Resume }> {
  const { resume } = normalizeResume(props.resume)
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
  return { id, resume }
}
