// /reset-password (spec 001 §2.12): where the link in the password-reset mail leads. The new
// password twice (both required, equal, the platform's password policy); on success the
// message, every session of the account is signed out (this browser's too), and after 3 s the
// page goes home. A used or expired link says so and offers a new one.
import { RESET_REDIRECT_MS } from '@shared/account/email'
import { PASSWORD_MIN_LENGTH } from '@shared/account/limits'
import { checkPassword, preparePasswordCheck } from '@shared/account/password'
import { resetPasswordInput } from '@shared/api'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { passwordProblemMessage, serverFieldErrors, validationErrors } from './field-errors'
import { PasswordField } from './PasswordField'
import './auth.css'

export function ResetPasswordPage() {
  const { t } = useTranslation()
  const { to } = useLocale()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const setUser = useSession((state) => state.setUser)
  const openDialog = useSession((state) => state.openDialog)
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [linkInvalid, setLinkInvalid] = useState(false)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  usePageTitle(t('authEmail.resetPage.title'))

  useEffect(() => preparePasswordCheck(), [])

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => void navigate(to('/')), RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [done, navigate, to])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const parsed = resetPasswordInput.safeParse({ token, password })
    const found: { password?: string; repeat?: string } = {}
    if (!parsed.success) found.password = validationErrors(parsed.error, t).password
    if (repeat === '') found.repeat = t('authEmail.resetPage.repeatRequired')
    else if (password !== '' && repeat !== password)
      found.repeat = t('authEmail.resetPage.mismatch')
    if (found.password || found.repeat) {
      setErrors(found)
      return
    }
    setSending(true)
    // The same policy the cloud applies; if its lists cannot load (offline), the cloud decides.
    const problem = await checkPassword(password).catch(() => null)
    if (problem) {
      setErrors({ password: passwordProblemMessage(problem, t) })
      setSending(false)
      return
    }
    try {
      await api.session.resetPassword({ token, password })
      // Every session of the account ended, this browser's too.
      setUser(null)
      setDone(true)
    } catch (error) {
      if (error instanceof ApiError && error.id === 'link_invalid') setLinkInvalid(true)
      else {
        setErrors({ password: serverFieldErrors(error, t).password })
        setFormError(errorMessage(error, t))
      }
    } finally {
      setSending(false)
    }
  }

  const requestNew = (
    <button
      type="button"
      className="btn btn--primary btn--large"
      onClick={() => openDialog({ view: 'forgot' })}
    >
      {t('authEmail.resetPage.requestNew')}
    </button>
  )

  return (
    <div className="page auth-page reset-page">
      <h1>{t('authEmail.resetPage.title')}</h1>
      {done ? (
        <p className="auth-page__message" role="status">
          {t('authEmail.resetPage.success')}
        </p>
      ) : !token || linkInvalid ? (
        <>
          <p className="auth-page__message" role="alert">
            {t(linkInvalid ? 'authEmail.resetPage.linkInvalid' : 'authEmail.resetPage.noToken')}
          </p>
          {requestNew}
        </>
      ) : (
        <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="muted">{t('authEmail.resetPage.intro')}</p>
          <PasswordField
            label={t('authEmail.resetPage.newPassword')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setErrors((current) => ({ ...current, password: undefined }))
            }}
            error={errors.password}
            autoComplete="new-password"
            hint={t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          />
          <PasswordField
            label={t('authEmail.resetPage.repeatPassword')}
            value={repeat}
            onChange={(event) => {
              setRepeat(event.target.value)
              setErrors((current) => ({ ...current, repeat: undefined }))
            }}
            error={errors.repeat}
            autoComplete="new-password"
          />
          {formError && (
            <div className="alert" role="alert">
              <p>{formError}</p>
            </div>
          )}
          <button type="submit" className="btn btn--primary btn--large" disabled={sending}>
            {t(sending ? 'authEmail.resetPage.sending' : 'authEmail.resetPage.submit')}
          </button>
        </form>
      )}
    </div>
  )
}
