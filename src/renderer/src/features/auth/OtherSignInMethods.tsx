// Sign-in without a password (issue 16 points 4 and 5): a passkey, and Google or GitHub when the
// server has them configured (GET /api/session/methods says which). On the web, social sign-in
// leaves the page for the provider and comes back signed in; the desktop app signs in in the
// system browser (platform.socialSignIn: loopback redirect, src/main/features/social-sign-in.ts).
import { platform } from '@platform'
import type { AvailableSignInMethods, SocialProvider, UserDetails } from '@shared/api'
import type { TFunction } from 'i18next'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { storeRedirectPath, takeRedirectPath } from '../../routes/redirect-after-login'
import { useLocale } from '../../routes/useLocale'
import { useSession } from '../../stores/session'
import { authenticateWithPasskey, isCancelledCeremony, passkeysSupported } from './webauthn'

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', github: 'GitHub' }

/** The error path of a social sign-in carries ?socialError=<provider>&error=<better-auth code>. */
export function socialErrorMessage(t: TFunction): string | null {
  if (typeof window === 'undefined') return null
  const params = new URLSearchParams(window.location.search)
  const provider = params.get('socialError')
  if (provider !== 'google' && provider !== 'github') return null
  const name = PROVIDER_NAMES[provider]
  return params.get('error') === 'account_not_linked'
    ? t('identity.social.notLinked', { provider: name })
    : t('identity.social.failed', { provider: name })
}

export function OtherSignInMethods({
  onSignedIn,
}: {
  onSignedIn(user: UserDetails): Promise<void>
}) {
  const { t } = useTranslation()
  const { locale, to } = useLocale()
  const intent = useSession((state) => state.dialog.intent)
  const [methods, setMethods] = useState<AvailableSignInMethods | null>(null)
  const [busy, setBusy] = useState(false)
  // Back from a provider that refused, or whose account could not be joined to this address.
  const [error, setError] = useState<string | null>(() => socialErrorMessage(t))

  useEffect(() => {
    let active = true
    api.identity.methods().then(
      (answer) => active && setMethods(answer),
      // Without the answer the password form still works; nothing else to offer.
      () => active && setMethods({ social: [], passkeys: false }),
    )
    return () => {
      active = false
    }
  }, [])

  if (!methods) return null
  const social = platform.auth === 'cookie' || platform.socialSignIn ? methods.social : []
  const passkeys = methods.passkeys && passkeysSupported()
  if (social.length === 0 && !passkeys) return null

  async function withPasskey() {
    setBusy(true)
    setError(null)
    try {
      await onSignedIn(await api.session.passkey(authenticateWithPasskey))
    } catch (caught) {
      setBusy(false)
      if (!isCancelledCeremony(caught)) setError(t('identity.passkey.signInFailed'))
    }
  }

  async function withProvider(provider: SocialProvider) {
    setBusy(true)
    setError(null)
    let stored: string | null = null
    try {
      if (platform.socialSignIn) {
        await platform.socialSignIn(provider)
        const user = await api.session.current()
        if (!user) throw new Error('no session after social sign-in')
        await onSignedIn(user)
        return
      }
      // The page leaves for the provider, so the landing is chosen now, as useAfterSignIn would:
      // the path a guard stored, else the intent's page, else back where the dialog was opened.
      stored = takeRedirectPath()
      const landing = stored
        ? to(stored)
        : intent === 'existing'
          ? to('/cv-existing')
          : intent === 'evaluation'
            ? to('/cv-evaluation')
            : `${window.location.pathname}${window.location.search}`
      const url = await api.session.socialUrl(
        provider,
        landing,
        `/${locale}/?socialError=${provider}`,
      )
      window.location.assign(url)
    } catch (caught) {
      if (stored) storeRedirectPath(stored) // still wanted after a failed start
      setBusy(false)
      setError(errorMessage(caught, t))
    }
  }

  return (
    <div className="other-sign-in" aria-label={t('identity.otherMethods')} role="group">
      <p className="other-sign-in__divider">
        <span>{t('identity.or')}</span>
      </p>
      {passkeys && (
        <button
          type="button"
          className="btn btn--block other-sign-in__passkey"
          disabled={busy}
          onClick={() => void withPasskey()}
        >
          {t('identity.passkey.signIn')}
        </button>
      )}
      {social.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`btn btn--block other-sign-in__${provider}`}
          disabled={busy}
          onClick={() => void withProvider(provider)}
        >
          {t('identity.social.continueWith', { provider: PROVIDER_NAMES[provider] })}
        </button>
      ))}
      {error && (
        <div className="alert" role="alert">
          <p>{error}</p>
        </div>
      )}
    </div>
  )
}
