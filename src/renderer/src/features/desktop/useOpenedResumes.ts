// Resume files opened from the system (File › Open, a double-click, a drop, a second launch)
// become resumes in the user's library and open in the editor. Where the library needs an
// account (src/renderer/src/library), they wait until the page knows whether someone is signed
// in, and while nobody is; nothing opened is dropped. The desktop's local library takes them at once.
import type { OpenedResumeFile } from '@shared/platform'
import { setResumeName } from '@shared/resume'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { resumeStore } from '../../library'
import { errorMessage } from '../../api/messages'
import { useLocale } from '../../routes/useLocale'
import { useSession } from '../../stores/session'

/** "Ada Lovelace.json" names a resume that has no name of its own "Ada Lovelace". */
export function withFileName(file: OpenedResumeFile) {
  if (file.resume.resumeName.trim()) return file.resume
  return setResumeName(file.resume, file.fileName.replace(/\.json$/i, ''))
}

export function useOpenedResumes() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { to } = useLocale()
  const [notice, setNotice] = useState<string | null>(null)
  const waiting = useRef<OpenedResumeFile[]>([])
  const askedToSignIn = useRef(false)

  const fail = useCallback(
    (error: unknown) =>
      setNotice(t('desktop.files.openFailed', { reason: errorMessage(error, t) })),
    [t],
  )

  /** Adds what waits to the library once someone is signed in; asks once to sign in otherwise. */
  const flush = useCallback(() => {
    const { user, status, openDialog } = useSession.getState()
    if (status !== 'ready' || waiting.current.length === 0) return
    if (!user && resumeStore.needsAccount) {
      if (askedToSignIn.current) return
      askedToSignIn.current = true
      setNotice(t('desktop.files.signInToOpen', { name: waiting.current[0]?.fileName ?? '' }))
      openDialog()
      return
    }
    askedToSignIn.current = false
    const files = waiting.current
    waiting.current = []
    setNotice(null)
    void (async () => {
      for (const file of files) {
        try {
          const result = await resumeStore.create(withFileName(file))
          // The last file opened is the one left in the editor.
          await navigate(to(`/cv-creation/${encodeURIComponent(result.id)}`))
        } catch (error) {
          fail(error)
        }
      }
    })()
  }, [navigate, to, t, fail])

  const receive = useCallback(
    (file: OpenedResumeFile) => {
      waiting.current.push(file)
      flush()
    },
    [flush],
  )

  // The session may still be loading when a file arrives, or the user signs in afterwards.
  useEffect(() => useSession.subscribe(flush), [flush])

  return { receive, fail, notice, dismiss: () => setNotice(null) }
}
