// When sync runs: at start, a moment after every local change (changes close together go in one
// pass), every few minutes, and again soon after a pass that found the cloud unreachable (backing
// off up to the regular interval). Signed out, nothing runs until a token is stored.
import type { SyncState } from '@shared/platform'
import type { SyncEngine } from './engine'

export interface SyncScheduleOptions {
  engine: SyncEngine
  /** The regular pass. */
  intervalMs?: number
  /** How long after a local change the pass starts. */
  settleMs?: number
  /** The first retry after an offline pass; doubles up to intervalMs. */
  retryMs?: number
  setTimer?: (run: () => void, ms: number) => { cancel(): void }
}

export interface SyncSchedule {
  start(): void
  /** A local change was saved: sync it soon. */
  changed(): void
  /** Sync now; resolves with the state after the pass. */
  now(): Promise<SyncState>
  stop(): void
}

export const SYNC_INTERVAL_MS = 5 * 60_000

export function createSyncSchedule(options: SyncScheduleOptions): SyncSchedule {
  const { engine } = options
  const interval = options.intervalMs ?? SYNC_INTERVAL_MS
  const settle = options.settleMs ?? 1500
  const firstRetry = options.retryMs ?? 15_000
  const setTimer =
    options.setTimer ??
    ((run, ms) => {
      const timer = setTimeout(run, ms)
      timer.unref?.()
      return { cancel: () => clearTimeout(timer) }
    })
  let timer: { cancel(): void } | null = null
  let retry = firstRetry
  let stopped = true

  function schedule(ms: number) {
    timer?.cancel()
    if (stopped) return
    timer = setTimer(() => void now(), ms)
  }

  async function now(): Promise<SyncState> {
    timer?.cancel()
    timer = null
    const state = await engine.sync()
    if (state.status === 'offline') {
      schedule(retry)
      retry = Math.min(retry * 2, interval)
    } else {
      retry = firstRetry
      schedule(interval)
    }
    return state
  }

  return {
    start() {
      stopped = false
      void now()
    },
    changed: () => schedule(settle),
    now,
    stop() {
      stopped = true
      timer?.cancel()
      timer = null
    },
  }
}
