// The frame around every screen: header, main content, footer, the sign-in dialog, and the
// watcher that ends a session the server rejected (spec 001 §4: forced sign-out with the
// session-expired flag).
import { platform } from '@platform'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { http } from '../api'
import { Footer } from '../components/Footer'
import { Loading } from '../components/Loading'
import { Header } from '../components/Header'
import { useSession } from '../stores/session'
import { splitLocale } from '../i18n/locale'
import { matchRoute } from './guard-rules'
import { lazyScreen } from './lazy-screen'
import { LocaleGate } from './LocaleGate'
import { applyPageMeta, documentTitle, pageMeta } from './page-meta'
import { storeRedirectPath } from './redirect-after-login'
import { isCrashState } from './ScreenErrorBoundary'
import { usePreloadOnIntent, usePreloadWhenIdle } from './preload'
import { useLocale } from './useLocale'

// The desktop's menu, files, links and updates; never loaded by the web build.
const DesktopShell = lazy(() => import('../features/desktop/DesktopShell'))

function useSessionExpiry() {
  const navigate = useNavigate()
  const { to, rest } = useLocale()
  const { search } = useLocation()
  const here = useRef('/')
  useEffect(() => {
    here.current = `${rest}${search}`
  }, [rest, search])

  useEffect(() => {
    http.onSessionRejected(() => {
      const session = useSession.getState()
      // Only a session the user had can expire; a signed-out visitor has nothing to end.
      if (!session.user) return
      // Signing in again returns to this page. The editor's unsent changes stay on the device
      // (autosave keeps them until the server confirms) and are sent when it opens again.
      if (here.current !== '/') storeRedirectPath(here.current)
      session.expire()
      void navigate(`${to('/')}?sessionExpired=true`)
    })
    return () => http.onSessionRejected(null)
  }, [navigate, to])
}

// The dialog brings the form validation (zod and the shared schemas): loaded when first opened,
// or before that when the app is idle (see usePreloadWhenIdle).
const SignInDialog = lazyScreen(
  () => import('../features/auth/SignInDialog'),
  (module) => module.SignInDialog,
)

function SignInDialogSlot() {
  const open = useSession((state) => state.dialog.open)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  )
}

/**
 * Rule 9: after each navigation the title, the description and the robots rule are set. A hook
 * of the shell itself, called last, so it writes after any other head updates of the shell.
 */
function usePageMeta() {
  const { t, i18n } = useTranslation()
  const { pathname, state } = useLocation()
  const crashed = isCrashState(state)
  useEffect(() => {
    // The keys come from the route table at run time (guard.test.tsx checks each exists).
    const lookup = t as unknown as (key: string) => string
    const meta = pageMeta(matchRoute(splitLocale(pathname).rest), lookup)
    // /error after a crash says that something went wrong, not that the page does not exist.
    applyPageMeta(document, crashed ? { ...meta, title: documentTitle(t('crash.title')) } : meta)
  }, [pathname, crashed, t, i18n.language])
}

function OfflineBanner() {
  const { t } = useTranslation()
  const loadFailed = useSession((state) => state.loadFailed)
  const load = useSession((state) => state.load)
  if (!loadFailed) return null
  return (
    <div className="offline-banner" role="alert">
      <span>{t('errors.sessionCheckFailed')}</span>
      <button type="button" className="btn btn--secondary btn--small" onClick={() => void load()}>
        {t('common.retry')}
      </button>
    </div>
  )
}

export function AppShell() {
  const { t } = useTranslation()
  useSessionExpiry()
  usePreloadOnIntent()
  usePreloadWhenIdle(SignInDialog.preload)
  usePageMeta()
  return (
    <LocaleGate>
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // The desktop build routes by the URL hash, so the link must not change it.
          event.preventDefault()
          document.getElementById('main')?.focus()
        }}
      >
        {t('header.skipToContent')}
      </a>
      {platform.desktop && (
        <Suspense fallback={null}>
          <DesktopShell desktop={platform.desktop} />
        </Suspense>
      )}
      <Header />
      <OfflineBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SignInDialogSlot />
    </LocaleGate>
  )
}
