// The sign-in dialog's verify view (spec 001 §2.4, §4): after sign-up, or a sign-in with an
// unconfirmed address, it says where the link went, polls every 5 s and, once the address is
// confirmed (wherever the link was opened), signs in and closes. Resend waits 60 s after
// sign-up and 20 s after a resend.
import {
  RESEND_LOCK_AFTER_RESEND_SECONDS,
  RESEND_LOCK_AFTER_SEND_SECONDS,
  VERIFICATION_POLL_MS,
} from '@shared/account/email'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { Modal } from '../../components/Modal'
import { useSession } from '../../stores/session'
import { useAfterSignIn } from './useAfterSignIn'
import { useLockout } from './useLockout'

interface VerifyViewProps {
  email: string
  /** Opened right after the mail went out (sign-up), rather than after a sign-in. */
  justSent: boolean
  onClose(): void
}

export function VerifyView({ email, justSent, onClose }: VerifyViewProps) {
  const { t } = useTranslation()
  const intent = useSession((state) => state.dialog.intent)
  const setUser = useSession((state) => state.setUser)
  const setView = useSession((state) => state.setDialogView)
  const afterSignIn = useAfterSignIn()
  const [lockSeconds, lock] = useLockout(justSent ? RESEND_LOCK_AFTER_SEND_SECONDS : 0)
  const [notice, setNotice] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [ended, setEnded] = useState(false)
  const [resending, setResending] = useState(false)
  const finishing = useRef(false)

  useEffect(() => {
    if (ended) return
    const timer = setInterval(() => {
      if (finishing.current) return
      api.session.verificationStatus().then(
        async (outcome) => {
          if (!('user' in outcome) || finishing.current) return
          finishing.current = true
          setUser(outcome.user)
          const failure = await afterSignIn(outcome.user, intent)
          if (failure) {
            setProblem(t('auth.afterSignInFailed', { reason: errorMessage(failure, t) }))
            return
          }
          onClose()
        },
        (error: unknown) => {
          // 401: the pending credential ran out; other failures (network) are tried again.
          if (error instanceof ApiError && error.status === 401) setEnded(true)
        },
      )
    }, VERIFICATION_POLL_MS)
    return () => clearInterval(timer)
  }, [ended, intent, afterSignIn, setUser, onClose, t])

  async function resend() {
    setResending(true)
    setNotice(null)
    setProblem(null)
    try {
      await api.session.resendVerification()
      setNotice(t('authEmail.verify.resent', { email }))
      lock(RESEND_LOCK_AFTER_RESEND_SECONDS)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setEnded(true)
      else setProblem(errorMessage(error, t))
    } finally {
      setResending(false)
    }
  }

  return (
    <Modal title={t('authEmail.verify.title')} onClose={onClose}>
      <div className="auth-form auth-verify">
        <p className="auth-verify__message">
          {t(justSent ? 'authEmail.verify.afterSignUp' : 'authEmail.verify.afterSignIn', { email })}
        </p>
        {ended ? (
          <div className="alert" role="alert">
            <p>{t('authEmail.verify.ended')}</p>
          </div>
        ) : (
          <div className="auth-verify__waiting" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            <span>{t('authEmail.verify.waiting')}</span>
          </div>
        )}
        {notice && (
          <div className="alert alert--info" role="status">
            <p>{notice}</p>
          </div>
        )}
        {problem && (
          <div className="alert" role="alert">
            <p>{problem}</p>
          </div>
        )}
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={ended || resending || lockSeconds > 0}
          onClick={() => void resend()}
          data-autofocus
        >
          {lockSeconds > 0
            ? t('authEmail.verify.resendIn', { count: lockSeconds })
            : t('authEmail.verify.resend')}
        </button>
      </div>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={() => setView('signin', { email })}>
          {t('authEmail.verify.back')}
        </button>
      </p>
    </Modal>
  )
}
