// A month-year date typed as you go (spec 000 §5): digits only, the slash after two digits,
// month 01–12, a four-digit year. Only a complete valid date (or an empty field) is stored; while
// the input is not valid the field says why, and the stored value stays what it was.
import { formatMonthYearInput, validateMonthYear } from '@shared/resume'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../components/TextField'

interface MonthYearFieldProps {
  label: string
  value: string
  /** Ongoing items show the Present word here and cannot be edited. */
  disabled?: boolean
  /** A problem with the stored value found elsewhere (an end before the start). */
  problem?: string | null
  onCommit(value: string): void
  onBlur?(): void
}

export function MonthYearField(props: MonthYearFieldProps) {
  const { label, value, disabled, problem, onCommit, onBlur } = props
  const { t } = useTranslation()
  const [draft, setDraft] = useState(value)
  const [shown, setShown] = useState(value)
  const [touched, setTouched] = useState(false)
  // A stored value changed from elsewhere (undo, the ongoing checkbox): show it.
  if (value !== shown) {
    setShown(value)
    setDraft(value)
  }
  const check = disabled || draft === '' ? ({ ok: true } as const) : validateMonthYear(draft)
  // An unfinished date is only a problem once the user leaves the field.
  const reason = !check.ok && (check.reason !== 'incomplete' || touched) ? check.reason : null

  function change(raw: string) {
    const formatted = formatMonthYearInput(raw)
    setDraft(formatted)
    if (formatted === '' || validateMonthYear(formatted).ok) onCommit(formatted)
  }

  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('cvEditor.date.placeholder')}
      value={disabled ? value : draft}
      disabled={disabled}
      maxLength={7}
      onChange={(event) => change(event.target.value)}
      onFocus={() => setTouched(false)}
      onBlur={() => {
        setTouched(true)
        onBlur?.()
      }}
      error={reason ? t(`cvEditor.date.errors.${reason}`) : (problem ?? null)}
    />
  )
}
