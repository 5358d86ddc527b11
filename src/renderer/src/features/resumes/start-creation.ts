// "Create" from the home page or after signing in with the creation intent (spec 001 §2.6):
// a user with resumes goes to the library, a user without one gets a new resume in the
// Business template and lands in the editor.
import type { UserDetails } from '@shared/api'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { api } from '../../api'
import { preloadScreen } from '../../routes/screens'
import { useLocale } from '../../routes/useLocale'

export function useStartCreation() {
  const navigate = useNavigate()
  const { locale, to } = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const start = useCallback(
    /** Resolves with the failure, if any (also kept in `error`). */
    async (user: UserDetails): Promise<unknown> => {
      setBusy(true)
      setError(null)
      // Either page may come next: their code downloads while the library is counted.
      preloadScreen('/library')
      preloadScreen('/cv-creation/new')
      try {
        const { count } = await api.library.count({ uid: user.uid })
        if (count > 0) {
          await navigate(to('/library'))
          return null
        }
        const { createNewResume } = await import('./new-resume')
        const id = await createNewResume(user, locale)
        await navigate(to(`/cv-creation/${encodeURIComponent(id)}`))
        return null
      } catch (failure) {
        setError(failure)
        return failure
      } finally {
        setBusy(false)
      }
    },
    [navigate, to, locale],
  )

  return { start, busy, error }
}
