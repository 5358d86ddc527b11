// Sessions and devices: where the account is signed in, the current one marked, each other one
// with Sign out, and "sign out everywhere else".
import type { AccountSession } from '@shared/api'
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { Loading } from '../../components/Loading'
import { useLocale } from '../../routes/useLocale'
import { deviceName } from './device'

export function SessionsSection() {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const titleId = useId()
  const [sessions, setSessions] = useState<AccountSession[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setSessions((await api.account.sessions()).sessions)
    } catch (failure) {
      setError(errorMessage(failure, t))
    }
  }, [t])

  useEffect(() => {
    let current = true
    api.account.sessions().then(
      (answer) => current && setSessions(answer.sessions),
      (failure: unknown) => current && setError(errorMessage(failure, t)),
    )
    return () => {
      current = false
    }
  }, [t])

  async function run(action: () => Promise<string | null>) {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      setNotice(await action())
      await load()
    } catch (failure) {
      setError(errorMessage(failure, t))
    } finally {
      setBusy(false)
    }
  }

  const label = (session: AccountSession) => {
    const device = deviceName(session.userAgent)
    if (device.desktopApp) return t('account.sessions.desktopApp')
    if (!device.browser || !device.system) return t('account.sessions.unknownDevice')
    return t('account.sessions.device', { browser: device.browser, system: device.system })
  }
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    )
  const others = sessions?.filter((session) => !session.current) ?? []

  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.sessions.title')}</h2>
      <p>{t('account.sessions.intro')}</p>
      {!sessions && !error && <Loading />}
      {sessions && (
        <ul className="account-sessions" data-testid="account-sessions">
          {sessions.map((session) => (
            <li key={session.id} className="account-sessions__item">
              <div>
                <strong>{label(session)}</strong>
                {session.current && (
                  <span className="account-sessions__current">{t('account.sessions.current')}</span>
                )}
                <div className="field__hint">
                  {t('account.sessions.lastSeen', { date: date(session.lastSeenAt) })}
                  {session.ipAddress &&
                    ` · ${t('account.sessions.address', { address: session.ipAddress })}`}
                </div>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      await api.account.signOutSession({ id: session.id })
                      return null
                    })
                  }
                >
                  {t('account.sessions.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {sessions && others.length === 0 && <p>{t('account.sessions.onlyThis')}</p>}
      {sessions && others.length > 0 && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const { signedOut } = await api.account.signOutOthers()
              return t('account.sessions.signedOutOthers', { count: signedOut })
            })
          }
        >
          {t('account.sessions.signOutOthers')}
        </button>
      )}
      {notice && (
        <p className="account-success" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
