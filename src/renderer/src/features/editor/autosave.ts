// Saves every change of the open resume to its library entry without ever losing one:
// - changes are debounced and sent with one PUT at a time; a change made while a save is in
//   flight is sent right after it, so the newest state always wins;
// - until the server confirms, the newest state is kept in localStorage, so a reload while
//   offline restores it (see recoverUnsent) and sends it;
// - failures are retried with growing delays; a rejection the server will repeat (a 4xx other
//   than 408/429) stops the retries until the next change, with the state still kept locally.
import type { Resume } from '@shared/resume'

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed'

export interface SaveResult {
  /** The entry's updatedAt after the save, as the server reports it. */
  updatedAt: string
}

export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface AutosaveOptions {
  cvId: string
  /** The entry's updatedAt as loaded; unsent state is recorded against it. */
  baseUpdatedAt: string
  save(resume: Resume): Promise<SaveResult>
  onStatus(status: SaveStatus): void
  storage?: KeyValueStorage | null
  debounceMs?: number
  /** Waits before each retry; the last one repeats for every further retry. */
  retryDelaysMs?: readonly number[]
  now?: () => number
  /** Whether an error means "offline" (retry quietly) rather than "failed". */
  isNetworkError?: (error: unknown) => boolean
  /** Whether retrying the same request can succeed later. */
  isRetryable?: (error: unknown) => boolean
}

export interface Autosave {
  /** Records a change; it is sent after the debounce. */
  change(resume: Resume): void
  /** Sends any unsent change now (page hidden, leaving the editor, back online). */
  flush(): void
  readonly status: SaveStatus
  readonly hasUnsent: boolean
  /** Stops the timers. Unsent state stays in storage for the next visit. */
  dispose(): void
}

interface StoredUnsent {
  resume: unknown
  changedAt: number
  baseUpdatedAt: string
}

export const DEFAULT_DEBOUNCE_MS = 700
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const

export function unsentStorageKey(cvId: string): string {
  return `vitae.unsent.${cvId}`
}

function readStored(storage: KeyValueStorage | null, cvId: string): StoredUnsent | null {
  if (!storage) return null
  try {
    const raw = storage.getItem(unsentStorageKey(cvId))
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<StoredUnsent>
    if (typeof value.changedAt !== 'number' || typeof value.baseUpdatedAt !== 'string') return null
    return { resume: value.resume, changedAt: value.changedAt, baseUpdatedAt: value.baseUpdatedAt }
  } catch {
    return null
  }
}

/**
 * The unsent state of a resume kept from an earlier visit, when it is newer than what the server
 * holds: either it was edited on top of exactly the server's current version, or it was changed
 * after the server's last update. An outdated copy is removed. The result still needs
 * normalising (it is whatever was stored).
 */
export function recoverUnsent(
  storage: KeyValueStorage | null,
  cvId: string,
  serverUpdatedAt: string,
): unknown {
  const stored = readStored(storage, cvId)
  if (!stored) return null
  const serverTime = Date.parse(serverUpdatedAt)
  const newer =
    stored.baseUpdatedAt === serverUpdatedAt ||
    (Number.isFinite(serverTime) && stored.changedAt > serverTime)
  if (newer) return stored.resume
  try {
    storage?.removeItem(unsentStorageKey(cvId))
  } catch {
    // Storage became unavailable; nothing to clean then.
  }
  return null
}

export function createAutosave(options: AutosaveOptions): Autosave {
  const storage = options.storage ?? null
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  const now = options.now ?? Date.now
  const isNetworkError = options.isNetworkError ?? (() => false)
  const isRetryable = options.isRetryable ?? (() => true)

  let base = options.baseUpdatedAt
  let unsent: Resume | null = null
  let version = 0
  let inFlight = false
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let status: SaveStatus = 'saved'
  let disposed = false

  function setStatus(next: SaveStatus) {
    if (next === status) return
    status = next
    options.onStatus(next)
  }

  function persist(resume: Resume) {
    if (!storage) return
    const value: StoredUnsent = { resume, changedAt: now(), baseUpdatedAt: base }
    try {
      storage.setItem(unsentStorageKey(options.cvId), JSON.stringify(value))
    } catch {
      // A full or blocked storage: the server save still runs, only the offline copy is lost.
    }
  }

  function forget() {
    try {
      storage?.removeItem(unsentStorageKey(options.cvId))
    } catch {
      // See persist.
    }
  }

  function wait(ms: number) {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      void send()
    }, ms)
  }

  async function send() {
    if (disposed || inFlight || !unsent) return
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    const snapshot = unsent
    const sentVersion = version
    inFlight = true
    setStatus('saving')
    try {
      const result = await options.save(snapshot)
      base = result.updatedAt
      failures = 0
      if (version === sentVersion) {
        unsent = null
        forget()
        setStatus('saved')
      } else if (unsent) {
        // Keep the offline copy pointing at the version the server now holds.
        persist(unsent)
      }
    } catch (error) {
      failures += 1
      setStatus(isNetworkError(error) ? 'offline' : 'failed')
      if (isRetryable(error)) {
        const delay = retryDelays[Math.min(failures, retryDelays.length) - 1] ?? 30_000
        wait(delay)
      }
      return
    } finally {
      inFlight = false
    }
    // A change arrived during the save: send the newest state right away.
    if (unsent && !disposed) void send()
  }

  return {
    change(resume) {
      if (disposed) return
      unsent = resume
      version += 1
      persist(resume)
      if (inFlight) return
      // While waiting out a retry delay, the retry sends the newest state; typing does not
      // shorten the wait, so an offline editor does not hammer the server.
      if (failures > 0 && timer) return
      if (status === 'saved') setStatus('saving')
      wait(debounceMs)
    },
    flush() {
      void send()
    },
    get status() {
      return status
    },
    get hasUnsent() {
      return unsent !== null
    },
    dispose() {
      disposed = true
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
