// The sign-in dialog's forgot view (spec 001 §2.4, §5, §8): the e-mail address is required
// (Auth.EnterEmail); the answer is the same whether or not the address has an account. With
// e-mail off (no SMTP on the server) it says that the link went to the server's operator, not
// that a mail was sent. Send waits 60 s after a reset link was requested.
import { RESEND_LOCK_AFTER_SEND_SECONDS } from '@shared/account/email'
import { forgotPasswordInput, type ForgotPasswordResponse } from '@shared/api'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { Modal } from '../../components/Modal'
import { TextField } from '../../components/TextField'
import { useSession } from '../../stores/session'
import { useLockout } from './useLockout'

export function ForgotView({ initialEmail, onClose }: { initialEmail: string; onClose(): void }) {
  const { t } = useTranslation()
  const setView = useSession((state) => state.setDialogView)
  const [email, setEmail] = useState(initialEmail)
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState<{
    email: string
    delivery: ForgotPasswordResponse['delivery']
  }>()
  const [sending, setSending] = useState(false)
  const [lockSeconds, lock] = useLockout(0)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    if (email.trim() === '') {
      setFieldError(t('authEmail.forgot.enterEmail'))
      return
    }
    const parsed = forgotPasswordInput.safeParse({ email })
    if (!parsed.success) {
      setFieldError(t('auth.errors.emailInvalid'))
      return
    }
    setSending(true)
    try {
      const { delivery } = await api.session.forgotPassword(parsed.data)
      setSent({ email: parsed.data.email, delivery })
      lock(RESEND_LOCK_AFTER_SEND_SECONDS)
    } catch (error) {
      setFormError(t('authEmail.forgot.errorSending', { reason: errorMessage(error, t) }))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal
      title={t('authEmail.forgot.title')}
      description={t('authEmail.forgot.intro')}
      onClose={onClose}
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value)
            setFieldError(null)
          }}
          error={fieldError}
          data-autofocus
        />
        {sent && (
          <div className="alert alert--info" role="status">
            <p>
              {t(
                sent.delivery === 'email'
                  ? 'authEmail.forgot.sentEmail'
                  : 'authEmail.forgot.sentOperator',
                { email: sent.email },
              )}
            </p>
          </div>
        )}
        {formError && (
          <div className="alert" role="alert">
            <p>{formError}</p>
          </div>
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block btn--large"
          disabled={sending || lockSeconds > 0}
        >
          {sending
            ? t('authEmail.forgot.sending')
            : lockSeconds > 0
              ? t('authEmail.forgot.sendAgainIn', { count: lockSeconds })
              : t('authEmail.forgot.submit')}
        </button>
      </form>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={() => setView('signin', { email })}>
          {t('authEmail.forgot.back')}
        </button>
      </p>
    </Modal>
  )
}
