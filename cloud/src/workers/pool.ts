// The bounded work pool (issue 11 point 6, H-2, M-2): CPU-heavy request work (import layout and
// parsing, evaluation, job-title suggestions; tasks.ts) runs in a few worker threads, so the
// event loop keeps answering every other request (/healthz, autosave) while it runs.
//
// Bounded three ways:
//  - threads: at most `threads` tasks run at once (WORK_THREADS, default: one per core but one,
//    at least 1, at most 4), each thread with a heap limit;
//  - queue: at most `queue` tasks wait; beyond that the route answers 503 server_busy with
//    Retry-After at once instead of piling up;
//  - time: a task not finished `timeoutMs` after it was handed in (waiting included) is
//    stopped (a running one's thread is terminated and replaced) and the route answers with its
//    timeout id.
// Inputs are bounded before they get here (the routes check sizes, counts and lengths first),
// so the limits above are a second line, not the first.
//
// piscina (maintained by the Node.js team's members) runs the threads. From source (vitest,
// tsx) the threads load worker-dev.mjs, which registers tsx; compiled, they load work-tasks.js
// next to the bundle (scripts/build-node.mjs builds it as its own entry).
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Piscina } from 'piscina'
import type * as Tasks from './tasks'

export type TaskName =
  'importSource' | 'importPlainText' | 'evaluateResume' | 'jobTitles' | 'readPrintedPdf'
export type TaskInput<N extends TaskName> = Parameters<(typeof Tasks)[N]>[0]
export type TaskResult<N extends TaskName> = Awaited<ReturnType<(typeof Tasks)[N]>>

export interface WorkPoolOptions {
  threads: number
  queue: number
  timeoutMs: number
}

/** A pool's answer when it cannot run the task: the route turns it into its error id. */
export class WorkRefusedError extends Error {
  constructor(readonly reason: 'busy' | 'timeout') {
    super(reason === 'busy' ? 'The work queue is full.' : 'The task did not finish in time.')
    this.name = 'WorkRefusedError'
  }
}

export interface WorkPool {
  run<N extends TaskName>(name: N, input: TaskInput<N>): Promise<TaskResult<N>>
  /** Tasks waiting and running (for the bench and tests). */
  readonly pending: number
  close(): Promise<void>
}

/** One thread per core but one for the event loop and the database; 1 to 4. */
export function defaultWorkThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1))
}

export const DEFAULT_WORK_OPTIONS: WorkPoolOptions = {
  threads: defaultWorkThreads(),
  queue: 64,
  timeoutMs: 20_000,
}

/** Heap of one thread: the dictionaries of a few languages plus the largest accepted input. */
const THREAD_HEAP_MB = 512

/** How much nicer than the event loop the pool's threads are. */
const THREAD_NICENESS = 10

function taskFile(): string {
  const fromSource = import.meta.url.endsWith('.ts')
  return fileURLToPath(
    new URL(fromSource ? './worker-dev.mjs' : './work-tasks.js', import.meta.url),
  )
}

export function createWorkPool(options: Partial<WorkPoolOptions> = {}): WorkPool {
  const { threads, queue, timeoutMs } = { ...DEFAULT_WORK_OPTIONS, ...options }
  // Created on first use: a cloud that never imports or evaluates starts no thread.
  let pool: Piscina | null = null
  let inFlight = 0
  const piscina = () =>
    (pool ??= new Piscina({
      filename: taskFile(),
      minThreads: 0,
      maxThreads: threads,
      maxQueue: queue,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
      // Below the event loop's priority (Linux; through @napi-rs/nice, piscina's optional
      // dependency): on a busy machine the loop answering /healthz and autosaves gets the CPU
      // first, and the pool's work waits a little instead.
      niceIncrement: THREAD_NICENESS,
    }))
  return {
    async run<N extends TaskName>(name: N, input: TaskInput<N>): Promise<TaskResult<N>> {
      const active = piscina()
      if (active.queueSize >= queue) throw new WorkRefusedError('busy')
      inFlight++
      try {
        return (await active.run(input, {
          name,
          signal: AbortSignal.timeout(timeoutMs),
        })) as TaskResult<N>
      } catch (error) {
        const kind = (error as Error | undefined)?.name
        if (kind === 'AbortError' || kind === 'TimeoutError') throw new WorkRefusedError('timeout')
        if ((error as Error | undefined)?.message === 'Task queue is at limit')
          throw new WorkRefusedError('busy')
        throw error
      } finally {
        inFlight--
      }
    },
    get pending() {
      return inFlight
    },
    async close() {
      const active = pool
      pool = null
      await active?.destroy()
    },
  }
}
