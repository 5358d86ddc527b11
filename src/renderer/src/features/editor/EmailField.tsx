// An e-mail input that says, once the user leaves it, when the address cannot be right. The
// value is stored as typed either way (the user may come back to finish it).
import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField'

/** Something@something.tld, no spaces: what every mail client accepts. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim())
}

export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'error'>) {
  const { t } = useTranslation()
  const [touched, setTouched] = useState(false)
  const value = typeof props.value === 'string' ? props.value : ''
  const wrong = touched && value.trim() !== '' && !looksLikeEmail(value)
  return (
    <TextField
      {...props}
      type="email"
      onFocus={(event) => {
        setTouched(false)
        props.onFocus?.(event)
      }}
      onBlur={(event) => {
        setTouched(true)
        props.onBlur?.(event)
      }}
      error={wrong ? t('cvEditor.emailInvalid') : null}
    />
  )
}
