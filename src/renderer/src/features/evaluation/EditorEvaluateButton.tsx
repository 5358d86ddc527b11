// The editor's Evaluate button (spec 000 §2, §4): evaluates the resume being edited the same way
// the evaluation page does, asks for a job title first when the resume has none, passes the
// section scores to the editor (its step indicator marks steps under 60) and opens the
// evaluation modal with the result.
//
// "Fix resume now" leads to the guided enhancement (CvEnhancement) of the resume being edited; it
// is shown to signed-in users only (spec 000 §2, §6).
import type { EvaluationResponse } from '@shared/api'
import { resumeToPlainText } from '@shared/resume'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Modal } from '../../components/Modal'
import { useLocale } from '../../routes/useLocale'
import { useEditor } from '../../stores/editor'
import { useSession } from '../../stores/session'
import { JobTitleModal } from './JobTitleModal'
import { ResultPanel } from './ResultPanel'
import { useEvaluation } from './useEvaluation'
import './evaluation.css'

export function EditorEvaluateButton() {
  const { t } = useTranslation()
  const { locale, to } = useLocale()
  const cvId = useEditor((state) => state.cvId)
  const resume = useEditor((state) => state.resume)
  const setSectionScores = useEditor((state) => state.setSectionScores)
  const user = useSession((state) => state.user)
  const [jobTitle, setJobTitle] = useState(resume?.contact.jobTitle ?? '')
  const [open, setOpen] = useState(false)
  const source = resume
    ? { cvText: resumeToPlainText(resume), cvData: resume, language: resume.resumeLanguage }
    : null
  const flow = useEvaluation({ source, jobTitle, setJobTitle, mobile: false })
  const [shown, setShown] = useState<EvaluationResponse | null>(null)

  if (flow.result && flow.result !== shown) {
    setShown(flow.result)
    setOpen(true)
    if (flow.result.sectionScores.length > 0) setSectionScores(flow.result.sectionScores)
  }

  return (
    <>
      <button
        type="button"
        className="btn btn--secondary"
        disabled={!resume || flow.running}
        onClick={() => {
          setShown(null)
          flow.reset()
          void flow.evaluate()
        }}
      >
        {flow.running ? t('evaluationPage.evaluating') : t('evaluationPage.editorButton')}
      </button>
      {flow.problem === 'failed' && (
        <span className="field__error" role="alert">
          {t('evaluationPage.problems.failed')}
        </span>
      )}
      {flow.askJobTitle && (
        <JobTitleModal
          locale={locale}
          onSubmit={flow.submitJobTitle}
          onClose={flow.cancelJobTitle}
        />
      )}
      {open && flow.result && (
        <Modal title={t('evaluationPage.modalTitle')} onClose={() => setOpen(false)} size="large">
          {flow.problem && flow.problem !== 'failed' && (
            <p className="field__error" role="alert">
              {t(`evaluationPage.problems.${flow.problem}`)}
            </p>
          )}
          <ResultPanel result={flow.result} />
          {user && cvId && (
            <div className="eval-editor-button__fix">
              <Link
                to={to(`/cv-enhancement/${encodeURIComponent(cvId)}`)}
                className="btn btn--primary"
                onClick={() => setOpen(false)}
              >
                {t('evaluationPage.fixNow')}
              </Link>
            </div>
          )}
        </Modal>
      )}
    </>
  )
}
