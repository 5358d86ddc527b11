// The letter's PDF (issue 19.1), on the resume download's rule and through the same print page:
// on the web the cloud prints it (POST /api/coverLetters/:id/pdf; Free gets the upgrade
// prompt), on the desktop Chromium prints it locally when the plan's downloads are unlimited.
import { platform } from '@platform'
import type { CoverLetter } from '@shared/cover-letter/model'
import { resumeFileName } from '@shared/export'
import type { Resume } from '@shared/resume'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'

type Phase = 'idle' | 'working' | 'upgrade' | { failed: string }

export function CoverLetterExport({
  letterId,
  letter,
  resume,
}: {
  letterId: string
  letter: CoverLetter
  resume: Resume
}) {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<Phase>('idle')

  async function download() {
    setPhase('working')
    try {
      if (platform.kind === 'desktop') {
        const { plan } = await api.plan.get()
        if (plan?.credits.download.remaining !== null) return setPhase('upgrade')
        await platform.exportPdf({ resume, adjust: false, coverLetter: letter })
      } else {
        const data = await api.coverLetter.pdf({ id: letterId, letter })
        await platform.saveFile({
          suggestedName: resumeFileName({ ...resume.contact, jobTitle: 'cover letter' }),
          mimeType: 'application/pdf',
          data,
        })
      }
      setPhase('idle')
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) return setPhase('upgrade')
      setPhase({ failed: errorMessage(error, t) })
    }
  }

  return (
    <div className="cover-letter-export">
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => void download()}
        disabled={phase === 'working'}
      >
        {phase === 'working' ? t('coverLetter.export.working') : t('coverLetter.export.button')}
      </button>
      {phase === 'upgrade' && (
        <p className="field__error" role="alert">
          {t('coverLetter.export.upgrade')}
        </p>
      )}
      {typeof phase === 'object' && (
        <p className="field__error" role="alert">
          {t('coverLetter.export.failed', { reason: phase.failed })}
        </p>
      )}
    </div>
  )
}
