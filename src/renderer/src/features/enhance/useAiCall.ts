// One AI call from the editor or the guided enhancement (spec 000 §4 "Inline AI enhance" 1–3):
// not signed in → the sign-in dialog; a loading flag that clears on success and failure; 402 →
// the upgrade prompt for Free and Onhold accounts, the not-enough-credits prompt for Premium
// (wording chosen by account status, spec 000 §6); any other failure → a clear message, and the
// resume is left as it was.
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { useSession } from '../../stores/session'

export type AiPrompt =
  { kind: 'upgrade'; message: string } | { kind: 'credits'; premium: boolean; message: string }

export interface AiCall {
  loading: boolean
  prompt: AiPrompt | null
  error: string | null
  closePrompt(): void
  clearError(): void
  /** Runs the call; null when it did not succeed (what to show is set here). */
  run<T>(call: () => Promise<T>): Promise<T | null>
}

export function useAiCall(): AiCall {
  const { t } = useTranslation()
  const user = useSession((state) => state.user)
  const openDialog = useSession((state) => state.openDialog)
  const [loading, setLoading] = useState(false)
  const [prompt, setPrompt] = useState<AiPrompt | null>(null)
  const [error, setError] = useState<string | null>(null)
  const running = useRef(false)

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | null> => {
      if (!user) {
        openDialog()
        return null
      }
      if (running.current) return null
      running.current = true
      setLoading(true)
      setError(null)
      try {
        return await call()
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 402) {
          const premium = user.accountStatus === 'Premium'
          setPrompt(
            caught.id === 'not_enough_credits'
              ? { kind: 'credits', premium, message: caught.message }
              : { kind: 'upgrade', message: caught.message },
          )
        } else if (caught instanceof ApiError && caught.status === 401) {
          openDialog()
        } else {
          setError(t('enhance.errors.failed', { reason: errorMessage(caught, t) }))
        }
        return null
      } finally {
        running.current = false
        setLoading(false)
      }
    },
    [user, openDialog, t],
  )

  return {
    loading,
    prompt,
    error,
    run,
    closePrompt: () => setPrompt(null),
    clearError: () => setError(null),
  }
}
