// The AI draft (issue 19.1): a pasted job description (and optionally the position) → a draft
// of subject, greeting, body and closing from the linked resume's facts, through the cloud's AI
// interface (one enhance credit). The answer says which engine wrote it, and the page says so:
// the offline engine's structured draft with gaps to fill, or the AI model's written draft;
// never one for the other. What the fact guard removed is listed. The draft goes into the
// editor as one undoable step.
import type { CoverLetter } from '@shared/cover-letter/model'
import type { DraftCoverLetterResponse } from '@shared/api'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { useCoverLetter } from './store'

export function CoverLetterDraft({
  resumeId,
  letter,
}: {
  resumeId: string | null
  letter: CoverLetter
}) {
  const { t } = useTranslation()
  const id = useId()
  const [jobDescription, setJobDescription] = useState('')
  const [jobTitle, setJobTitle] = useState('')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<DraftCoverLetterResponse | null>(null)
  const [error, setError] = useState<unknown>(null)

  async function draft() {
    if (!resumeId) return
    setBusy(true)
    setError(null)
    try {
      const response = await api.coverLetter.draft({ resumeId, letter, jobDescription, jobTitle })
      const { subject, greeting, body, closing } = response.result
      useCoverLetter.getState().applyDraft({ subject, greeting, body, closing })
      setAnswer(response)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  const engineText = !answer
    ? null
    : answer.fallback
      ? t('coverLetter.draft.fallback')
      : answer.engine === 'llm'
        ? t('coverLetter.draft.llm')
        : t('coverLetter.draft.offline')

  return (
    <details className="cover-letter-draft">
      <summary>{t('coverLetter.draft.title')}</summary>
      <p className="field__hint">{t('coverLetter.draft.hint')}</p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-title`}>
          {t('coverLetter.draft.jobTitle')}
        </label>
        <input
          id={`${id}-title`}
          className="field__input"
          value={jobTitle}
          maxLength={200}
          onChange={(event) => setJobTitle(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-job`}>
          {t('coverLetter.draft.jobDescription')}
        </label>
        <textarea
          id={`${id}-job`}
          className="field__input cover-letter-draft__job"
          rows={6}
          value={jobDescription}
          maxLength={60_000}
          onChange={(event) => setJobDescription(event.target.value)}
        />
      </div>
      <p className="field__hint">{t('coverLetter.draft.replaces')}</p>
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => void draft()}
        disabled={busy || !resumeId}
      >
        {busy ? t('coverLetter.draft.working') : t('coverLetter.draft.button')}
      </button>
      {!resumeId && <p className="field__hint">{t('coverLetter.library.needResume')}</p>}
      {engineText && (
        <p className="alert alert--info" role="status" data-engine={answer?.engine}>
          {engineText}
        </p>
      )}
      {answer && answer.result.removedFacts.length > 0 && (
        <p className="field__hint" role="status">
          {t('coverLetter.draft.removed', { facts: answer.result.removedFacts.join(', ') })}
        </p>
      )}
      {error !== null && (
        <p className="field__error" role="alert">
          {t('coverLetter.draft.failed', { reason: errorMessage(error, t) })}
        </p>
      )}
    </details>
  )
}
