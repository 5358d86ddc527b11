// The user's resume library (apiRoutes.library; spec 000 §7, 001 §7). Every handler checks that
// the caller owns what it names, inside the query; anything else (another user's entry or uid,
// or an id that does not exist) answers 404 and changes nothing.
import type { apiRoutes } from '@shared/api'
import {
  DEFAULT_RESUME_COLOR,
  DEFAULT_TEMPLATE,
  toResumeColor,
  toTemplateName,
} from '@shared/resume'
import {
  deleteLibraryEntry,
  insertLibraryEntry,
  resumeToStore,
  updateLibraryEntry,
} from '../../commands/library-entries'
import { snapshotIfDue } from '../../commands/snapshots'
import type { AppDeps, SessionUser } from '../../context'
import { ConflictError, NotFoundError, RevisionConflictError } from '../../errors'
import { presentLibraryEntry } from '../../presenters/library-entry'
import {
  countEntries,
  entryIdTaken,
  findOwnedEntry,
  listEntries,
} from '../../queries/library-entries'
import type { GroupHandlers } from '../mount'

export const ENTRY_NOT_FOUND = 'No such resume in your library.'
export const OWNER_NOT_FOUND = 'No such user.'
export const ENTRY_ID_TAKEN = 'A resume with this id exists already.'

/** A uid in the request (the spec's payloads carry one) must be the caller's own. */
export function assertOwnUid(uid: string | undefined, user: SessionUser) {
  if (uid !== undefined && uid !== user.id) throw NotFoundError(OWNER_NOT_FOUND)
}

export function libraryHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.library> {
  const { database } = deps

  /**
   * A template or colour outside the plan is refused only when the user switches to it: a resume
   * made on Premium keeps saving after a downgrade, its look unchanged. The stored resume is read
   * only when the plan refuses the look (autosave is the hottest path; with billing off or on
   * Premium nothing is refused and nothing extra is read).
   */
  async function checkSave(user: SessionUser, id: string, cvData: unknown) {
    const raw = (typeof cvData === 'object' && cvData !== null ? cvData : {}) as {
      selectedTemplate?: unknown
      resumeColor?: unknown
    }
    const template =
      (typeof raw.selectedTemplate === 'string' && toTemplateName(raw.selectedTemplate)) ||
      DEFAULT_TEMPLATE
    const colour =
      (typeof raw.resumeColor === 'string' && toResumeColor(raw.resumeColor)) ||
      DEFAULT_RESUME_COLOR
    // One plan snapshot for the three gates (autosave is the hottest path).
    const [useRefusal, templateRefusal, colourRefusal] = await deps.entitlements.refusals(user, [
      { action: 'useResume', context: { resumeId: id } },
      { action: 'template', context: { template } },
      { action: 'colour', context: { template, colour } },
    ])
    // Free: only the first resume is usable (spec 001 §2.10).
    if (useRefusal) throw useRefusal
    if (!templateRefusal && !colourRefusal) return
    const stored = await findOwnedEntry(database, { uid: user.id, id })
    if (!stored) throw NotFoundError(ENTRY_NOT_FOUND)
    const before = resumeToStore(JSON.parse(stored.cv_data) as unknown).resume
    if (templateRefusal && template !== before.selectedTemplate) throw templateRefusal
    if (colourRefusal && colour.toLowerCase() !== before.resumeColor.toLowerCase())
      throw colourRefusal
  }

  return {
    async create({ input, user, ctx }) {
      assertOwnUid(input.uid, user)
      const { resume, fixes } = resumeToStore(input.cvData)
      // A client-chosen id that exists (the client's own earlier create whose answer it lost, or,
      // for a UUID practically never, anyone's) is refused before any credit is spent.
      if (input.id !== undefined && (await entryIdTaken(database, input.id)))
        throw ConflictError(ENTRY_ID_TAKEN)
      // Plan rules (spec 001 §5, 000 §6): the count, then the look the resume starts with.
      await deps.entitlements.check(user, 'template', { template: resume.selectedTemplate })
      await deps.entitlements.check(user, 'colour', {
        template: resume.selectedTemplate,
        colour: resume.resumeColor,
      })
      const { result: id } = await deps.entitlements
        .withCredit(user, 'createResume', `create:${ctx.state.requestId}`, (trx) =>
          insertLibraryEntry(trx, { uid: user.id, resume, id: input.id }),
        )
        .catch((error: unknown) => {
          // Two creates with the same client id at once: the second loses on the primary key.
          if (input.id !== undefined && isUniqueViolation(error))
            throw ConflictError(ENTRY_ID_TAKEN)
          throw error
        })
      return { result: { id }, fixes }
    },

    async update({ input, user }) {
      const { id, cvData, baseRevision } = input
      await checkSave(user, id, cvData)
      // Version history (issue 19.4): while editing, the version before this save is kept every
      // SNAPSHOT_LIMITS.intervalMinutes (one indexed read when not due).
      await snapshotIfDue(database.db, {
        uid: user.id,
        entryId: id,
        keepDays: () => deps.entitlements.snapshotKeepDays(user.id),
      })
      const outcome = await updateLibraryEntry(database, { uid: user.id, id, cvData, baseRevision })
      switch (outcome.kind) {
        case 'missing':
          throw NotFoundError(ENTRY_NOT_FOUND)
        case 'conflict':
          throw RevisionConflictError(presentLibraryEntry(outcome.current))
        case 'saved': {
          const { revision, updatedAt, fixes } = outcome
          return { result: { id, revision, updatedAt }, fixes }
        }
      }
    },

    async remove({ input, user }) {
      const outcome = await deleteLibraryEntry(database, {
        uid: user.id,
        id: input.id,
        baseRevision: input.baseRevision,
      })
      if (outcome.kind === 'missing') throw NotFoundError(ENTRY_NOT_FOUND)
      if (outcome.kind === 'conflict')
        throw RevisionConflictError(presentLibraryEntry(outcome.current))
      return { result: { id: input.id } }
    },

    async get({ input, user }) {
      const row = await findOwnedEntry(database, { uid: user.id, id: input.id })
      if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
      return { result: presentLibraryEntry(row) }
    },

    async list({ input, user }) {
      assertOwnUid(input.uid, user)
      const rows = await listEntries(database, user.id)
      return { result: rows.map(presentLibraryEntry) }
    },

    async count({ input, user }) {
      assertOwnUid(input.uid, user)
      return { count: await countEntries(database, user.id) }
    },

    async exists({ input, user }) {
      assertOwnUid(input.uid, user)
      return { exists: (await countEntries(database, user.id)) > 0 }
    },

    async verifyOwnership({ input, user }) {
      const row = await findOwnedEntry(database, { uid: user.id, id: input.cvId })
      if (!row) throw NotFoundError(ENTRY_NOT_FOUND)
      return { owner: true }
    },
  }
}

/** A primary-key or unique violation, on SQLite (better-sqlite3) or PostgreSQL (pg). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === '23505' ||
    (typeof code === 'string' && /^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test(code))
  )
}
