// Translation (apiRoutes.translate; issue 15, spec 000 §4, §6, §7). See src/shared/api/translate.ts
// for the contract and cloud/src/translate/jobs.ts for how a job runs.
import { createHash, randomUUID } from 'node:crypto'
import type { apiRoutes, TranslateMode } from '@shared/api'
import {
  normalizeResume,
  resumeLanguage,
  RESUME_LANGUAGE_CODES,
  type Resume,
  type ResumeLanguageCode,
} from '@shared/resume'
import {
  applyTranslatedFields,
  planTranslationUpdate,
  TranslateError,
  translateResume,
  type TranslationProvider,
} from '@shared/translate'
import type { AppDeps, SessionUser } from '../../context'
import { nowTimestamp, toIsoString } from '../../db/rows'
import { ApiError, ConflictError, NotFoundError, ValidationError } from '../../errors'
import { parseTranslationLink, type TranslationLink } from '../../presenters/translation-link'
import { findOwnedEntry } from '../../queries/library-entries'
import { createTranslationJobs, failureMessage, presentJob } from '../../translate/jobs'
import { assertOwnUid, ENTRY_NOT_FOUND } from '../library/library'
import { insertSnapshot } from '../../commands/snapshots'
import type { GroupHandlers } from '../mount'

export const JOB_NOT_FOUND = 'No such translation.'
export const NO_PROVIDER =
  'No translation service is configured on this server, so only section titles, dates and levels can be translated. Choose "titles, dates and levels only" to make such a copy.'

function contentHash(resume: Resume): string {
  return createHash('sha256').update(JSON.stringify(resume)).digest('hex')
}

function sameLanguage(to: ResumeLanguageCode) {
  return ConflictError(
    `The resume is already in ${resumeLanguage(to).name}; choose another language.`,
  )
}

export function translateHandlers(
  deps: AppDeps,
  provider: TranslationProvider | null,
): GroupHandlers<typeof apiRoutes.translate> & { jobs: ReturnType<typeof createTranslationJobs> } {
  const { database } = deps
  const { entitlements } = deps
  // Every translate credit goes through the entitlements module (cloud/src/entitlements/).
  const jobs = createTranslationJobs(database, deps.logger, {
    async hold(uid, jobId, work) {
      await entitlements.withCreditHeld({ id: uid }, 'translate', `translate:${jobId}`, work)
    },
    async refundOrphan(uid, jobId) {
      // Only a debit that was made and not given back (the instance died in between).
      const rows = await database.db
        .selectFrom('credit_ledger')
        .select('idempotency_key')
        .where('user_id', '=', uid)
        .where('idempotency_key', 'in', [`debit:translate:${jobId}`, `refund:translate:${jobId}`])
        .execute()
      if (rows.length !== 1 || !rows[0]!.idempotency_key.startsWith('debit:')) return
      await entitlements.grantCredits(uid, 'translate', 1, 'operator', `orphan:translate:${jobId}`)
    },
  })

  /**
   * Spec 000 §6 through the entitlements module: visitors 401, a plan without translation 402
   * premium_required, no translate credit left 402 not_enough_credits. The check spends nothing;
   * a full translation debits its credit when its work starts (jobs.ts). An offline-only copy
   * ("titles, dates and levels only") is gated alike but debits nothing: no provider is paid.
   */
  async function admit(user: SessionUser, mode: TranslateMode): Promise<boolean> {
    await entitlements.check(user, 'translate')
    return mode === 'full'
  }

  function modeFor(offlineOnly: boolean): TranslateMode {
    if (offlineOnly) return 'offline-only'
    if (!provider) throw ConflictError(NO_PROVIDER)
    return 'full'
  }

  async function ownedResume(uid: string, id: string) {
    const row = await findOwnedEntry(database, { uid, id })
    if (!row) return null
    return { row, resume: normalizeResume(JSON.parse(row.cv_data) as unknown).resume }
  }

  return {
    jobs,

    options() {
      return { provider: provider?.name ?? null, languages: [...RESUME_LANGUAGE_CODES] }
    },

    async start({ input, user }) {
      const source = await ownedResume(user.id, input.sourceId)
      if (!source) throw NotFoundError(ENTRY_NOT_FOUND)
      const to = input.targetLanguage
      const from = source.resume.resumeLanguage
      if (from === to) throw sameLanguage(to)
      const mode = modeFor(input.offlineOnly)
      const charged = await admit(user, mode)
      // The copy is a new resume: the plan's resume count applies (Premium: 10, spec 001 §5).
      await entitlements.check(user, 'createResume')
      const row = await jobs.start(
        {
          uid: user.id,
          kind: 'copy',
          sourceId: source.row.id,
          copyId: null,
          targetLanguage: to,
          mode,
          charged,
        },
        async (signal, onProgress) => {
          const result = await translateResume(source.resume, to, {
            provider: mode === 'full' ? provider : null,
            signal,
            onProgress,
          })
          const link: TranslationLink = {
            sourceId: source.row.id,
            sourceRevision: toIsoString(source.row.updated_at),
            sourceHash: contentHash(source.resume),
            from,
            to,
            mode,
            sourceBase: source.resume,
            copyBase: result.resume,
          }
          return {
            keptInSource: result.stats.failed > 0 ? countKept(result.fields) : 0,
            async commit(trx) {
              const id = randomUUID()
              const now = nowTimestamp()
              await trx
                .insertInto('library_entries')
                .values({
                  id,
                  uid: user.id,
                  cv_data: JSON.stringify(result.resume),
                  created_at: now,
                  updated_at: now,
                  translated_from: source.row.id,
                  translation: JSON.stringify(link),
                })
                .execute()
              return id
            },
          }
        },
      )
      return { job: presentJob(row) }
    },

    async job({ input, user }) {
      const row = await jobs.find(user.id, input.id)
      if (!row) throw NotFoundError(JOB_NOT_FOUND)
      return { job: presentJob(row) }
    },

    async cancel({ input, user }) {
      const row = await jobs.cancel(user.id, input.id)
      if (!row) throw NotFoundError(JOB_NOT_FOUND)
      return { job: presentJob(row) }
    },

    async link({ input, user }) {
      const copy = await findOwnedEntry(database, { uid: user.id, id: input.id })
      if (!copy) throw NotFoundError(ENTRY_NOT_FOUND)
      const link = parseTranslationLink(copy.translation)
      if (!link) return { link: null }
      const source = await ownedResume(user.id, link.sourceId)
      const copyNow = normalizeResume(JSON.parse(copy.cv_data) as unknown).resume
      const plan = source
        ? planTranslationUpdate({
            sourceBase: link.sourceBase,
            sourceNow: source.resume,
            copyBase: link.copyBase,
            copyNow,
          })
        : { changed: 0, translate: [], conflicts: [], removed: [] }
      return {
        link: {
          copyId: copy.id,
          sourceId: link.sourceId,
          sourceName: source ? source.resume.resumeName : null,
          from: link.from,
          to: link.to,
          mode: link.mode,
          sourceRevision: link.sourceRevision,
          ...plan,
        },
      }
    },

    async update({ input, user }) {
      const copy = await ownedResume(user.id, input.copyId)
      if (!copy) throw NotFoundError(ENTRY_NOT_FOUND)
      const link = parseTranslationLink(copy.row.translation)
      if (!link)
        throw ConflictError('This resume is not a translated copy, so there is nothing to update.')
      const source = await ownedResume(user.id, link.sourceId)
      if (!source)
        throw ConflictError(
          'The original of this copy has been deleted, so there is nothing to update from.',
        )
      const plan = planTranslationUpdate({
        sourceBase: link.sourceBase,
        sourceNow: source.resume,
        copyBase: link.copyBase,
        copyNow: copy.resume,
      })
      const unknown = input.overwrite.filter((path) => !plan.conflicts.includes(path))
      if (unknown.length > 0) {
        throw ValidationError(
          unknown.map((path) => ({
            path: 'overwrite',
            message: `${path} is not a field you edited that the original changed.`,
          })),
        )
      }
      if (plan.changed === 0)
        throw ConflictError('The original has not changed since this copy was made.')
      const fields = new Set([...plan.translate, ...input.overwrite])
      // A copy made with the offline part only is updated the same way; a full one needs the provider.
      const mode: TranslateMode =
        fields.size > 0 && link.mode === 'full' ? modeFor(false) : 'offline-only'
      const charged = await admit(user, mode)
      // Version history (issue 19.4): the copy as it was before the update is kept.
      const keepDays = await deps.entitlements.snapshotKeepDays(user.id)
      const row = await jobs.start(
        {
          uid: user.id,
          kind: 'update',
          sourceId: source.row.id,
          copyId: copy.row.id,
          targetLanguage: link.to,
          mode,
          charged,
        },
        async (signal, onProgress) => {
          const result =
            fields.size > 0
              ? await translateResume(source.resume, link.to, {
                  provider: mode === 'full' ? provider : null,
                  from: link.from,
                  fields,
                  signal,
                  onProgress,
                })
              : null
          const translated = result?.resume ?? { ...source.resume, resumeLanguage: link.to }
          return {
            keptInSource: result && result.stats.failed > 0 ? countKept(result.fields) : 0,
            async commit(trx) {
              // The copy as it is now (the user may have typed while the job ran).
              const current = await trx
                .selectFrom('library_entries')
                .selectAll()
                .where('id', '=', copy.row.id)
                .where('uid', '=', user.id)
                .executeTakeFirst()
              if (!current) throw NotFoundError(ENTRY_NOT_FOUND)
              const copyNow = normalizeResume(JSON.parse(current.cv_data) as unknown).resume
              const updated = applyTranslatedFields(copyNow, translated, fields, plan.removed)
              await insertSnapshot(trx, {
                uid: user.id,
                entryId: copy.row.id,
                kind: 'before_translation',
                cvData: current.cv_data,
                keepDays: () => Promise.resolve(keepDays),
              })
              const nextLink: TranslationLink = {
                ...link,
                sourceRevision: toIsoString(source.row.updated_at),
                sourceHash: contentHash(source.resume),
                sourceBase: source.resume,
                // Conflicts the user kept stay "edited in the copy" (their base is unchanged).
                copyBase: applyTranslatedFields(link.copyBase, translated, fields, plan.removed),
              }
              await trx
                .updateTable('library_entries')
                // A new revision, so an editor open on the copy meets a conflict instead of
                // silently overwriting the update (issue 11 point 4).
                .set((eb) => ({
                  cv_data: JSON.stringify(updated),
                  translation: JSON.stringify(nextLink),
                  updated_at: nowTimestamp(),
                  revision: eb('revision', '+', 1),
                }))
                .where('id', '=', copy.row.id)
                .where('uid', '=', user.id)
                .execute()
              return copy.row.id
            },
          }
        },
      )
      return { job: presentJob(row) }
    },

    async legacy({ input, user }) {
      assertOwnUid(input.uid, user)
      const source = parseCvText(input.cvText)
      const to = input.targetLanguage
      if (source.resumeLanguage === to) throw sameLanguage(to)
      const mode: TranslateMode = provider ? 'full' : 'offline-only'
      const charged = await admit(user, mode)
      const run = () => translateResume(source, to, { provider: mode === 'full' ? provider : null })
      try {
        const result = charged
          ? (
              await entitlements.withCreditHeld(
                user,
                'translate',
                `cv-translate:${randomUUID()}`,
                run,
              )
            ).result
          : await run()
        return { translatedText: JSON.stringify(result.resume) }
      } catch (error) {
        if (error instanceof ApiError) throw error
        if (error instanceof TranslateError && error.code === 'same-language')
          throw sameLanguage(to)
        deps.logger.warn({ err: error }, 'translation failed')
        throw ConflictError(failureMessage(error))
      }
    },
  }
}

function countKept(fields: readonly { status: string; reason?: string }[]): number {
  return fields.filter((field) => field.status === 'source' && field.reason !== 'no-provider')
    .length
}

/** The spec's cvText: the resume as JSON text, possibly inside a code fence. */
export function parseCvText(cvText: string): Resume {
  const unfenced = cvText
    .trim()
    .replace(/^```[a-z]*\s*/i, '')
    .replace(/\s*```$/, '')
  let raw: unknown
  try {
    raw = JSON.parse(unfenced)
  } catch {
    throw ValidationError([
      { path: 'cvText', message: 'cvText must be the resume as JSON text; it is not valid JSON.' },
    ])
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw ValidationError([{ path: 'cvText', message: 'cvText must be a resume object in JSON.' }])
  }
  return normalizeResume(raw).resume
}
