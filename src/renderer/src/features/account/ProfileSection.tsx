// Account settings (spec 001 §2.11): first and last name (saved as plain text; Save shows a check
// mark for 3 seconds), the e-mail address read-only, and Change Password, which a social-only
// account cannot use (the button is disabled and says why).
import { NAME_MAX_LENGTH } from '@shared/account/limits'
import type { SignInMethodsResponse, UserDetails } from '@shared/api'
import { sanitizePlainText } from '@shared/resume/plain-text'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { TextField } from '../../components/TextField'
import { useSession } from '../../stores/session'
import { ChangePasswordModal } from './ChangePasswordModal'

/** How long the check mark stays after a save (spec 001 §9: saved tick 3 s). */
export const SAVED_TICK_MS = 3000

const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google', github: 'GitHub' }

export function providerNames(providers: readonly string[]): string {
  return providers.map((id) => PROVIDER_NAMES[id] ?? id).join(', ')
}

export function ProfileSection({ user }: { user: UserDetails }) {
  const { t } = useTranslation()
  const setUser = useSession((state) => state.setUser)
  const titleId = useId()
  const [firstName, setFirstName] = useState(user.firstName)
  const [lastName, setLastName] = useState(user.lastName)
  const [saving, setSaving] = useState(false)
  const [saved, setSaved] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [methods, setMethods] = useState<SignInMethodsResponse | null>(null)
  const [changingPassword, setChangingPassword] = useState(false)
  const [passwordChanged, setPasswordChanged] = useState(false)

  useEffect(() => {
    let current = true
    api.account.signInMethods().then(
      (answer) => current && setMethods(answer),
      // Unknown: the button stays usable and the server answers for a social-only account.
      () => current && setMethods({ password: true, providers: [] }),
    )
    return () => {
      current = false
    }
  }, [])

  useEffect(() => {
    if (!saved) return
    const timer = window.setTimeout(() => setSaved(false), SAVED_TICK_MS)
    return () => window.clearTimeout(timer)
  }, [saved])

  const tooLong = (value: string) =>
    Array.from(sanitizePlainText(value, { trim: true })).length > NAME_MAX_LENGTH
      ? t('auth.errors.nameTooLong', { count: NAME_MAX_LENGTH })
      : null
  const firstNameError = tooLong(firstName)
  const lastNameError = tooLong(lastName)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (firstNameError || lastNameError) return
    setSaving(true)
    setError(null)
    setSaved(false)
    try {
      const { result } = await api.user.update({
        uid: user.uid,
        firstName: sanitizePlainText(firstName, { trim: true }),
        lastName: sanitizePlainText(lastName, { trim: true }),
      })
      setUser(result)
      setFirstName(result.firstName)
      setLastName(result.lastName)
      setSaved(true)
    } catch (failure) {
      setError(errorMessage(failure, t))
    } finally {
      setSaving(false)
    }
  }

  const noPassword = methods !== null && !methods.password
  const noPasswordReason = noPassword
    ? methods.providers.length > 0
      ? t('account.settings.noPasswordSocial', { providers: providerNames(methods.providers) })
      : t('account.settings.noPassword')
    : null

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.settings.title')}</h2>
      <form className="account-form" onSubmit={(event) => void save(event)} noValidate>
        <div className="account-form__row">
          <TextField
            label={t('account.settings.firstName')}
            value={firstName}
            autoComplete="given-name"
            onChange={(event) => setFirstName(event.target.value)}
            error={firstNameError}
          />
          <TextField
            label={t('account.settings.lastName')}
            value={lastName}
            autoComplete="family-name"
            onChange={(event) => setLastName(event.target.value)}
            error={lastNameError}
          />
        </div>
        <TextField
          label={t('account.settings.email')}
          type="email"
          value={user.email}
          readOnly
          disabled
          hint={t('account.settings.emailHint')}
        />
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        <div className="account-form__actions">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? t('account.settings.saving') : t('account.settings.save')}
          </button>
          <span className="account-saved" role="status" aria-live="polite">
            {saved && (
              <>
                <span aria-hidden="true" className="account-saved__tick">
                  ✓
                </span>{' '}
                {t('account.settings.saved')}
              </>
            )}
          </span>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={noPassword}
            aria-describedby={noPassword ? `${titleId}-no-password` : undefined}
            onClick={() => {
              setPasswordChanged(false)
              setChangingPassword(true)
            }}
          >
            {t('account.settings.changePassword')}
          </button>
        </div>
        {noPasswordReason && (
          <p id={`${titleId}-no-password`} className="field__hint">
            {noPasswordReason}
          </p>
        )}
        {passwordChanged && (
          <p className="account-success" role="status">
            {t('account.password.changedSuccessfully')}
          </p>
        )}
      </form>
      {changingPassword && (
        <ChangePasswordModal
          user={user}
          onClose={() => setChangingPassword(false)}
          onChanged={() => {
            setChangingPassword(false)
            setPasswordChanged(true)
          }}
        />
      )}
    </section>
  )
}
