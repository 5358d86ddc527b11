// Sends segments to a provider in batches, several requests at a time, checks every answer and
// retries what failed: a segment whose answer breaks a check goes again alone (a batch of one
// is easier to get right); a request that failed (timeout, 429, 500 after the provider's own
// retries) puts its segments back after a pause. A segment out of attempts is reported failed
// and stays in the source language. A provider that refuses the request outright stops the run.
import type { ResumeLanguageCode } from '../resume'
import { ProviderError, TranslateError, type TranslationProvider } from './types'
import { decodeSegment, type FailureReason, type WireSegment } from './wire'

export type SegmentOutcome =
  { ok: true; value: string } | { ok: false; reason: FailureReason; detail: string }

interface Job {
  index: number
  segment: WireSegment
  attempts: number
  solo: boolean
}

export interface RunOptions {
  from: ResumeLanguageCode
  to: ResumeLanguageCode
  retries: number
  signal?: AbortSignal
  onOutcome: (index: number, outcome: SegmentOutcome) => void
  /** Pause before a failed request's segments go again; grows with each attempt. */
  backoffMs?: number
}

export interface RunStats {
  requests: number
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason as Error)
      },
      { once: true },
    )
  })
}

export async function runSegments(
  provider: TranslationProvider,
  segments: readonly WireSegment[],
  options: RunOptions,
): Promise<RunStats> {
  const queue: Job[] = segments.map((segment, index) => ({
    index,
    segment,
    attempts: 0,
    solo: false,
  }))
  const stop = new AbortController()
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal
  const stats: RunStats = { requests: 0 }
  const { maxSegments, maxChars, concurrency } = provider.limits
  const backoff = options.backoffMs ?? 300
  let active = 0
  let waiters: (() => void)[] = []
  const wakeAll = () => {
    const current = waiters
    waiters = []
    for (const wake of current) wake()
  }

  const takeBatch = (): Job[] => {
    const first = queue.shift()
    if (!first) return []
    if (first.solo) return [first]
    const batch = [first]
    let chars = first.segment.text.length
    for (let i = 0; i < queue.length && batch.length < maxSegments;) {
      const job = queue[i]!
      if (job.solo || chars + job.segment.text.length > maxChars) {
        i++
        continue
      }
      batch.push(job)
      chars += job.segment.text.length
      queue.splice(i, 1)
    }
    return batch
  }

  const settle = (job: Job, outcome: SegmentOutcome, solo: boolean) => {
    if (outcome.ok || job.attempts >= options.retries) {
      options.onOutcome(job.index, outcome)
      return
    }
    queue.push({ ...job, attempts: job.attempts + 1, solo })
  }

  const send = async (batch: Job[]) => {
    stats.requests++
    let answers: (string | null)[]
    try {
      answers = await provider.translate(
        batch.map((job) => job.segment.text),
        options.from,
        options.to,
        signal,
      )
    } catch (error) {
      if (signal.aborted) throw error
      if (error instanceof ProviderError && error.fatal) {
        throw new TranslateError('provider-rejected', error.message)
      }
      const detail = error instanceof Error ? error.message : String(error)
      // The pause comes before the segments are queued again, so no other worker resends them
      // straight into the same overloaded provider.
      const attempt = Math.min(...batch.map((job) => job.attempts))
      if (attempt < options.retries) await sleep(backoff * 2 ** attempt, signal)
      for (const job of batch)
        settle(job, { ok: false, reason: 'provider-error', detail }, job.solo)
      return
    }
    batch.forEach((job, i) => {
      const answer = answers[i]
      const outcome: SegmentOutcome =
        typeof answer === 'string'
          ? decodeSegment(job.segment, answer)
          : { ok: false, reason: 'no-answer', detail: 'no answer for this segment' }
      settle(job, outcome, true)
    })
  }

  const worker = async () => {
    for (;;) {
      if (signal.aborted) throw signal.reason
      const batch = takeBatch()
      if (batch.length === 0) {
        if (active === 0) return wakeAll()
        await new Promise<void>((resolve) => waiters.push(resolve))
        continue
      }
      active++
      try {
        await send(batch)
      } finally {
        active--
        wakeAll()
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  } catch (error) {
    stop.abort(error)
    wakeAll()
    throw error
  }
  return stats
}
