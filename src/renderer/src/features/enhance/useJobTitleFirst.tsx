// How the editor's AI buttons start (spec 000 §4 "Inline AI enhance" 1 and 5): not signed in →
// the sign-in dialog; a call that needs a job title while the resume has none → the job-title
// modal first, and the chosen title is set and the call starts JOB_TITLE_START_DELAY_MS later;
// otherwise the call starts at once with the resume's title. Shared by the enhance button
// (EnhanceField) and the skills suggestions (SkillSuggestions); the call itself is useAiCall's.
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../stores/editor'
import { useSession } from '../../stores/session'
import { AiJobTitleModal } from './AiJobTitleModal'

/** Spec 000 §9: enhance start after the job title. */
export const JOB_TITLE_START_DELAY_MS = 200

export interface JobTitleFirst {
  /** Starts `go`, asking for the job title first when `needsTitle` and there is none. */
  start(needsTitle: boolean, go: (jobTitle: string) => void): void
  /** The job-title modal while it is asked for, else null: rendered by the caller. */
  modal: ReactNode
}

export function useJobTitleFirst(): JobTitleFirst {
  // The job-title list of the interface language (the modal's search).
  const { i18n } = useTranslation()
  const resume = useEditor((state) => state.resume)
  const updateContact = useEditor((state) => state.updateContact)
  const user = useSession((state) => state.user)
  const openDialog = useSession((state) => state.openDialog)
  // The call waiting for the title while the modal asks for it.
  const [waiting, setWaiting] = useState<{ go(jobTitle: string): void } | null>(null)
  const timer = useRef<number | undefined>(undefined)

  useEffect(() => () => window.clearTimeout(timer.current), [])

  function start(needsTitle: boolean, go: (jobTitle: string) => void) {
    if (!user) {
      openDialog()
      return
    }
    const jobTitle = resume?.contact.jobTitle ?? ''
    if (needsTitle && jobTitle.trim() === '') {
      setWaiting({ go })
      return
    }
    go(jobTitle)
  }

  const modal =
    waiting && resume ? (
      <AiJobTitleModal
        resume={resume}
        locale={i18n.language}
        onClose={() => setWaiting(null)}
        onSubmit={(title) => {
          updateContact({ jobTitle: title })
          setWaiting(null)
          timer.current = window.setTimeout(() => waiting.go(title), JOB_TITLE_START_DELAY_MS)
        }}
      />
    ) : null

  return { start, modal }
}
