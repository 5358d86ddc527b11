// Where the user goes after signing in (spec 001 §2.4): the path a guard stored, else by the
// dialog's intent, else they stay where they are.
import type { UserDetails } from '@shared/api'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { takeRedirectPath } from '../../routes/redirect-after-login'
import { useLocale } from '../../routes/useLocale'
import type { SignInIntent } from '../../stores/session'
import { useStartCreation } from '../resumes/start-creation'

export function useAfterSignIn() {
  const navigate = useNavigate()
  const { to } = useLocale()
  const { start } = useStartCreation()

  const afterSignIn = useCallback(
    /** Resolves with what went wrong on the way, or null. */
    async (user: UserDetails, intent: SignInIntent | null): Promise<unknown> => {
      const stored = takeRedirectPath()
      if (stored) {
        await navigate(to(stored))
        return null
      }
      if (intent === 'creation') return start(user)
      return null
    },
    [navigate, to, start],
  )

  return afterSignIn
}
