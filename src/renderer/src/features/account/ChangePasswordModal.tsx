// The Change Password modal (spec 001 §5): the current password, and the new one twice. Both new
// fields are required and must be equal (Account.PasswordsDoNotMatch); the new password must pass
// the platform's password policy (src/shared/account/password.ts), checked here and again by the
// cloud. Success signs every other device out. The password is never altered (no sanitising: it
// is only ever hashed, never shown), so what the user typed is what works next time.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/account/limits'
import { checkPassword, preparePasswordCheck, type PasswordProblem } from '@shared/account/password'
import type { UserDetails } from '@shared/api'
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { Modal } from '../../components/Modal'
import { TextField } from '../../components/TextField'

interface Errors {
  current?: string
  next?: string
  repeat?: string
  form?: string
}

function PasswordInput(props: {
  label: string
  value: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
  autoComplete: 'current-password' | 'new-password'
  error?: string
  hint?: string
}) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="btn btn--ghost btn--small password-toggle"
          aria-pressed={visible}
          aria-label={`${visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}: ${props.label}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
        </button>
      }
    />
  )
}

export function ChangePasswordModal({
  user,
  onClose,
  onChanged,
}: {
  user: UserDetails
  onClose(): void
  onChanged(): void
}) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)

  useEffect(() => preparePasswordCheck(), [])

  function policyMessage(problem: PasswordProblem): string {
    if (problem === 'too_short')
      return t('auth.errors.passwordTooShort', { count: PASSWORD_MIN_LENGTH })
    if (problem === 'too_long')
      return t('auth.errors.passwordTooLong', { count: PASSWORD_MAX_LENGTH })
    return t('auth.errors.passwordTooGuessable')
  }

  async function validate(): Promise<Errors> {
    const found: Errors = {}
    if (current === '') found.current = t('account.password.errors.currentRequired')
    if (next === '' || repeat === '') {
      const message = t('account.password.errors.required')
      if (next === '') found.next = message
      if (repeat === '') found.repeat = message
    } else if (next !== repeat) {
      found.repeat = t('account.password.errors.passwordsDoNotMatch')
    } else {
      const problem = await checkPassword(next, user).catch(() => null)
      if (problem) found.next = policyMessage(problem)
    }
    return found
  }

  function serverErrors(failure: unknown): Errors {
    if (!(failure instanceof ApiError)) return { form: t('account.password.errors.unknown') }
    if (failure.status === 401) return { form: t('account.password.errors.noUserSignedIn') }
    if (failure.id === 'conflict') return { form: t('account.settings.noPassword') }
    if (failure.id === 'validation_failed') {
      const issue = failure.issues[0]
      if (issue?.path === 'currentPassword')
        return { current: t('account.password.errors.currentWrong') }
      if (issue?.path === 'newPassword') return { next: issue.message }
    }
    return { form: errorMessage(failure, t) || t('account.password.errors.unknown') }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const found = await validate()
      setErrors(found)
      if (Object.keys(found).length > 0) return
      await api.account.changePassword({ currentPassword: current, newPassword: next })
      onChanged()
    } catch (failure) {
      setErrors(serverErrors(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={t('account.password.title')} onClose={onClose}>
      <form className="account-form" onSubmit={(event) => void submit(event)} noValidate>
        <PasswordInput
          label={t('account.password.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
        />
        <PasswordInput
          label={t('account.password.new')}
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.next}
          hint={t('account.password.hint', { count: PASSWORD_MIN_LENGTH })}
        />
        <PasswordInput
          label={t('account.password.repeat')}
          autoComplete="new-password"
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={errors.repeat}
        />
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('account.password.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t('account.password.sending') : t('account.password.submit')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
