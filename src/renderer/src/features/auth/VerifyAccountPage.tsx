// /verify-account (spec 001 §2.5): where the link in the verification mail leads. It confirms
// the address with the link's token (which signs this browser in), or without a token checks
// the signed-in user again. States: checking; verified, then after 3 s the closing message that
// leads nowhere by itself; not verified (or a dead link) with a way to log in for a new link;
// nobody signed in.
import { VERIFIED_MESSAGE_SWITCH_MS } from '@shared/account/email'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { api, ApiError } from '../../api'
import { Loading } from '../../components/Loading'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import './auth.css'

type PageState =
  'checking' | 'verified' | 'done' | 'unverified' | 'linkInvalid' | 'notAuthenticated' | 'failed'

export function VerifyAccountPage() {
  const { t } = useTranslation()
  const { to } = useLocale()
  const [params, setParams] = useSearchParams()
  const setUser = useSession((state) => state.setUser)
  const user = useSession((state) => state.user)
  const openDialog = useSession((state) => state.openDialog)
  const [state, setState] = useState<PageState>('checking')
  const started = useRef(false)
  usePageTitle(t('authEmail.verifyPage.title'))

  useEffect(() => {
    if (started.current) return
    started.current = true
    const token = params.get('token')
    void (async () => {
      try {
        if (token) {
          // The token leaves the address bar (and the history) once it has been used.
          setParams({}, { replace: true })
          try {
            await api.session.verifyEmail(token)
          } catch (error) {
            if (!(error instanceof ApiError && error.id === 'link_invalid')) throw error
            const current = await api.session.current()
            setUser(current)
            setState(current?.emailVerified ? 'verified' : 'linkInvalid')
            return
          }
        }
        // The user is reloaded: a fresh answer says whether the address is confirmed now.
        const current = await api.session.current()
        setUser(current)
        if (token) setState('verified')
        else if (!current) setState('notAuthenticated')
        else setState(current.emailVerified ? 'verified' : 'unverified')
      } catch {
        setState('failed')
      }
    })()
  }, [params, setParams, setUser])

  useEffect(() => {
    if (state !== 'verified') return
    const timer = setTimeout(() => setState('done'), VERIFIED_MESSAGE_SWITCH_MS)
    return () => clearTimeout(timer)
  }, [state])

  const logIn = (
    <button type="button" className="btn btn--primary btn--large" onClick={() => openDialog()}>
      {t('authEmail.verifyPage.logIn')}
    </button>
  )

  return (
    <div className="page auth-page verify-page">
      <h1>{t('authEmail.verifyPage.title')}</h1>
      {state === 'checking' && <Loading label={t('authEmail.verifyPage.checking')} />}
      {state === 'verified' && (
        <p className="auth-page__message" role="status">
          {t('authEmail.verifyPage.verified')}
        </p>
      )}
      {state === 'done' && (
        <>
          <p className="auth-page__message" role="status">
            {t(user ? 'authEmail.verifyPage.done' : 'authEmail.verifyPage.doneSignIn')}
          </p>
          {user ? (
            <Link to={to('/')} className="btn btn--primary btn--large">
              {t('authEmail.verifyPage.continue')}
            </Link>
          ) : (
            logIn
          )}
        </>
      )}
      {(state === 'unverified' || state === 'linkInvalid' || state === 'notAuthenticated') && (
        <>
          <p className="auth-page__message" role="alert">
            {t(`authEmail.verifyPage.${state}`)}
          </p>
          {!user && logIn}
        </>
      )}
      {state === 'failed' && (
        <p className="auth-page__message" role="alert">
          {t('errors.network')}
        </p>
      )}
    </div>
  )
}
