// The inline-editable resume name of a library card: Enter or leaving the field saves, Escape
// puts the saved name back.
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '../../api/messages'

interface ResumeNameInputProps {
  name: string
  placeholder: string
  onSave(name: string): Promise<void>
}

export function ResumeNameInput({ name, placeholder, onSave }: ResumeNameInputProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(name)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function commit() {
    const next = draft.trim()
    if (next === name.trim()) {
      setDraft(name)
      return
    }
    setSaving(true)
    setError(null)
    try {
      await onSave(next)
    } catch (failure) {
      setError(errorMessage(failure, t))
    } finally {
      setSaving(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      event.currentTarget.blur()
    } else if (event.key === 'Escape') {
      setDraft(name)
      setError(null)
    }
  }

  return (
    <div className="resume-name">
      <input
        className="resume-name__input"
        aria-label={t('library.card.nameLabel')}
        value={draft}
        placeholder={placeholder}
        maxLength={500}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-busy={saving || undefined}
      />
      {saving && (
        <span className="resume-name__status" role="status">
          {t('library.card.savingName')}
        </span>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
