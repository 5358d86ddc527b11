// Cover letters (apiRoutes.coverLetter; issue 19.1). Every query names the owner: another user's
// letter, or a resume that is not the caller's, answers 404 like a missing one and changes
// nothing. Saves are compare-and-set on the revision (one statement, owner in the WHERE), as
// library saves are. Plan rules go through the entitlements module: the number of letters
// (createCoverLetter), the AI draft (one enhance credit, refunded when the AI fails), the PDF
// (the resume download rule), a translation (one translate credit for a full one).
import { randomUUID } from 'node:crypto'
import type { apiRoutes, CoverLetterEntry } from '@shared/api'
import { normalizeCoverLetter, type CoverLetter } from '@shared/cover-letter/model'
import { resumeFileName } from '@shared/export'
import { normalizeResume, resumeLanguage, type Resume } from '@shared/resume'
import { TranslateError, type TranslationProvider } from '@shared/translate'
import { translateCoverLetter } from '@shared/translate/cover-letter'
import { createNodeAi, type NodeAi } from '@node/ai/service'
import { PdfRenderError } from '@node/pdf/renderer'
import type { Selectable } from 'kysely'
import type { AppDeps, SessionUser } from '../../context'
import type { Trx } from '../../entitlements'
import { nowTimestamp, toIsoString } from '../../db/rows'
import type { CoverLettersTable } from '../../db/schema'
import { ConflictError, NotFoundError, RevisionConflictError } from '../../errors'
import { findOwnedEntry } from '../../queries/library-entries'
import { contentDisposition } from '../export/content-disposition'
import { toApiError } from '../export/export'
import { leaveSignal } from '../leave-signal'
import type { GroupHandlers } from '../mount'
import { NO_PROVIDER } from '../translate/translate'

export const LETTER_NOT_FOUND = 'No such cover letter in your library.'
export const LETTER_RESUME_NOT_FOUND = 'No such resume in your library to link the letter to.'
const LETTER_ID_TAKEN = 'A cover letter with this id exists already.'

type LetterRow = Selectable<CoverLettersTable>

function readLetter(row: LetterRow): CoverLetter {
  return normalizeCoverLetter(JSON.parse(row.letter_data) as unknown).letter
}

export function presentCoverLetter(row: LetterRow): CoverLetterEntry {
  return {
    id: row.id,
    resumeId: row.resume_entry_id,
    letter: readLetter(row),
    revision: row.revision,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  }
}

/** What a 409 revision_conflict carries: the editors read revision, updatedAt and cvData. */
function conflictBody(row: LetterRow) {
  const entry = presentCoverLetter(row)
  return { ...entry, cvData: entry.letter }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return (
    code === '23505' ||
    (typeof code === 'string' && /^SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)$/.test(code))
  )
}

export function coverLetterHandlers(
  deps: AppDeps,
  provider: TranslationProvider | null,
  ai: NodeAi = createNodeAi({
    llm: deps.config.ai,
    log: (entry) => deps.logger.debug({ guard: entry }, 'fact guard decision'),
    onFallback: (task, reason) =>
      deps.logger.warn(
        { task, reason },
        'the LLM answer was not used; the offline engine answered',
      ),
  }),
): GroupHandlers<typeof apiRoutes.coverLetter> {
  const { database } = deps

  async function ownedLetter(uid: string, id: string): Promise<LetterRow> {
    const row = await database.db
      .selectFrom('cover_letters')
      .selectAll()
      .where('id', '=', id)
      .where('uid', '=', uid)
      .executeTakeFirst()
    if (!row) throw NotFoundError(LETTER_NOT_FOUND)
    return row
  }

  async function ownedResume(uid: string, id: string): Promise<Resume> {
    const row = await findOwnedEntry(database, { uid, id })
    if (!row) throw NotFoundError(LETTER_RESUME_NOT_FOUND)
    return normalizeResume(JSON.parse(row.cv_data) as unknown).resume
  }

  /** The linked resume of a letter, or null when it has none (deleted). */
  async function senderOf(uid: string, row: LetterRow): Promise<Resume | null> {
    if (row.resume_entry_id === null) return null
    const entry = await findOwnedEntry(database, { uid, id: row.resume_entry_id })
    return entry ? normalizeResume(JSON.parse(entry.cv_data) as unknown).resume : null
  }

  /** Inserts a letter in the gate's transaction, so two creates cannot pass the count together. */
  async function insert(
    user: SessionUser,
    props: { id?: string; resumeId: string | null; letter: CoverLetter },
  ): Promise<string> {
    const id = props.id ?? randomUUID()
    const now = nowTimestamp()
    await deps.entitlements
      .withCredit(user, 'createCoverLetter', `cover-letter:${id}`, (trx: Trx) =>
        trx
          .insertInto('cover_letters')
          .values({
            id,
            uid: user.id,
            resume_entry_id: props.resumeId,
            letter_data: JSON.stringify(props.letter),
            created_at: now,
            updated_at: now,
          })
          .execute(),
      )
      .catch((error: unknown) => {
        if (props.id !== undefined && isUniqueViolation(error)) throw ConflictError(LETTER_ID_TAKEN)
        throw error
      })
    return id
  }

  return {
    async list({ user }) {
      const rows = await database.db
        .selectFrom('cover_letters')
        .selectAll()
        .where('uid', '=', user.id)
        .orderBy('updated_at', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute()
      return { result: rows.map(presentCoverLetter) }
    },

    async create({ input, user }) {
      const resume = input.resumeId === null ? null : await ownedResume(user.id, input.resumeId)
      const { letter, fixes } = normalizeCoverLetter(
        input.letter ?? {},
        resume?.resumeLanguage ?? 'en',
      )
      const id = await insert(user, { id: input.id, resumeId: input.resumeId, letter })
      return { result: { id }, fixes }
    },

    async get({ input, user }) {
      return { result: presentCoverLetter(await ownedLetter(user.id, input.id)) }
    },

    async update({ input, user }) {
      if (input.resumeId) await ownedResume(user.id, input.resumeId)
      const { letter, fixes } = normalizeCoverLetter(input.letter)
      const updatedAt = nowTimestamp()
      const row = await database.db
        .updateTable('cover_letters')
        .set((eb) => ({
          letter_data: JSON.stringify(letter),
          updated_at: updatedAt,
          revision: eb('revision', '+', 1),
          ...(input.resumeId !== undefined ? { resume_entry_id: input.resumeId } : {}),
        }))
        .where('id', '=', input.id)
        .where('uid', '=', user.id)
        .where('revision', '=', input.baseRevision)
        .returning('revision')
        .executeTakeFirst()
      if (row) return { result: { id: input.id, revision: row.revision, updatedAt }, fixes }
      const current = await ownedLetter(user.id, input.id)
      throw RevisionConflictError(conflictBody(current), 'cover letter')
    },

    async remove({ input, user }) {
      let query = database.db
        .deleteFrom('cover_letters')
        .where('id', '=', input.id)
        .where('uid', '=', user.id)
      if (input.baseRevision !== undefined) query = query.where('revision', '=', input.baseRevision)
      const result = await query.executeTakeFirst()
      if (Number(result.numDeletedRows) > 0) return { result: { id: input.id } }
      const current = await ownedLetter(user.id, input.id)
      throw RevisionConflictError(conflictBody(current), 'cover letter')
    },

    async duplicate({ input, user }) {
      const row = await ownedLetter(user.id, input.id)
      const letter = readLetter(row)
      const name = input.name ?? (letter.name.trim() === '' ? '' : `${letter.name.trim()} (2)`)
      const id = await insert(user, {
        resumeId: row.resume_entry_id,
        letter: normalizeCoverLetter({ ...letter, name }).letter,
      })
      return { result: { id } }
    },

    async draft({ input, user, ctx }) {
      const resume = await ownedResume(user.id, input.resumeId)
      const letter = normalizeCoverLetter(input.letter ?? {}, resume.resumeLanguage).letter
      await ai.ready(letter.language)
      const signal = leaveSignal(ctx)
      const { result, remaining } = await deps.entitlements.withCreditHeld(
        user,
        'enhance',
        deps.entitlements.newKey(),
        () =>
          ai.service.draftCoverLetter(
            {
              resume,
              letter,
              jobDescription: input.jobDescription,
              ...(input.jobTitle ? { jobTitle: input.jobTitle } : {}),
            },
            { signal },
          ),
      )
      return {
        result: result.result,
        engine: result.engine,
        ...(result.fallback ? { fallback: result.fallback } : {}),
        ...(remaining === null ? {} : { remainingCredits: remaining }),
      }
    },

    async translate({ input, user, ctx }) {
      const row = await ownedLetter(user.id, input.id)
      const letter = readLetter(row)
      if (letter.language === input.targetLanguage)
        throw ConflictError(
          `The letter is already in ${resumeLanguage(input.targetLanguage).name}; choose another language.`,
        )
      if (!input.offlineOnly && !provider) throw ConflictError(NO_PROVIDER)
      // The copy must fit the plan before anything is paid for.
      await deps.entitlements.check(user, 'createCoverLetter')
      await deps.entitlements.check(user, 'translate')
      const sender = await senderOf(user.id, row)
      const signal = leaveSignal(ctx)
      const run = () =>
        translateCoverLetter(letter, sender, input.targetLanguage, {
          provider: input.offlineOnly ? null : provider,
          signal,
        }).catch((error: unknown) => {
          if (error instanceof TranslateError) throw ConflictError(error.message)
          throw error
        })
      // A full translation pays the provider: one translate credit, refunded when the
      // translation or the copy fails. The offline part ("known phrases only") is gated alike
      // and debits nothing.
      const work = async () => {
        const translated = await run()
        const id = await insert(user, { resumeId: row.resume_entry_id, letter: translated.letter })
        return { id, translated }
      }
      const { id, translated } = input.offlineOnly
        ? await work()
        : (
            await deps.entitlements.withCreditHeld(
              user,
              'translate',
              deps.entitlements.newKey(),
              work,
            )
          ).result
      return { result: { id }, mode: translated.mode, keptInSource: translated.keptInSource }
    },

    async pdf({ input, user, ctx }) {
      const row = await ownedLetter(user.id, input.id)
      const letter =
        input.letter === undefined ? readLetter(row) : normalizeCoverLetter(input.letter).letter
      const sender = await senderOf(user.id, row)
      // A letter without a resume prints in the default look with no sender.
      const resume = sender ?? normalizeResume({ resumeLanguage: letter.language }).resume
      try {
        const { result: pdf } = await deps.entitlements.withCreditHeld(
          user,
          'download',
          `download:${ctx.state.requestId}`,
          async () =>
            (await deps.pdfRenderer.render({ resume, coverLetter: letter, adjust: false })).pdf,
        )
        ctx.set(
          'Content-Disposition',
          contentDisposition(resumeFileName({ ...resume.contact, jobTitle: 'cover letter' })),
        )
        return pdf
      } catch (error) {
        if (!(error instanceof PdfRenderError)) throw error
        if (error.code === 'unavailable')
          ctx.state.log.warn({ err: error }, 'PDF export unavailable')
        throw toApiError(error)
      }
    },
  }
}
