// The autosave engine (autosave.ts) bound to an editor page: one hook for every document that
// autosaves (the resume editor's useAutosave, the cover letter editor). Every change the store
// reports is handed over; the page being hidden, leaving or coming back online sends at once; a
// revision conflict (another tab or device saved in between) is kept for the page to show with
// its three answers. The page says how to save, how to read the other version out of a 409, how
// to watch its store and how to put a version into it.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api'
import {
  createAutosave,
  type Autosave,
  type Conflict,
  type KeyValueStorage,
  type SaveResult,
  type SaveStatus,
  type ServerVersion,
} from './autosave'

export interface AutosaveBinding<T> {
  /** The entry's id (also the key of the unsent copy kept on the device). */
  id: string
  /** The revision and updatedAt the opened state is based on. */
  baseRevision: number
  baseUpdatedAt: string
  save(value: T, baseRevision: number): Promise<SaveResult>
  /** The other version when the error is a revision conflict, else null. */
  conflictOf(error: unknown): ServerVersion | null
  /** Calls `change` with each new state of the page's store; returns the unsubscribe. */
  subscribe(change: (value: T) => void): () => void
  /** Puts a version into the page's store (not a change of the user's: it is not sent). */
  adopt(version: ServerVersion): void
  /**
   * When the opened state came from the device's unsent copy: that state, read as the autosave
   * starts, to be sent at once.
   */
  recovered?: () => T | null
}

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError
}

/** Network trouble, timeouts, rate limits and server faults can pass; other 4xx answers will not. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500
}

/**
 * Autosaves what `binding` describes while it is set (pass a stable object: a new one starts a
 * new autosave). Keep both is the page's: it saves `conflict.mine` as a new entry, then calls
 * `takeTheirs`.
 */
export function useAutosaveBinding<T>(binding: AutosaveBinding<T> | null) {
  const [status, setStatus] = useState<SaveStatus>('saved')
  const [conflict, setConflict] = useState<Conflict<T> | null>(null)
  const autosave = useRef<Autosave<T> | null>(null)
  const adopt = useRef<AutosaveBinding<T>['adopt'] | null>(null)
  /** True while the other version is put into the store: that is no change of the user's. */
  const adopting = useRef(false)

  useEffect(() => {
    if (!binding) return
    const instance = createAutosave<T>({
      cvId: binding.id,
      baseRevision: binding.baseRevision,
      baseUpdatedAt: binding.baseUpdatedAt,
      storage: browserStorage(),
      onStatus: setStatus,
      onConflict: setConflict,
      conflictOf: binding.conflictOf,
      isNetworkError,
      isRetryable,
      save: binding.save,
    })
    autosave.current = instance
    adopt.current = binding.adopt
    const recovered = binding.recovered?.()
    if (recovered) {
      instance.change(recovered)
      instance.flush()
    }
    const unsubscribe = binding.subscribe((value) => {
      if (!adopting.current) instance.change(value)
    })
    const flush = () => instance.flush()
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') instance.flush()
    }
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('pagehide', flush)
    window.addEventListener('online', flush)
    return () => {
      unsubscribe()
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('pagehide', flush)
      window.removeEventListener('online', flush)
      instance.flush()
      instance.dispose()
      autosave.current = null
      adopt.current = null
      setConflict(null)
    }
  }, [binding])

  const retry = useCallback(() => autosave.current?.flush(), [])

  /**
   * The revision the page's state is based on, when everything is saved; null while a change
   * waits, is being saved or is in conflict (then the page's state is the user's, not stale).
   */
  const settledRevision = useCallback(() => {
    const instance = autosave.current
    if (!instance || instance.hasUnsent || instance.status !== 'saved') return null
    return instance.revision
  }, [])

  /** Saves this page's version over the other one. */
  const keepMine = useCallback(() => autosave.current?.keepMine(), [])

  /** Shows the other version (undo brings mine back) and drops what was unsent. */
  const takeTheirs = useCallback(() => {
    const instance = autosave.current
    const current = instance?.conflict
    if (!instance || !current) return
    instance.takeTheirs()
    adopting.current = true
    try {
      adopt.current?.(current.theirs)
    } finally {
      adopting.current = false
    }
  }, [])

  /** The open conflict as the engine holds it now (its `mine` is the newest state). */
  const currentConflict = useCallback(() => autosave.current?.conflict ?? null, [])

  return {
    status,
    conflict,
    retry,
    flush: retry,
    settledRevision,
    keepMine,
    takeTheirs,
    currentConflict,
  }
}
