// The Security section of My Account (issue 16 point 5): two-factor sign-in with an authenticator
// app (set up with the password, a QR code or the key by hand, and a first code; ten backup codes shown once; new codes and
// turning it off need the password) and passkeys (add with the browser's prompt, list, remove).
// Self-contained: the account page mounts it with one line.
import type { SecurityState, TwoFactorSetup } from '@shared/api'
import type { TFunction } from 'i18next'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../../api'
import { errorMessage } from '../../../api/messages'
import { Loading } from '../../../components/Loading'
import { QrCode } from '../../../components/QrCode'
import { TextField } from '../../../components/TextField'
import { isCancelledCeremony, passkeysSupported, registerPasskey } from '../../auth/webauthn'
import './security.css'

type PasswordAction = 'enable' | 'disable' | 'codes'

export function SecuritySection() {
  const { t } = useTranslation()
  const [state, setState] = useState<SecurityState | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    api.security.current().then(
      (answer) => current && setState(answer),
      (error: unknown) => current && setLoadError(errorMessage(error, t)),
    )
    return () => {
      current = false
    }
  }, [t])

  return (
    <section className="account-section security" aria-labelledby="security-title">
      <h2 id="security-title">{t('identity.security.title')}</h2>
      {loadError && (
        <div className="alert" role="alert">
          <p>{loadError}</p>
        </div>
      )}
      {!state && !loadError && <Loading />}
      {state && (
        <>
          <TwoFactorSettings state={state} onChange={setState} />
          <PasskeySettings state={state} onChange={setState} />
        </>
      )}
    </section>
  )
}

function passwordError(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.id === 'wrong_password') {
    return t('identity.security.wrongPassword')
  }
  return errorMessage(error, t)
}

function TwoFactorSettings({
  state,
  onChange,
}: {
  state: SecurityState
  onChange(state: SecurityState): void
}) {
  const { t } = useTranslation()
  const [action, setAction] = useState<PasswordAction | null>(null)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [code, setCode] = useState('')
  const [codes, setCodes] = useState<string[] | null>(null)

  function reset() {
    setAction(null)
    setPassword('')
    setError(null)
    setBusy(false)
  }

  async function confirmPassword(event: FormEvent) {
    event.preventDefault()
    if (!password) {
      setError(t('auth.errors.passwordRequired'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      if (action === 'enable') {
        setSetup(await api.security.startTwoFactor(password))
        setCodes(null)
      } else if (action === 'disable') {
        onChange(await api.security.disableTwoFactor(password))
        setCodes(null)
      } else if (action === 'codes') {
        setCodes((await api.security.newBackupCodes(password)).backupCodes)
      }
      reset()
    } catch (caught) {
      setBusy(false)
      setError(passwordError(caught, t))
    }
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('identity.twoFactorStep.codeInvalid'))
      return
    }
    setBusy(true)
    setError(null)
    try {
      const next = await api.security.confirmTwoFactor(code.trim())
      setCodes(setup?.backupCodes ?? null)
      setSetup(null)
      setCode('')
      setBusy(false)
      onChange(next)
    } catch (caught) {
      setBusy(false)
      setError(
        caught instanceof ApiError && caught.id === 'invalid_two_factor_code'
          ? t('identity.twoFactorStep.codeWrong')
          : errorMessage(caught, t),
      )
    }
  }

  return (
    <div className="security__block security__two-factor">
      <h3>{t('identity.security.twoFactorTitle')}</h3>
      <p className="security__status">
        {state.twoFactorEnabled
          ? t('identity.security.twoFactorOn')
          : t('identity.security.twoFactorOff')}
      </p>
      {!state.hasPassword && !state.twoFactorEnabled && (
        <p className="security__note">{t('identity.security.twoFactorNeedsPassword')}</p>
      )}

      {setup && (
        <form className="security__setup" onSubmit={(event) => void confirmCode(event)} noValidate>
          <p>{t('identity.security.setupIntro')}</p>
          <div className="security__enrol">
            <QrCode
              className="security__qr"
              value={setup.totpUri}
              label={t('identity.security.qrLabel')}
            />
            <div>
              <p>
                <a href={setup.totpUri}>{t('identity.security.openInApp')}</a>
              </p>
              <p>
                {t('identity.security.secretLabel')}{' '}
                <code className="security__secret" data-testid="totp-secret">
                  {setup.secret}
                </code>
              </p>
            </div>
          </div>
          <TextField
            label={t('identity.twoFactorStep.codeLabel')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value)
              setError(null)
            }}
            error={error}
          />
          <div className="security__actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t('identity.security.confirmSetup')}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => {
                setSetup(null)
                setError(null)
              }}
            >
              {t('identity.security.cancel')}
            </button>
          </div>
        </form>
      )}

      {codes && (
        <div className="security__codes" role="status">
          <p>{t('identity.security.backupCodesIntro')}</p>
          <ul className="security__code-list" aria-label={t('identity.security.backupCodesTitle')}>
            {codes.map((value) => (
              <li key={value}>
                <code>{value}</code>
              </li>
            ))}
          </ul>
          <button type="button" className="btn" onClick={() => setCodes(null)}>
            {t('identity.security.backupCodesSaved')}
          </button>
        </div>
      )}

      {action && (
        <form
          className="security__password"
          onSubmit={(event) => void confirmPassword(event)}
          noValidate
        >
          <TextField
            label={t('identity.security.passwordToConfirm')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setError(null)
            }}
            error={error}
            data-autofocus
          />
          <div className="security__actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t('identity.security.continue')}
            </button>
            <button type="button" className="btn" onClick={reset}>
              {t('identity.security.cancel')}
            </button>
          </div>
        </form>
      )}

      {!action && !setup && state.hasPassword && (
        <div className="security__actions">
          {state.twoFactorEnabled ? (
            <>
              <button type="button" className="btn" onClick={() => setAction('codes')}>
                {t('identity.security.newBackupCodes')}
              </button>
              <button type="button" className="btn" onClick={() => setAction('disable')}>
                {t('identity.security.turnOff')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => setAction('enable')}>
              {t('identity.security.turnOn')}
            </button>
          )}
        </div>
      )}
    </div>
  )
}

function PasskeySettings({
  state,
  onChange,
}: {
  state: SecurityState
  onChange(state: SecurityState): void
}) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const supported = passkeysSupported()

  async function add() {
    setBusy(true)
    setError(null)
    try {
      onChange(await api.security.addPasskey(registerPasskey))
    } catch (caught) {
      if (!isCancelledCeremony(caught)) setError(t('identity.passkey.addFailed'))
    }
    setBusy(false)
  }

  async function remove(id: string) {
    setBusy(true)
    setError(null)
    try {
      await api.security.deletePasskey(id)
      onChange({ ...state, passkeys: state.passkeys.filter((passkey) => passkey.id !== id) })
    } catch (caught) {
      setError(errorMessage(caught, t))
    }
    setBusy(false)
  }

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  return (
    <div className="security__block security__passkeys">
      <h3>{t('identity.passkey.title')}</h3>
      <p className="security__note">{t('identity.passkey.intro')}</p>
      {state.passkeys.length === 0 ? (
        <p className="security__status">{t('identity.passkey.none')}</p>
      ) : (
        <ul className="security__passkey-list">
          {state.passkeys.map((passkey, index) => (
            <li key={passkey.id}>
              <span>
                {passkey.name || t('identity.passkey.unnamed', { number: index + 1 })}
                {passkey.createdAt &&
                  ` · ${t('identity.passkey.added', { date: date.format(new Date(passkey.createdAt)) })}`}
              </span>
              <button
                type="button"
                className="btn btn--small"
                disabled={busy}
                onClick={() => void remove(passkey.id)}
              >
                {t('identity.passkey.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <button type="button" className="btn" disabled={busy} onClick={() => void add()}>
          {t('identity.passkey.add')}
        </button>
      ) : (
        <p className="security__note">{t('identity.passkey.unsupported')}</p>
      )}
      {error && (
        <div className="alert" role="alert">
          <p>{error}</p>
        </div>
      )}
    </div>
  )
}
