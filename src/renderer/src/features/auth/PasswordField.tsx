import { useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField'

interface PasswordFieldProps {
  value: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
  error?: string
  hint?: string
  autoComplete: 'current-password' | 'new-password'
  /** Defaults to "Password". */
  label?: string
}

/** A password input with a show/hide toggle. */
export function PasswordField({
  value,
  onChange,
  error,
  hint,
  autoComplete,
  label,
}: PasswordFieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      label={label ?? t('auth.fields.password')}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      trailing={
        <button
          type="button"
          className="btn btn--ghost btn--small password-toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
        </button>
      }
    />
  )
}
