// The link address box of the rich-text toolbar. Only web and e-mail links are accepted, the
// same ones the resume keeps after sanitising.
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** A typed address as a link target: "example.com" becomes https://example.com. */
export function normalizeLinkInput(raw: string): string | null {
  const value = raw.trim()
  if (value === '') return null
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return `mailto:${value}`
  return /^[^\s]+\.[^\s]+$/.test(value) ? `https://${value}` : null
}

interface LinkFormProps {
  initialHref: string
  hasLink: boolean
  onApply(href: string): void
  onRemove(): void
  onCancel(): void
}

export function LinkForm({ initialHref, hasLink, onApply, onRemove, onCancel }: LinkFormProps) {
  const { t } = useTranslation()
  const id = useId()
  const [value, setValue] = useState(initialHref)
  const [error, setError] = useState<string | null>(null)

  function apply() {
    const href = normalizeLinkInput(value)
    if (!href) {
      setError(t('richText.linkInvalid'))
      return
    }
    onApply(href)
  }

  // This sits inside the editor's form, so Enter must not submit that form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      apply()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    }
  }

  return (
    <div className="rich-text__link-form">
      <label htmlFor={id} className="visually-hidden">
        {t('richText.linkAddress')}
      </label>
      <input
        id={id}
        type="url"
        className="field__input"
        placeholder="https://"
        value={value}
        autoFocus
        onChange={(event) => {
          setValue(event.target.value)
          setError(null)
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="button" className="btn btn--primary btn--small" onClick={apply}>
        {t('richText.applyLink')}
      </button>
      {hasLink && (
        <button type="button" className="btn btn--ghost btn--small" onClick={onRemove}>
          {t('richText.removeLink')}
        </button>
      )}
      <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
        {t('common.cancel')}
      </button>
      {error && (
        <p id={`${id}-error`} className="field__error rich-text__link-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
