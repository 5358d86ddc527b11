// Saves every change of the open resume to its library entry without ever losing one:
// - changes are debounced and sent with one PUT at a time; a change made while a save is in
//   flight is sent right after it, so the newest state always wins;
// - until the server confirms, the newest state is kept in localStorage, so a reload while
//   offline restores it (see recoverUnsent) and sends it;
// - failures are retried with growing delays; a rejection the server will repeat (a 4xx other
//   than 408/429) stops the retries until the next change, with the state still kept locally;
// - every save names the revision it was based on; when another tab or device saved in between,
//   the server refuses it (409) with its version, and the engine stops in 'conflict' until the
//   user chooses: keep mine (save again on top of the other revision), take the other (drop
//   mine; the caller shows theirs) or keep both (the caller saves mine as a new resume, then
//   takes the other). Changes made meanwhile are kept (and stored) but not sent.
import type { Resume } from '@shared/resume'

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed' | 'conflict'

export interface SaveResult {
  /** The entry's revision after the save; the next save is based on it. */
  revision: number
  /** The entry's updatedAt after the save, as the server reports it. */
  updatedAt: string
}

/** The version of the entry another tab or device saved, as a 409 answer carries it. */
export interface ServerVersion {
  revision: number
  updatedAt: string
  /** The stored resume (normalised by the server, still to be read with setAll). */
  cvData: unknown
}

// The engine is generic over the document it saves (T): resumes by default, cover letters too
// (issue 19.1); nothing in it reads the document.
export interface Conflict<T = Resume> {
  /** The newest unsent state of this editor. */
  mine: T
  /** What the server holds now. */
  theirs: ServerVersion
}

export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export interface AutosaveOptions<T = Resume> {
  cvId: string
  /** The entry's revision the opened state is based on; the first save names it. */
  baseRevision: number
  /** The entry's updatedAt as loaded; kept with the stored copy. */
  baseUpdatedAt: string
  save(resume: T, baseRevision: number): Promise<SaveResult>
  onStatus(status: SaveStatus): void
  /** Called with the conflict when one starts, and with null once the user resolved it. */
  onConflict?(conflict: Conflict<T> | null): void
  /** The server's version when the error is a revision conflict (409), else null. */
  conflictOf?: (error: unknown) => ServerVersion | null
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

export interface Autosave<T = Resume> {
  /** Records a change; it is sent after the debounce. */
  change(resume: T): void
  /** Sends any unsent change now (page hidden, leaving the editor, back online). */
  flush(): void
  readonly status: SaveStatus
  readonly hasUnsent: boolean
  /** The revision the next save is based on (the last one saved, or the one opened). */
  readonly revision: number
  /** The unresolved conflict, if any (status 'conflict'). */
  readonly conflict: Conflict<T> | null
  /** Keep mine: the newest state is saved on top of the other version (which it replaces). */
  keepMine(): void
  /**
   * Take the other version: the unsent state is dropped (the caller shows theirs) and later
   * saves are based on it. Keep both = the caller saves `conflict.mine` as a new entry first.
   */
  takeTheirs(): void
  /** Stops the timers. Unsent state stays in storage for the next visit. */
  dispose(): void
}

interface StoredUnsent {
  resume: unknown
  changedAt: number
  /** Missing in copies stored before revisions existed. */
  baseRevision?: number
  baseUpdatedAt: string
}

/** Unsent state found on the device, and the revision it was based on. */
export interface RecoveredUnsent {
  resume: unknown
  baseRevision: number
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
    const baseRevision =
      typeof value.baseRevision === 'number' && Number.isInteger(value.baseRevision)
        ? value.baseRevision
        : undefined
    return {
      resume: value.resume,
      changedAt: value.changedAt,
      baseUpdatedAt: value.baseUpdatedAt,
      ...(baseRevision !== undefined ? { baseRevision } : {}),
    }
  } catch {
    return null
  }
}

/**
 * The unsent state of a resume kept from an earlier visit, with the revision it was based on. A
 * copy based on an older revision than the server's is returned too: saving it answers a
 * conflict and the user chooses, so an offline edit is never dropped silently. A copy stored
 * before revisions existed is kept when it is newer than the server's version (edited on top of
 * it, or changed after its last update) and removed otherwise. The resume still needs
 * normalising (it is whatever was stored).
 */
export function recoverUnsent(
  storage: KeyValueStorage | null,
  cvId: string,
  server: { revision: number; updatedAt: string },
): RecoveredUnsent | null {
  const stored = readStored(storage, cvId)
  if (!stored) return null
  if (stored.baseRevision !== undefined && stored.baseRevision >= 1) {
    return { resume: stored.resume, baseRevision: stored.baseRevision }
  }
  const serverTime = Date.parse(server.updatedAt)
  const newer =
    stored.baseUpdatedAt === server.updatedAt ||
    (Number.isFinite(serverTime) && stored.changedAt > serverTime)
  if (newer) return { resume: stored.resume, baseRevision: server.revision }
  try {
    storage?.removeItem(unsentStorageKey(cvId))
  } catch {
    // Storage became unavailable; nothing to clean then.
  }
  return null
}

export function createAutosave<T = Resume>(options: AutosaveOptions<T>): Autosave<T> {
  const storage = options.storage ?? null
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  const now = options.now ?? Date.now
  const isNetworkError = options.isNetworkError ?? (() => false)
  const isRetryable = options.isRetryable ?? (() => true)
  const conflictOf = options.conflictOf ?? (() => null)

  let baseRevision = options.baseRevision
  let base = options.baseUpdatedAt
  let theirs: ServerVersion | null = null
  let unsent: T | null = null
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

  function persist(resume: T) {
    if (!storage) return
    const value: StoredUnsent = { resume, changedAt: now(), baseRevision, baseUpdatedAt: base }
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
    if (disposed || inFlight || !unsent || theirs) return
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    const snapshot = unsent
    const sentVersion = version
    inFlight = true
    setStatus('saving')
    try {
      const result = await options.save(snapshot, baseRevision)
      baseRevision = result.revision
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
      const current = conflictOf(error)
      if (current) {
        // Nothing more is sent until the user chooses; the state stays stored meanwhile.
        failures = 0
        theirs = current
        setStatus('conflict')
        options.onConflict?.({ mine: unsent ?? snapshot, theirs: current })
        return
      }
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
      if (inFlight || theirs) return
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
    get revision() {
      return baseRevision
    },
    get conflict() {
      return theirs && unsent ? { mine: unsent, theirs } : null
    },
    keepMine() {
      if (!theirs) return
      baseRevision = theirs.revision
      base = theirs.updatedAt
      theirs = null
      options.onConflict?.(null)
      if (!unsent) return setStatus('saved')
      persist(unsent)
      void send()
    },
    takeTheirs() {
      if (!theirs) return
      baseRevision = theirs.revision
      base = theirs.updatedAt
      theirs = null
      unsent = null
      version += 1
      forget()
      setStatus('saved')
      options.onConflict?.(null)
    },
    dispose() {
      disposed = true
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}
