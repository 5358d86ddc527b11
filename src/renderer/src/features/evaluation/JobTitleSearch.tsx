// The desired-job-title search (spec 000 §2): case-insensitive substring match over the job-title
// lists of the interface language, with a clear button. Any typed title may be used too.
import { searchJobTitles } from '@shared/evaluation/job-titles'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  value: string
  onChange(value: string): void
  locale: string
  autoFocus?: boolean
}

export function JobTitleSearch({ value, onChange, locale, autoFocus }: Props) {
  const { t } = useTranslation()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const matches = open ? searchJobTitles(value, locale, 8) : []
  return (
    <div className="job-title-search">
      <label className="field__label" htmlFor={`${listId}-input`}>
        {t('evaluationPage.jobTitle.label')}
      </label>
      <div className="job-title-search__box">
        <input
          id={`${listId}-input`}
          className="field__input"
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          value={value}
          placeholder={t('evaluationPage.jobTitle.placeholder')}
          maxLength={200}
          autoFocus={autoFocus}
          data-autofocus={autoFocus ? '' : undefined}
          onChange={(event) => {
            onChange(event.target.value)
            setOpen(true)
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        {value !== '' && (
          <button
            type="button"
            className="job-title-search__clear"
            aria-label={t('evaluationPage.jobTitle.clear')}
            onClick={() => {
              onChange('')
              setOpen(false)
            }}
          >
            ×
          </button>
        )}
      </div>
      {matches.length > 0 && (
        <ul id={listId} role="listbox" className="job-title-search__list">
          {matches.map((title) => (
            <li key={title} role="option" aria-selected={title === value}>
              <button
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange(title)
                  setOpen(false)
                }}
              >
                {title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
