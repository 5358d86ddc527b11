// The job-title modal of inline enhancement (spec 000 §2 "job-title modal with AI suggestions",
// §4 "Inline AI enhance" 5): titles suggested from the resume (the free /enhance/JobTitles call)
// and the searchable title list; the chosen title becomes the resume's job title.
import { resumeToPlainText, type Resume } from '@shared/resume'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { Modal } from '../../components/Modal'
import { JobTitleSearch } from '../evaluation/JobTitleSearch'

interface Props {
  resume: Resume
  locale: string
  onSubmit(title: string): void
  onClose(): void
}

export function AiJobTitleModal({ resume, locale, onSubmit, onClose }: Props) {
  const { t } = useTranslation()
  const [title, setTitle] = useState('')
  // An empty resume has no titles to suggest: nothing to wait for.
  const [cvText] = useState(() => resumeToPlainText(resume))
  const [suggestions, setSuggestions] = useState<string[] | null>(() =>
    cvText.trim() === '' ? [] : null,
  )

  useEffect(() => {
    let current = true
    if (cvText.trim() === '') return
    api.evaluation.jobTitles({ cvText, language: resume.resumeLanguage }).then(
      (answer) => current && setSuggestions(answer.jobTitleSuggestions.slice(0, 6)),
      // Suggestions are a help: without them the search list still works.
      () => current && setSuggestions([]),
    )
    return () => {
      current = false
    }
    // The suggestions are asked once, when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (title.trim() !== '') onSubmit(title.trim())
  }

  return (
    <Modal
      title={t('enhance.jobTitle.title')}
      description={t('enhance.jobTitle.text')}
      onClose={onClose}
    >
      {suggestions === null ? (
        <p className="muted" role="status">
          {t('enhance.jobTitle.loading')}
        </p>
      ) : (
        suggestions.length > 0 && (
          <div className="ai-job-titles">
            <p className="field__label">{t('enhance.jobTitle.suggestions')}</p>
            <ul className="ai-job-titles__list">
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => onSubmit(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )
      )}
      <form onSubmit={submit} className="job-title-modal">
        <JobTitleSearch value={title} onChange={setTitle} locale={locale} autoFocus />
        <button type="submit" className="btn btn--primary" disabled={title.trim() === ''}>
          {t('enhance.jobTitle.submit')}
        </button>
      </form>
    </Modal>
  )
}
