// The sign-in / sign-up dialog (spec 001 §2.4): views signin and signup here, forgot and verify
// in ForgotView.tsx and VerifyView.tsx. With e-mail on, sign-up and a sign-in with an
// unconfirmed address lead to the verify view instead of a session.
import { PASSWORD_MIN_LENGTH } from '@shared/account/limits'
import { checkPassword, preparePasswordCheck } from '@shared/account/password'
import { signInInput, signUpInput, type UserDetails } from '@shared/api'
import { useEffect, useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api, TwoFactorRequired } from '../../api'
import { errorMessage } from '../../api/messages'
import { Modal } from '../../components/Modal'
import { TextField } from '../../components/TextField'
import { useLocale } from '../../routes/useLocale'
import { useSession, type AuthView } from '../../stores/session'
import {
  passwordProblemMessage,
  serverFieldErrors,
  validationErrors,
  type FieldErrors,
} from './field-errors'
import { ForgotView } from './ForgotView'
import { OtherSignInMethods } from './OtherSignInMethods'
import { PasswordField } from './PasswordField'
import { track } from '../site/tracking'
import { TwoFactorStep } from './TwoFactorStep'
import { VerifyView } from './VerifyView'
import { useAfterSignIn } from './useAfterSignIn'
import './auth.css'

/** Mounted once in the shell; shows the dialog while the session store says it is open. */
export function SignInDialog() {
  const dialog = useSession((state) => state.dialog)
  const closeDialog = useSession((state) => state.closeDialog)
  const openDialog = useSession((state) => state.openDialog)
  // Back from Google or GitHub without a session: the dialog says why (OtherSignInMethods).
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('socialError')) openDialog()
  }, [openDialog])
  if (!dialog.open) return null
  if (dialog.view === 'verify') {
    return (
      <VerifyView
        email={dialog.email ?? ''}
        justSent={dialog.justSent === true}
        onClose={closeDialog}
      />
    )
  }
  if (dialog.view === 'forgot') {
    return <ForgotView initialEmail={dialog.email ?? ''} onClose={closeDialog} />
  }
  // A new key per view resets the form when the user switches between sign-in and sign-up.
  return (
    <AuthForm
      key={dialog.view}
      view={dialog.view}
      initialEmail={dialog.email ?? ''}
      onClose={closeDialog}
    />
  )
}

interface Values {
  email: string
  password: string
  firstName: string
  lastName: string
}

interface AuthFormProps {
  view: Exclude<AuthView, 'forgot' | 'verify'>
  initialEmail: string
  onClose(): void
}

function AuthForm({ view, initialEmail, onClose }: AuthFormProps) {
  const { t } = useTranslation()
  const { locale, to } = useLocale()
  const intent = useSession((state) => state.dialog.intent)
  const setUser = useSession((state) => state.setUser)
  const setView = useSession((state) => state.setDialogView)
  const afterSignIn = useAfterSignIn()
  const [values, setValues] = useState<Values>({
    email: initialEmail,
    password: '',
    firstName: '',
    lastName: '',
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  /** The password was right and the account asks for its second factor. */
  const [secondStep, setSecondStep] = useState(false)
  const signUp = view === 'signup'

  // The strength check's word lists load with the sign-up form, not with the app.
  useEffect(() => {
    if (signUp) preparePasswordCheck()
  }, [signUp])

  function update(field: keyof Values) {
    return (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }))
      setErrors((current) => ({ ...current, [field]: undefined }))
    }
  }

  /** Whichever way the person signed in: the session, then what they came for. */
  async function signedIn(user: UserDetails) {
    setUser(user)
    const failure = await afterSignIn(user, intent)
    if (failure) {
      setSecondStep(false)
      setFormError(t('auth.afterSignInFailed', { reason: errorMessage(failure, t) }))
      setSending(false)
      return
    }
    onClose()
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const parsed = signUp
      ? signUpInput.safeParse({ ...values, locale })
      : signInInput.safeParse({ email: values.email, password: values.password })
    if (!parsed.success) {
      setErrors(validationErrors(parsed.error, t))
      return
    }
    setSending(true)
    if (signUp) {
      // The same policy the cloud applies; if its lists cannot load (offline), the cloud decides.
      const problem = await checkPassword(values.password, values).catch(() => null)
      if (problem) {
        setErrors({ password: passwordProblemMessage(problem, t) })
        setSending(false)
        return
      }
    }
    try {
      const outcome = signUp
        ? await api.session.signUp({ ...values, locale })
        : await api.session.signIn({ email: values.email, password: values.password })
      if ('verify' in outcome) {
        setView('verify', { email: outcome.verify.email, justSent: signUp })
        return
      }
      track('auth', signUp ? 'sign_up' : 'sign_in')
      await signedIn(outcome.user)
    } catch (error) {
      if (error instanceof TwoFactorRequired) {
        setSecondStep(true)
        setSending(false)
        return
      }
      setErrors(serverFieldErrors(error, t))
      setFormError(errorMessage(error, t))
      setSending(false)
    }
  }

  const title = signUp ? t('auth.signUp.title') : t('auth.signIn.title')
  if (secondStep) {
    return (
      <Modal title={t('identity.twoFactorStep.title')} onClose={onClose}>
        <TwoFactorStep
          onSignedIn={signedIn}
          onRestart={() => {
            setSecondStep(false)
            setValues((current) => ({ ...current, password: '' }))
          }}
        />
      </Modal>
    )
  }
  return (
    <Modal
      title={title}
      description={t(signUp ? 'auth.signUp.intro' : 'auth.signIn.intro')}
      onClose={onClose}
    >
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate>
        {signUp && (
          <div className="auth-form__row">
            <TextField
              label={t('auth.fields.firstName')}
              autoComplete="given-name"
              value={values.firstName}
              onChange={update('firstName')}
              error={errors.firstName}
              data-autofocus
            />
            <TextField
              label={t('auth.fields.lastName')}
              autoComplete="family-name"
              value={values.lastName}
              onChange={update('lastName')}
              error={errors.lastName}
            />
          </div>
        )}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={update('email')}
          error={errors.email}
          data-autofocus={signUp ? undefined : true}
        />
        <PasswordField
          value={values.password}
          onChange={update('password')}
          error={errors.password}
          autoComplete={signUp ? 'new-password' : 'current-password'}
          hint={signUp ? t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH }) : undefined}
        />
        {!signUp && (
          <button
            type="button"
            className="link-button auth-forgot"
            onClick={() => setView('forgot', { email: values.email })}
          >
            {t('authEmail.forgotLink')}
          </button>
        )}
        {signUp && (
          <p className="auth-form__terms">
            {/* A new tab, so the half-filled form stays where it is. */}
            <Trans
              i18nKey="auth.signUp.terms"
              components={{
                terms: <Link to={to('/policies/terms-and-conditions')} target="_blank" />,
                privacy: <Link to={to('/policies/privacy-policy')} target="_blank" />,
              }}
            />
          </p>
        )}
        {formError && (
          <div className="alert" role="alert">
            <p>{formError}</p>
          </div>
        )}
        <button type="submit" className="btn btn--primary btn--block btn--large" disabled={sending}>
          {sending
            ? t(signUp ? 'auth.signUp.sending' : 'auth.signIn.sending')
            : t(signUp ? 'auth.signUp.submit' : 'auth.signIn.submit')}
        </button>
      </form>
      {!signUp && <OtherSignInMethods onSignedIn={signedIn} />}
      <p className="auth-switch">
        {t(signUp ? 'auth.signUp.haveAccount' : 'auth.signIn.noAccount')}{' '}
        <button
          type="button"
          className="link-button"
          onClick={() => setView(signUp ? 'signin' : 'signup')}
        >
          {t(signUp ? 'auth.signUp.toSignIn' : 'auth.signIn.toSignUp')}
        </button>
      </p>
    </Modal>
  )
}
