// Asks for the job title when evaluation starts without one (spec 000 §4); evaluation continues
// once a title is submitted.
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/Modal'
import { JobTitleSearch } from './JobTitleSearch'

interface Props {
  locale: string
  onSubmit(title: string): void
  onClose(): void
}

export function JobTitleModal({ locale, onSubmit, onClose }: Props) {
  const { t } = useTranslation()
  const [title, setTitle] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    if (title.trim() !== '') onSubmit(title.trim())
  }
  return (
    <Modal
      title={t('evaluationPage.jobTitleModal.title')}
      description={t('evaluationPage.jobTitleModal.text')}
      onClose={onClose}
    >
      <form onSubmit={submit} className="job-title-modal">
        <JobTitleSearch value={title} onChange={setTitle} locale={locale} autoFocus />
        <button type="submit" className="btn btn--primary" disabled={title.trim() === ''}>
          {t('evaluationPage.jobTitleModal.submit')}
        </button>
      </form>
    </Modal>
  )
}
