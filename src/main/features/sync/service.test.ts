import type { SyncState, SyncStatus } from '@shared/platform'
import { describe, expect, it } from 'vitest'
import type { SyncEngine } from './engine'
import { createSyncSchedule } from './service'

function fakeEngine(statuses: SyncStatus[]) {
  let passes = 0
  const engine: SyncEngine = {
    state: () => state(statuses[0] ?? 'synced'),
    sync: async () => state(statuses[Math.min(passes++, statuses.length - 1)] ?? 'synced'),
    resolve: async () => ({ copyId: null, state: state('synced') }),
    reset: () => undefined,
  }
  return { engine, passes: () => passes }
}
const state = (status: SyncStatus): SyncState => ({
  status,
  pending: 0,
  conflicts: [],
  lastSyncedAt: null,
  message: null,
})

/** Timers the test fires by hand; each remembers its delay. */
function manualTimers() {
  const timers: { ms: number; run: () => void; cancelled: boolean }[] = []
  return {
    setTimer(run: () => void, ms: number) {
      const timer = { ms, run, cancelled: false }
      timers.push(timer)
      return { cancel: () => void (timer.cancelled = true) }
    },
    pending: () => timers.filter((timer) => !timer.cancelled).map((timer) => timer.ms),
    fire() {
      const timer = timers.find((candidate) => !candidate.cancelled)
      if (!timer) throw new Error('no timer')
      timer.cancelled = true
      timer.run()
    },
  }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('sync schedule', () => {
  it('syncs at start, then at the interval; a local change brings the next pass forward', async () => {
    const { engine, passes } = fakeEngine(['synced'])
    const timers = manualTimers()
    const schedule = createSyncSchedule({ engine, intervalMs: 1000, settleMs: 10, ...timers })
    schedule.start()
    await settled()
    expect(passes()).toBe(1)
    expect(timers.pending()).toEqual([1000])
    schedule.changed()
    expect(timers.pending()).toEqual([10])
    timers.fire()
    await settled()
    expect(passes()).toBe(2)
    schedule.stop()
    expect(timers.pending()).toEqual([])
  })

  it('retries sooner while offline, backing off up to the interval, and resets once back', async () => {
    const { engine } = fakeEngine(['offline', 'offline', 'offline', 'offline', 'synced'])
    const timers = manualTimers()
    const schedule = createSyncSchedule({ engine, intervalMs: 500, retryMs: 100, ...timers })
    schedule.start()
    const delays: number[] = []
    for (let pass = 0; pass < 5; pass++) {
      await settled()
      delays.push(...timers.pending())
      timers.fire()
    }
    await settled()
    expect(delays).toEqual([100, 200, 400, 500, 500])
    expect(timers.pending()).toEqual([500])
    schedule.stop()
  })
})
