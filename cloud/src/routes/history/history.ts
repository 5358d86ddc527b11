// Version history (apiRoutes.history, issue 19.4). Every query names the owner and the resume:
// another user's resume or snapshot answers 404 like a missing one.
import type { apiRoutes, SnapshotKind, SnapshotSummary } from '@shared/api'
import { resumeChanges } from '@shared/history'
import { normalizeResume, type Resume } from '@shared/resume'
import { SNAPSHOT_LIMITS } from '@shared/plans'
import {
  insertLibraryEntry,
  resumeToStore,
  updateLibraryEntry,
} from '../../commands/library-entries'
import { insertSnapshot, NamedSnapshotLimitError } from '../../commands/snapshots'
import type { AppDeps } from '../../context'
import { toIsoString } from '../../db/rows'
import { ConflictError, NotFoundError, RevisionConflictError } from '../../errors'
import { presentLibraryEntry } from '../../presenters/library-entry'
import { findOwnedEntry } from '../../queries/library-entries'
import { ENTRY_NOT_FOUND } from '../library/library'
import type { GroupHandlers } from '../mount'

export const SNAPSHOT_NOT_FOUND = 'No such snapshot of this resume.'

const parse = (cvData: string): Resume => normalizeResume(JSON.parse(cvData) as unknown).resume

export function historyHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.history> {
  const { database } = deps
  const keepDaysOf = (uid: string) => () => deps.entitlements.snapshotKeepDays(uid)

  async function ownedEntry(uid: string, id: string) {
    const row = await findOwnedEntry(database, { uid, id })
    if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
    return row
  }

  async function ownedSnapshot(uid: string, entryId: string, snapshotId: string) {
    const row = await database.db
      .selectFrom('resume_snapshots')
      .selectAll()
      .where('id', '=', snapshotId)
      .where('entry_id', '=', entryId)
      .where('uid', '=', uid)
      .executeTakeFirst()
    if (!row) throw NotFoundError(SNAPSHOT_NOT_FOUND)
    return row
  }

  /** Every snapshot of the resume, newest first, each compared with the one before it. */
  async function summaries(uid: string, entryId: string): Promise<SnapshotSummary[]> {
    const rows = await database.db
      .selectFrom('resume_snapshots')
      .selectAll()
      .where('entry_id', '=', entryId)
      .where('uid', '=', uid)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute()
    let previous: Resume | null = null
    const out: SnapshotSummary[] = []
    for (const row of rows) {
      const resume = parse(row.cv_data)
      out.push({
        id: row.id,
        kind: row.kind as SnapshotKind,
        name: row.name,
        createdAt: toIsoString(row.created_at),
        changes: previous ? resumeChanges(previous, resume) : null,
      })
      previous = resume
    }
    return out.reverse()
  }

  return {
    async list({ input, user }) {
      await ownedEntry(user.id, input.id)
      return { result: await summaries(user.id, input.id) }
    },

    async create({ input, user }) {
      const entry = await ownedEntry(user.id, input.id)
      const cvData =
        input.cvData === undefined
          ? entry.cv_data
          : JSON.stringify(resumeToStore(input.cvData).resume)
      const name = input.kind === 'named' ? input.name || null : null
      let created: { id: string; createdAt: string }
      try {
        created = await insertSnapshot(database.db, {
          uid: user.id,
          entryId: input.id,
          kind: input.kind,
          name,
          cvData,
          keepDays: keepDaysOf(user.id),
        })
      } catch (error) {
        if (error instanceof NamedSnapshotLimitError)
          throw ConflictError(
            `This resume has ${SNAPSHOT_LIMITS.named} named snapshots, the most it keeps; delete one to save another.`,
          )
        throw error
      }
      const summary = (await summaries(user.id, input.id)).find((s) => s.id === created.id)
      if (!summary) throw NotFoundError(SNAPSHOT_NOT_FOUND)
      return { result: summary }
    },

    async get({ input, user }) {
      await ownedEntry(user.id, input.id)
      const row = await ownedSnapshot(user.id, input.id, input.snapshotId)
      const summary = (await summaries(user.id, input.id)).find((s) => s.id === row.id)
      if (!summary) throw NotFoundError(SNAPSHOT_NOT_FOUND)
      return { result: { ...summary, cvData: parse(row.cv_data) } }
    },

    async remove({ input, user }) {
      const result = await database.db
        .deleteFrom('resume_snapshots')
        .where('id', '=', input.snapshotId)
        .where('entry_id', '=', input.id)
        .where('uid', '=', user.id)
        .executeTakeFirst()
      if (Number(result.numDeletedRows) === 0) throw NotFoundError(SNAPSHOT_NOT_FOUND)
      return { result: { id: input.snapshotId } }
    },

    async restore({ input, user }) {
      const entry = await ownedEntry(user.id, input.id)
      const snapshot = await ownedSnapshot(user.id, input.id, input.snapshotId)
      // Free: only the first resume is usable, as for any save.
      await deps.entitlements.check(user, 'useResume', { resumeId: input.id })
      if (entry.revision !== input.baseRevision)
        throw RevisionConflictError(presentLibraryEntry(entry))
      // Restoring loses nothing: the current version is kept first.
      await insertSnapshot(database.db, {
        uid: user.id,
        entryId: input.id,
        kind: 'before_restore',
        cvData: entry.cv_data,
        keepDays: keepDaysOf(user.id),
      })
      const cvData = parse(snapshot.cv_data)
      const outcome = await updateLibraryEntry(database, {
        uid: user.id,
        id: input.id,
        cvData,
        baseRevision: input.baseRevision,
      })
      switch (outcome.kind) {
        case 'missing':
          throw NotFoundError(ENTRY_NOT_FOUND)
        case 'conflict':
          throw RevisionConflictError(presentLibraryEntry(outcome.current))
        case 'saved':
          return {
            result: {
              id: input.id,
              revision: outcome.revision,
              updatedAt: outcome.updatedAt,
              cvData,
            },
          }
      }
    },

    async copy({ input, user, ctx }) {
      await ownedEntry(user.id, input.id)
      const snapshot = await ownedSnapshot(user.id, input.id, input.snapshotId)
      const stored = parse(snapshot.cv_data)
      const resume = input.resumeName ? { ...stored, resumeName: input.resumeName } : stored
      // The same plan rules as creating or duplicating a resume.
      await deps.entitlements.check(user, 'template', { template: resume.selectedTemplate })
      await deps.entitlements.check(user, 'colour', {
        template: resume.selectedTemplate,
        colour: resume.resumeColor,
      })
      const { result: id } = await deps.entitlements.withCredit(
        user,
        'createResume',
        `snapshot-copy:${ctx.state.requestId}`,
        (trx) => insertLibraryEntry(trx, { uid: user.id, resume }),
      )
      return { result: { id } }
    },
  }
}
