// Version history writes and reads (issue 19.4). Every statement names the owner (uid) and the
// resume, so a foreign id matches nothing. The keeping rule is SNAPSHOT_LIMITS
// (src/shared/plans/plans.ts): automatic snapshots expire after the plan's snapshotKeepDays and
// are capped per resume; named ones stay until deleted and are capped (a new one is refused).
import { randomUUID } from 'node:crypto'
import type { SnapshotKind } from '@shared/api'
import { SNAPSHOT_LIMITS } from '@shared/plans'
import type { Resume } from '@shared/resume'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db'
import { nowTimestamp } from '../db/rows'

type Db = Kysely<Database> | Transaction<Database>

export class NamedSnapshotLimitError extends Error {}

/**
 * Stores a snapshot of `cvData` (JSON text of a normalised resume) and prunes the resume's
 * automatic snapshots to the rule. Returns the new snapshot's id and time.
 */
export async function insertSnapshot(
  db: Db,
  props: {
    uid: string
    entryId: string
    kind: SnapshotKind
    name?: string | null
    cvData: string
    /** The plan's snapshotKeepDays, asked of the entitlements module only when needed. */
    keepDays: () => Promise<number>
  },
): Promise<{ id: string; createdAt: string }> {
  if (props.kind === 'named') {
    const row = await db
      .selectFrom('resume_snapshots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entry_id', '=', props.entryId)
      .where('uid', '=', props.uid)
      .where('kind', '=', 'named')
      .executeTakeFirstOrThrow()
    if (Number(row.n) >= SNAPSHOT_LIMITS.named) throw new NamedSnapshotLimitError()
  }
  const id = randomUUID()
  const createdAt = nowTimestamp()
  await db
    .insertInto('resume_snapshots')
    .values({
      id,
      uid: props.uid,
      entry_id: props.entryId,
      kind: props.kind,
      name: props.name ?? null,
      cv_data: props.cvData,
      created_at: createdAt,
    })
    .execute()
  await pruneAutomatic(db, props)
  return { id, createdAt }
}

/** Deletes automatic snapshots older than the plan keeps, and the oldest beyond the cap. */
async function pruneAutomatic(
  db: Db,
  props: { uid: string; entryId: string; keepDays: () => Promise<number> },
) {
  const keepDays = await props.keepDays()
  const cutoff = new Date(Date.now() - keepDays * 24 * 60 * 60 * 1000).toISOString()
  await db
    .deleteFrom('resume_snapshots')
    .where('entry_id', '=', props.entryId)
    .where('uid', '=', props.uid)
    .where('kind', '!=', 'named')
    .where('created_at', '<', cutoff)
    .execute()
  const keep = await db
    .selectFrom('resume_snapshots')
    .select('id')
    .where('entry_id', '=', props.entryId)
    .where('uid', '=', props.uid)
    .where('kind', '!=', 'named')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SNAPSHOT_LIMITS.automatic)
    .execute()
  if (keep.length < SNAPSHOT_LIMITS.automatic) return
  await db
    .deleteFrom('resume_snapshots')
    .where('entry_id', '=', props.entryId)
    .where('uid', '=', props.uid)
    .where('kind', '!=', 'named')
    .where(
      'id',
      'not in',
      keep.map((r) => r.id),
    )
    .execute()
}

/**
 * The editing interval (called by autosave before it writes): when the resume's newest snapshot
 * is older than SNAPSHOT_LIMITS.intervalMinutes, or it has none, the stored version (the one
 * before this save) is kept as an `interval` snapshot. One indexed read when not due.
 */
export async function snapshotIfDue(
  db: Db,
  props: { uid: string; entryId: string; keepDays: () => Promise<number> },
): Promise<boolean> {
  const newest = await db
    .selectFrom('resume_snapshots')
    .select('created_at')
    .where('entry_id', '=', props.entryId)
    .where('uid', '=', props.uid)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  const due =
    !newest ||
    Date.now() - new Date(newest.created_at).getTime() >= SNAPSHOT_LIMITS.intervalMinutes * 60_000
  if (!due) return false
  return snapshotStored(db, { ...props, kind: 'interval' })
}

/** Snapshots the stored version of the resume; false when the owner has no such resume. */
export async function snapshotStored(
  db: Db,
  props: {
    uid: string
    entryId: string
    keepDays: () => Promise<number>
    kind: SnapshotKind
    name?: string
  },
): Promise<boolean> {
  const stored = await db
    .selectFrom('library_entries')
    .select('cv_data')
    .where('id', '=', props.entryId)
    .where('uid', '=', props.uid)
    .executeTakeFirst()
  if (!stored) return false
  await insertSnapshot(db, { ...props, cvData: stored.cv_data })
  return true
}

export const snapshotJson = (resume: Resume) => JSON.stringify(resume)
