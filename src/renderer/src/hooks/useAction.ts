// One action at a time from a dialog or a button (the share and history dialogs, the AI calls):
// which action runs (`busy`, for its button's "…ing" label and to disable the others), the message
// of the last failure and a notice, both cleared when the next action starts. What a failure
// means is the caller's: `failed` turns it into the message to show, or null when it has been
// handled otherwise (an upgrade prompt, the sign-in dialog). A second action asked for while one
// runs is not started.
import { useCallback, useRef, useState } from 'react'

export interface Action<Key extends string> {
  /** The running action's key, or null. */
  busy: Key | null
  error: string | null
  notice: string | null
  setError(message: string | null): void
  setNotice(message: string | null): void
  /** Runs `work`; its result, or null when it failed or another action was running. */
  run<T>(key: Key, work: () => Promise<T>): Promise<T | null>
}

export function useAction<Key extends string = string>(
  failed: (failure: unknown) => string | null,
): Action<Key> {
  const [busy, setBusy] = useState<Key | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const running = useRef(false)

  const run = useCallback(
    async <T>(key: Key, work: () => Promise<T>): Promise<T | null> => {
      if (running.current) return null
      running.current = true
      setBusy(key)
      setError(null)
      setNotice(null)
      try {
        return await work()
      } catch (failure) {
        setError(failed(failure))
        return null
      } finally {
        running.current = false
        setBusy(null)
      }
    },
    [failed],
  )

  return { busy, error, notice, setError, setNotice, run }
}
