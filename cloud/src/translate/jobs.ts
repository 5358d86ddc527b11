// Translation jobs (issue 15 point 7): a translation runs in the background of the instance that
// started it, while its row in translation_jobs carries the status and the progress by section
// that the app polls. So no request stays open past a proxy's timeout, and closing the modal
// neither stops the work nor loses the copy.
//
// Every change of status is one conditional UPDATE "... where status = 'running'", so exactly
// one of done, failed and cancelled wins a race: a cancelled job never makes a copy (the copy is
// inserted in the same transaction that marks the job done).
//
// Credits: a charged job runs inside the entitlements module's withCreditHeld (the one debit,
// cloud/src/entitlements/), keyed by the job id: the credit is debited when the work starts and
// given back if the work throws, which is what failing, cancelling (the work is aborted) and
// losing the race to a cancel all do.
//
// A job whose instance stopped (restart, crash) would stay "running" forever: each running job
// writes a heartbeat, and a job without one for STALE_AFTER_MS is ended as failed by the next
// poll, on any instance, and its credit, if it was debited, given back (refundOrphan). A cancel
// that reaches another instance than the one doing the work is seen there at the next heartbeat
// or progress write, which then stops the work.
import { randomUUID } from 'node:crypto'
import type { TranslateJob, TranslateMode } from '@shared/api'
import type { ResumeLanguageCode } from '@shared/resume'
import type { TranslateProgress } from '@shared/translate'
import type { Selectable, Transaction } from 'kysely'
import type { Logger } from 'pino'
import type { AppDatabase, Database } from '../db'
import { nowTimestamp, toIsoString } from '../db/rows'
import { ApiError } from '../errors'
import type { TranslationJobsTable } from '../db/schema'

export type TranslationJobRow = Selectable<TranslationJobsTable>

export const HEARTBEAT_MS = 15_000
export const STALE_AFTER_MS = 90_000
/** Progress is written at most this often (and always when the work ends). */
const PROGRESS_WRITE_MS = 200

export interface JobOutcome {
  keptInSource: number
  /** Writes the result inside the transaction that marks the job done; answers the result id. */
  commit(trx: Transaction<Database>): Promise<string>
}

export type JobWork = (
  signal: AbortSignal,
  onProgress: (progress: TranslateProgress) => void,
) => Promise<JobOutcome>

export interface NewJob {
  uid: string
  kind: 'copy' | 'update'
  sourceId: string
  copyId: string | null
  targetLanguage: ResumeLanguageCode
  mode: TranslateMode
  /** Whether a credit was debited (refunded when the job fails or is cancelled). */
  charged: boolean
}

const EMPTY_PROGRESS: TranslateProgress = { total: 0, done: 0, sections: {} }

export function presentJob(row: TranslationJobRow): TranslateJob {
  let progress: TranslateProgress = EMPTY_PROGRESS
  try {
    progress = JSON.parse(row.progress) as TranslateProgress
  } catch {
    // A progress that cannot be read shows as none rather than failing the poll.
  }
  return {
    id: row.id,
    kind: row.kind === 'update' ? 'update' : 'copy',
    sourceId: row.source_id,
    targetLanguage: row.target_language as TranslateJob['targetLanguage'],
    mode: row.mode === 'full' ? 'full' : 'offline-only',
    status: row.status as TranslateJob['status'],
    progress: {
      total: progress.total,
      done: progress.done,
      sections: Object.fromEntries(
        Object.entries(progress.sections).map(([section, value]) => [
          section,
          { total: value?.total ?? 0, done: value?.done ?? 0 },
        ]),
      ),
    },
    resultId: row.result_id,
    keptInSource: Number(row.kept_in_source),
    error: row.error,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  }
}

export interface TranslationJobs {
  start(job: NewJob, work: JobWork): Promise<TranslationJobRow>
  /** The caller's job, ending it first if its instance stopped. Undefined when not theirs. */
  find(uid: string, id: string): Promise<TranslationJobRow | undefined>
  cancel(uid: string, id: string): Promise<TranslationJobRow | undefined>
  /** Resolves when every job this instance runs has ended (tests, shutdown). */
  idle(): Promise<void>
  /** Stops every job this instance runs (shutdown); they end as failed and are refunded. */
  abortAll(): void
}

export interface CreditHooks {
  /** Runs `work` holding one translate credit (entitlements.withCreditHeld), keyed by the job. */
  hold(uid: string, jobId: string, work: () => Promise<void>): Promise<void>
  /** Gives back the credit of a job whose instance stopped, if it was debited and not refunded. */
  refundOrphan(uid: string, jobId: string): Promise<void>
}

export function createTranslationJobs(
  database: AppDatabase,
  logger: Logger,
  credits: CreditHooks,
): TranslationJobs {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>()

  /** Ends a running job as failed or cancelled (its work, if still going, is aborted). */
  async function end(
    row: Pick<TranslationJobRow, 'id' | 'uid'>,
    status: 'failed' | 'cancelled',
    error: string | null,
  ): Promise<TranslationJobRow | undefined> {
    const ended = await database.db
      .updateTable('translation_jobs')
      .set({ status, error, updated_at: nowTimestamp() })
      .where('id', '=', row.id)
      .where('uid', '=', row.uid)
      .where('status', '=', 'running')
      .returningAll()
      .executeTakeFirst()
    return ended
  }

  async function run(
    row: TranslationJobRow,
    charged: boolean,
    work: JobWork,
    controller: AbortController,
  ) {
    const log = logger.child({ translationJob: row.id })
    let latest: TranslateProgress | null = null
    let lastWrite = 0
    let writing: Promise<void> = Promise.resolve()
    // Writes the progress (or just the heartbeat); a job no longer running stops the work.
    const write = () => {
      const progress = latest
      lastWrite = Date.now()
      writing = writing.then(async () => {
        const result = await database.db
          .updateTable('translation_jobs')
          .set({
            updated_at: nowTimestamp(),
            ...(progress ? { progress: JSON.stringify(progress) } : {}),
          })
          .where('id', '=', row.id)
          .where('status', '=', 'running')
          .executeTakeFirst()
        if (Number(result.numUpdatedRows) === 0) controller.abort(new Error('cancelled'))
      })
      writing = writing.catch((error: unknown) => log.warn({ err: error }, 'progress not saved'))
    }
    const heartbeat = setInterval(write, HEARTBEAT_MS)
    heartbeat.unref()
    const attempt = async () => {
      const outcome = await work(controller.signal, (progress) => {
        latest = progress
        if (Date.now() - lastWrite >= PROGRESS_WRITE_MS || progress.done === progress.total) write()
      })
      clearInterval(heartbeat)
      await writing
      if (controller.signal.aborted) throw new JobEnded()
      await database.db.transaction().execute(async (trx) => {
        const resultId = await outcome.commit(trx)
        const marked = await trx
          .updateTable('translation_jobs')
          .set({
            status: 'done',
            result_id: resultId,
            kept_in_source: outcome.keptInSource,
            updated_at: nowTimestamp(),
            ...(latest ? { progress: JSON.stringify(latest) } : {}),
          })
          .where('id', '=', row.id)
          .where('status', '=', 'running')
          .executeTakeFirst()
        // Cancelled meanwhile: roll the copy back (and the credit, by throwing).
        if (Number(marked.numUpdatedRows) === 0) throw new JobEnded()
      })
    }
    try {
      if (charged) await credits.hold(row.uid, row.id, attempt)
      else await attempt()
    } catch (error) {
      clearInterval(heartbeat)
      await writing
      if (error instanceof JobEnded || controller.signal.aborted) return
      log.warn({ err: error }, 'translation failed')
      await end(row, 'failed', failureMessage(error)).catch((endError: unknown) =>
        log.error({ err: endError }, 'failed translation could not be ended'),
      )
    }
  }

  return {
    async start(job, work) {
      const now = nowTimestamp()
      const row = await database.db
        .insertInto('translation_jobs')
        .values({
          id: randomUUID(),
          uid: job.uid,
          kind: job.kind,
          source_id: job.sourceId,
          copy_id: job.copyId,
          target_language: job.targetLanguage,
          mode: job.mode,
          status: 'running',
          progress: JSON.stringify(EMPTY_PROGRESS),
          result_id: null,
          error: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      const controller = new AbortController()
      const done = run(row, job.charged, work, controller).finally(() => running.delete(row.id))
      running.set(row.id, { controller, done })
      return row
    },

    async find(uid, id) {
      const row = await database.db
        .selectFrom('translation_jobs')
        .selectAll()
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst()
      if (
        row?.status === 'running' &&
        !running.has(row.id) &&
        Date.now() - new Date(toIsoString(row.updated_at)).getTime() > STALE_AFTER_MS
      ) {
        const ended = await end(
          row,
          'failed',
          'The translation stopped when the server restarted; nothing was charged. Please start it again.',
        )
        if (ended && ended.mode === 'full') await credits.refundOrphan(uid, id)
        return ended ?? (await this.find(uid, id))
      }
      return row
    },

    async cancel(uid, id) {
      const row = await database.db
        .selectFrom('translation_jobs')
        .selectAll()
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst()
      if (!row) return undefined
      const ended = await end(row, 'cancelled', null)
      running.get(id)?.controller.abort(new Error('cancelled'))
      return ended ?? row
    },

    async idle() {
      await Promise.all([...running.values()].map((job) => job.done))
    },

    abortAll() {
      for (const job of running.values()) job.controller.abort(new Error('shutting down'))
    },
  }
}

class JobEnded extends Error {}

export function failureMessage(error: unknown): string {
  // Refusals of the entitlements module (no credit left by the time the work started) say why.
  if (error instanceof ApiError) return error.message
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'provider-rejected')
    return 'The translation service refused the request, so no copy was made and nothing was charged. The server administrator should check its settings.'
  if (code === 'provider-failed')
    return 'The translation service did not answer, so no copy was made and nothing was charged. Please try again later.'
  return 'The translation failed, so no copy was made and nothing was charged. Please try again.'
}
