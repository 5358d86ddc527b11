// Birth date typed as DD/MM/YYYY (spec 000 §5): formatted while typing, stored only when it is a
// real past date (or cleared), with the reason shown while it is not.
import { formatBirthDateInput, validateBirthDate } from '@shared/resume'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField'

interface BirthDateFieldProps {
  value: string
  onCommit(value: string): void
}

export function BirthDateField({ value, onCommit }: BirthDateFieldProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(value)
  const [shown, setShown] = useState(value)
  const [touched, setTouched] = useState(false)
  // The stored date changed from elsewhere (undo, redo): show it.
  if (value !== shown) {
    setShown(value)
    setDraft(value)
  }
  const check = draft === '' ? ({ ok: true } as const) : validateBirthDate(draft)
  // An unfinished date is only a problem once the user leaves the field.
  const showReason = !check.ok && (check.reason !== 'incomplete' || touched)

  function change(raw: string) {
    const formatted = formatBirthDateInput(raw)
    setDraft(formatted)
    if (formatted === '' || validateBirthDate(formatted).ok) onCommit(formatted)
  }

  return (
    <TextField
      label={t('editor.personal.birthDate')}
      hint={t('editor.personal.birthDateHint')}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('editor.personal.birthDatePlaceholder')}
      value={draft}
      maxLength={10}
      onChange={(event) => change(event.target.value)}
      onBlur={() => setTouched(true)}
      onFocus={() => setTouched(false)}
      error={showReason && !check.ok ? t(`editor.personal.birthDateErrors.${check.reason}`) : null}
    />
  )
}
