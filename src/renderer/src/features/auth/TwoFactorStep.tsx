// The second sign-in step of an account with two-factor on (issue 16 point 5): the 6-digit code
// from the authenticator app, or one of the ten backup codes (each works once). In the browser
// the user may trust this device: better-auth's two-factor plugin then sets a signed cookie
// (its record kept on the server) that skips this step on this browser for 30 days, renewed at
// each sign-in and ended when two-factor is turned off. Off unless ticked, as it weakens the
// second factor on a shared computer. The desktop app has no cookies (bearer sessions), so it
// does not offer it.
import { platform } from '@platform'
import type { UserDetails } from '@shared/api'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { TextField } from '../../components/TextField'

interface TwoFactorStepProps {
  onSignedIn(user: UserDetails): Promise<void>
  /** The pending sign-in expired or was refused: back to e-mail and password. */
  onRestart(): void
}

export function TwoFactorStep({ onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation()
  const [useBackup, setUseBackup] = useState(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [trustDevice, setTrustDevice] = useState(false)
  const canTrust = platform.auth === 'cookie'

  async function submit(event: FormEvent) {
    event.preventDefault()
    const entered = value.trim()
    if (!useBackup && !/^\d{6}$/.test(entered)) {
      setError(t('identity.twoFactorStep.codeInvalid'))
      return
    }
    if (useBackup && entered === '') {
      setError(t('identity.twoFactorStep.backupRequired'))
      return
    }
    setSending(true)
    setError(null)
    try {
      const user = await api.session.twoFactor(
        useBackup ? { backupCode: entered } : { code: entered },
        canTrust && trustDevice,
      )
      await onSignedIn(user)
    } catch (caught) {
      setSending(false)
      if (caught instanceof ApiError && caught.id === 'invalid_two_factor_code') {
        setError(
          t(useBackup ? 'identity.twoFactorStep.backupWrong' : 'identity.twoFactorStep.codeWrong'),
        )
      } else if (caught instanceof ApiError && caught.status === 401) {
        setError(t('identity.twoFactorStep.expired'))
        onRestart()
      } else {
        setError(errorMessage(caught, t))
      }
    }
  }

  return (
    <form className="auth-form two-factor-step" onSubmit={(event) => void submit(event)} noValidate>
      <p className="auth-form__terms">
        {t(useBackup ? 'identity.twoFactorStep.backupIntro' : 'identity.twoFactorStep.intro')}
      </p>
      <TextField
        key={useBackup ? 'backup' : 'code'}
        label={t(
          useBackup ? 'identity.twoFactorStep.backupLabel' : 'identity.twoFactorStep.codeLabel',
        )}
        autoComplete="one-time-code"
        inputMode={useBackup ? 'text' : 'numeric'}
        maxLength={useBackup ? 64 : 6}
        value={value}
        onChange={(event) => {
          setValue(event.target.value)
          setError(null)
        }}
        error={error}
        data-autofocus
      />
      {canTrust && (
        <label className="two-factor-step__trust">
          <input
            type="checkbox"
            checked={trustDevice}
            onChange={(event) => setTrustDevice(event.target.checked)}
            aria-describedby="two-factor-trust-hint"
          />
          <span>{t('identity.twoFactorStep.trustDevice')}</span>
        </label>
      )}
      {canTrust && (
        <p id="two-factor-trust-hint" className="field__hint">
          {t('identity.twoFactorStep.trustDeviceHint')}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block btn--large" disabled={sending}>
        {sending ? t('identity.twoFactorStep.sending') : t('identity.twoFactorStep.submit')}
      </button>
      <p className="auth-switch">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setUseBackup(!useBackup)
            setValue('')
            setError(null)
          }}
        >
          {t(useBackup ? 'identity.twoFactorStep.useApp' : 'identity.twoFactorStep.useBackup')}
        </button>
      </p>
    </form>
  )
}
