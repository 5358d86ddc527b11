// Connects the editor store to the autosave: every resume change is handed over, the page
// being hidden or coming back online sends at once, and leaving the editor sends what is left.
// A revision conflict (another tab or device saved in between) is handed to the editor, which
// asks the user: keep mine, take the other, or keep both (mine becomes a new resume).
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api'
import { resumeStore } from '../../library'
import { revisionConflictOf } from '../../api/conflict'
import { sameSavedContent, selectSavedResume, useEditor } from '../../stores/editor'
import {
  createAutosave,
  type Autosave,
  type Conflict,
  type KeyValueStorage,
  type SaveStatus,
} from './autosave'

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

export interface AutosaveStart {
  cvId: string
  /** The revision the opened state is based on. */
  baseRevision: number
  baseUpdatedAt: string
  /** The opened state came from the device's unsent copy and must be sent. */
  recovered: boolean
}

export function useAutosave(start: AutosaveStart | null) {
  const [status, setStatus] = useState<SaveStatus>('saved')
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const autosave = useRef<Autosave | null>(null)
  /** True while the other version is put into the editor: that is no change of the user's. */
  const adopting = useRef(false)

  useEffect(() => {
    if (!start) return
    const { cvId, baseRevision, baseUpdatedAt, recovered } = start
    const instance = createAutosave({
      cvId,
      baseRevision,
      baseUpdatedAt,
      storage: browserStorage(),
      onStatus: setStatus,
      onConflict: setConflict,
      conflictOf: revisionConflictOf,
      isNetworkError,
      isRetryable,
      save: (resume, revision) => resumeStore.update(cvId, resume, revision),
    })
    autosave.current = instance
    const opened = selectSavedResume(useEditor.getState())
    if (recovered && opened) {
      instance.change(opened)
      instance.flush()
    }
    // What is saved leaves out an item still in its add form (never confirmed with Add).
    const unsubscribe = useEditor.subscribe((state, previous) => {
      if (state.cvId !== cvId || adopting.current) return
      const saved = selectSavedResume(state)
      if (saved && !sameSavedContent(saved, selectSavedResume(previous))) instance.change(saved)
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
      setConflict(null)
    }
  }, [start])

  const retry = useCallback(() => autosave.current?.flush(), [])

  /**
   * The revision the editor's state is based on, when everything is saved; null while a change
   * waits, is being saved or is in conflict (then the editor's state is the user's, not stale).
   */
  const settledRevision = useCallback(() => {
    const instance = autosave.current
    if (!instance || instance.hasUnsent || instance.status !== 'saved') return null
    return instance.revision
  }, [])

  /** Saves this editor's version over the other one. */
  const keepMine = useCallback(() => autosave.current?.keepMine(), [])

  /** Shows the other version (undo brings mine back) and drops what was unsent. */
  const takeTheirs = useCallback(() => {
    const instance = autosave.current
    const current = instance?.conflict
    if (!instance || !current) return
    instance.takeTheirs()
    adopting.current = true
    try {
      useEditor.getState().replace(current.theirs.cvData)
    } finally {
      adopting.current = false
    }
  }, [])

  /**
   * Saves this editor's version as a new resume named `copyName(mine's name)`, then shows the
   * other version here. Resolves with the new resume's id and name; on failure nothing changes
   * and the conflict stays open.
   */
  const keepBoth = useCallback(
    async (copyName: (name: string) => string) => {
      const current = autosave.current?.conflict
      if (!current) return null
      const name = copyName(current.mine.resumeName)
      const result = await resumeStore.create({ ...current.mine, resumeName: name })
      // Typing went on while the copy was being made: the copy gets the newest state too.
      const latest = autosave.current?.conflict?.mine
      if (latest && latest !== current.mine) {
        const { revision } = await resumeStore.get(result.id)
        await resumeStore.update(result.id, { ...latest, resumeName: name }, revision)
      }
      takeTheirs()
      return { id: result.id, name }
    },
    [takeTheirs],
  )

  return { status, retry, conflict, keepMine, takeTheirs, keepBoth, settledRevision }
}
