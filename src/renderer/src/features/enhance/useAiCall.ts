// One AI call from the editor or the guided enhancement (spec 000 §4 "Inline AI enhance" 1–3):
// not signed in → the sign-in dialog; a loading flag that clears on success and failure; 402 →
// the upgrade prompt for Free and Onhold accounts, the not-enough-credits prompt for Premium
// (wording chosen by account status, spec 000 §6); any other failure → a clear message, and the
// resume is left as it was. One call at a time (useAction).
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { useAction } from '../../hooks/useAction'
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
  const [prompt, setPrompt] = useState<AiPrompt | null>(null)

  const failed = useCallback(
    (caught: unknown): string | null => {
      if (caught instanceof ApiError && caught.status === 402) {
        const premium = user?.accountStatus === 'Premium'
        setPrompt(
          caught.id === 'not_enough_credits'
            ? { kind: 'credits', premium, message: caught.message }
            : { kind: 'upgrade', message: caught.message },
        )
        return null
      }
      if (caught instanceof ApiError && caught.status === 401) {
        openDialog()
        return null
      }
      return t('enhance.errors.failed', { reason: errorMessage(caught, t) })
    },
    [user, openDialog, t],
  )
  const action = useAction<'call'>(failed)
  const { run: runAction, setError } = action

  const run = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | null> => {
      if (!user) {
        openDialog()
        return null
      }
      return runAction('call', call)
    },
    [user, openDialog, runAction],
  )

  return {
    loading: action.busy !== null,
    prompt,
    error: action.error,
    run,
    closePrompt: () => setPrompt(null),
    clearError: () => setError(null),
  }
}
