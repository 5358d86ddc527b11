// Connects the editor store to the autosave: every resume change is handed over, the page
// being hidden or coming back online sends at once, and leaving the editor sends what is left.
import { useCallback, useEffect, useRef, useState } from 'react'
import { api, ApiError } from '../../api'
import { sameSavedContent, selectSavedResume, useEditor } from '../../stores/editor'
import { createAutosave, type Autosave, type KeyValueStorage, type SaveStatus } from './autosave'

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
  baseUpdatedAt: string
  /** The opened state came from the device's unsent copy and must be sent. */
  recovered: boolean
}

export function useAutosave(start: AutosaveStart | null) {
  const [status, setStatus] = useState<SaveStatus>('saved')
  const autosave = useRef<Autosave | null>(null)

  useEffect(() => {
    if (!start) return
    const { cvId, baseUpdatedAt, recovered } = start
    const instance = createAutosave({
      cvId,
      baseUpdatedAt,
      storage: browserStorage(),
      onStatus: setStatus,
      isNetworkError,
      isRetryable,
      save: async (resume) => {
        const { result } = await api.library.update({ id: cvId, cvData: resume })
        return { updatedAt: result.updatedAt }
      },
    })
    autosave.current = instance
    const opened = selectSavedResume(useEditor.getState())
    if (recovered && opened) {
      instance.change(opened)
      instance.flush()
    }
    // What is saved leaves out an item still in its add form (never confirmed with Add).
    const unsubscribe = useEditor.subscribe((state, previous) => {
      if (state.cvId !== cvId) return
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
    }
  }, [start])

  const retry = useCallback(() => autosave.current?.flush(), [])
  return { status, retry }
}
