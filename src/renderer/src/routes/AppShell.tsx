// The frame around every screen: header, main content, footer, the sign-in dialog, and the
// watcher that ends a session the server rejected (spec 001 §4: forced sign-out with the
// session-expired flag).
import { platform } from '@platform'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router'
import { http } from '../api'
import { Footer } from '../components/Footer'
import { Loading } from '../components/Loading'
import { Header } from '../components/Header'
import { useSession } from '../stores/session'
import { splitLocale } from '../i18n/locale'
import { syncHead } from '../seo/sync-head'
import { lazyScreen } from './lazy-screen'
import { LocaleGate } from './LocaleGate'
import { usePreloadOnIntent, usePreloadWhenIdle } from './preload'
import { ROUTE_TABLE } from './route-table'
import { useLocale } from './useLocale'

// The desktop's menu, files, links and updates; never loaded by the web build.
const DesktopShell = lazy(() => import('../features/desktop/DesktopShell'))

function useSessionExpiry() {
  const navigate = useNavigate()
  const { to } = useLocale()

  useEffect(() => {
    http.onSessionRejected(() => {
      const session = useSession.getState()
      // Only a session the user had can expire; a signed-out visitor has nothing to end.
      if (!session.user) return
      session.closeDialog()
      void session.signOut().catch(() => undefined)
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

/** Whether search engines may index an app path: public pages the route table lists for them. */
export function indexable(pathname: string): boolean {
  const { rest } = splitLocale(pathname)
  const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, rest))
  return route !== undefined && 'seo' in route && route.seo === 'index'
}

/** The canonical and language links follow client-side navigation (web only). */
function useSearchEngineHead() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (platform.kind !== 'web') return
    syncHead(pathname, !indexable(pathname))
  }, [pathname])
}

function SignInDialogSlot() {
  const open = useSession((state) => state.dialog.open)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  )
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
  useSearchEngineHead()
  usePreloadOnIntent()
  usePreloadWhenIdle(SignInDialog.preload)
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
