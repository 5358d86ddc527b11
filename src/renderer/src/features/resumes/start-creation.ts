// "Create" from the home page or after signing in with the creation intent (spec 001 §2.6):
// the library opens with the template modal for a new resume (spec 000 §4), which creates the
// resume in the chosen template and opens the editor; the library applies the plan's rules.
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { preloadScreen } from '../../routes/screens'
import { useLocale } from '../../routes/useLocale'

/** `/library?new=1` opens the template modal for a new resume. */
export const NEW_RESUME_PARAM = 'new'

export function useStartCreation() {
  const navigate = useNavigate()
  const { to } = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)

  const start = useCallback(
    /** Resolves with the failure, if any (also kept in `error`). */
    // The caller checked the user may use the library; the library applies the plan's rules.
    async (): Promise<unknown> => {
      setBusy(true)
      setError(null)
      // The editor comes right after the chooser: its code downloads meanwhile.
      preloadScreen('/library')
      preloadScreen('/cv-creation/new')
      try {
        await navigate(to(`/library?${NEW_RESUME_PARAM}=1`))
        return null
      } catch (failure) {
        setError(failure)
        return failure
      } finally {
        setBusy(false)
      }
    },
    [navigate, to],
  )

  return { start, busy, error }
}
