// "Create" from the home page or after signing in with the creation intent (spec 001 §2.6):
// a user with resumes goes to the library, a user without one gets a new resume in the
// Business template and lands in the editor.
import { createResume, updateContact, type ResumeLanguageCode } from '@shared/resume'
import { useCallback, useState } from 'react'
import type { UserDetails } from '@shared/api'
import { useNavigate } from 'react-router'
import { api } from '../../api'
import { useLocale } from '../../routes/useLocale'

/**
 * Creates a resume in the user's library, with their name and e-mail already filled in, and
 * returns its id.
 */
export async function createNewResume(
  user: UserDetails,
  language: ResumeLanguageCode,
): Promise<string> {
  // The template picker (spec 000 §4 "Template modal for a new resume") is a later issue; until
  // then every new resume starts in the default Business template.
  const blank = createResume({ selectedTemplate: 'Business', resumeLanguage: language })
  const resume = updateContact(blank, {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  })
  const { result } = await api.library.create({ cvData: resume })
  return result.id
}

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
      try {
        const { count } = await api.library.count({ uid: user.uid })
        if (count > 0) {
          await navigate(to('/library'))
          return null
        }
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
