// Where the user goes after signing in (spec 001 §2.4, §2.2 rule 5): the path a guard stored,
// else by the dialog's intent, else they stay where they are. Intents: creation goes to the
// library when the user has resumes already, otherwise the template chooser opens; existing goes
// to the import page; evaluation to the evaluation page.
import type { UserDetails } from '@shared/api'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { api } from '../../api'
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
      if (intent === 'existing') {
        await navigate(to('/cv-existing'))
        return null
      }
      if (intent === 'evaluation') {
        await navigate(to('/cv-evaluation'))
        return null
      }
      if (intent === 'creation') {
        let count: number
        try {
          count = (await api.library.count({ uid: user.uid })).count
        } catch (failure) {
          return failure
        }
        if (count > 0) {
          await navigate(to('/library'))
          return null
        }
        return start()
      }
      return null
    },
    [navigate, to, start],
  )

  return afterSignIn
}
