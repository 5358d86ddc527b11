// Deleting a resume needs the localised confirmation word typed (spec 001 §4, §5).
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/messages'
import { Modal } from '../../components/Modal'
import { TextField } from '../../components/TextField'
import { matchesConfirmationWord } from './confirm-word'

interface DeleteResumeModalProps {
  resumeLabel: string
  onConfirm(): Promise<void>
  onClose(): void
}

export function DeleteResumeModal({ resumeLabel, onConfirm, onClose }: DeleteResumeModalProps) {
  const { t, i18n } = useTranslation()
  const word = t('library.delete.confirmWord')
  const [typed, setTyped] = useState('')
  const [deleting, setDeleting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmed = matchesConfirmationWord(typed, word, i18n.language)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!confirmed || deleting) return
    setDeleting(true)
    setError(null)
    try {
      await onConfirm()
    } catch (failure) {
      setError(errorMessage(failure, t))
      setDeleting(false)
    }
  }

  return (
    <Modal
      title={t('library.delete.title')}
      description={t('library.delete.description', { name: resumeLabel })}
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)} className="delete-form">
        <TextField
          label={t('library.delete.typeToConfirm', { word })}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-autofocus
        />
        {error && (
          <div className="alert" role="alert">
            <p>{error}</p>
          </div>
        )}
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn--danger" disabled={!confirmed || deleting}>
            {deleting ? t('library.delete.deleting') : t('library.delete.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
