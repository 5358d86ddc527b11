// Translations under way in this tab (issue 15 point 6). The modal starts a job and may close at
// any time: the job goes on in the cloud, this store keeps polling it, and when it is done the
// library shows the copy (it listens through onFinished). Cancel ends it cleanly on the server
// (no copy, the credit refunded).
import type { TranslateJob } from '@shared/api'
import { create } from 'zustand'
import { api } from '../../api'

export const POLL_MS = 600

export interface TrackedJob {
  job: TranslateJob
  /** The source's name, for messages once the modal is gone. */
  sourceName: string
  /** A failure to reach the server while polling (the job itself may be fine). */
  pollError: unknown
}

interface JobsState {
  jobs: Record<string, TrackedJob>
  track(job: TranslateJob, sourceName: string): void
  cancel(id: string): Promise<void>
  dismiss(id: string): void
}

type Listener = (job: TranslateJob) => void
const listeners = new Set<Listener>()

/** Called once for every tracked job that ends (done, failed or cancelled). */
export function onFinished(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const timers = new Map<string, ReturnType<typeof setTimeout>>()

export const useTranslationJobs = create<JobsState>()((set, get) => {
  function update(id: string, patch: Partial<TrackedJob>) {
    const current = get().jobs[id]
    if (!current) return
    set({ jobs: { ...get().jobs, [id]: { ...current, ...patch } } })
  }

  function finished(job: TranslateJob) {
    timers.delete(job.id)
    for (const listener of listeners) listener(job)
  }

  async function poll(id: string) {
    timers.delete(id)
    if (!get().jobs[id] || get().jobs[id]!.job.status !== 'running') return
    try {
      const { job } = await api.translate.job({ id })
      update(id, { job, pollError: null })
      if (job.status !== 'running') return finished(job)
    } catch (error) {
      update(id, { pollError: error })
    }
    timers.set(
      id,
      setTimeout(() => void poll(id), POLL_MS),
    )
  }

  return {
    jobs: {},

    track(job, sourceName) {
      set({ jobs: { ...get().jobs, [job.id]: { job, sourceName, pollError: null } } })
      if (job.status === 'running') {
        timers.set(
          job.id,
          setTimeout(() => void poll(job.id), POLL_MS),
        )
      } else {
        finished(job)
      }
    },

    async cancel(id) {
      const timer = timers.get(id)
      if (timer) clearTimeout(timer)
      timers.delete(id)
      const { job } = await api.translate.cancel({ id })
      update(id, { job })
      finished(job)
    },

    dismiss(id) {
      const { [id]: _gone, ...rest } = get().jobs
      set({ jobs: rest })
    },
  }
})
