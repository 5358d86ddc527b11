// Route guards of spec 001 §2.2, the parts that belong to one route: rule 5 (login required:
// remember the wanted path, open the sign-in dialog, stay on the home page), rule 7 (resume
// ownership is checked by a call; any failure sends the user home) and rule 8 (Payment sends a
// Premium or Onhold account to Account). Crawlers skip them all (rule 1). The rules that hold for
// every page (language prefix, small screens, title and meta) live in the shell: LocaleGate,
// ScreenSizeGate and PageMeta.
import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation, useParams } from 'react-router'
import { resumeStore } from '../library'
import { Loading } from '../components/Loading'
import { splitLocale } from '../i18n/locale'
import { useSession } from '../stores/session'
import { currentVisitorIsCrawler, paymentIsClosedFor } from './guard-rules'
import { storeRedirectPath } from './redirect-after-login'
import { useLocale } from './useLocale'
import type { RouteDefinition } from './route-table'

export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useSession((state) => state.user)
  const status = useSession((state) => state.status)
  const openDialog = useSession((state) => state.openDialog)
  const expired = useSession((state) => state.expired)
  const { pathname, search } = useLocation()
  const { to } = useLocale()
  const crawler = currentVisitorIsCrawler()
  const mustSignIn = status === 'ready' && !user && !crawler

  useEffect(() => {
    if (!mustSignIn) return
    // Stored without its language prefix, so it opens in whatever language is current later.
    storeRedirectPath(`${splitLocale(pathname).rest}${search}`)
    // After a rejected session the home page's notice explains first, then offers the dialog.
    if (!expired) openDialog()
  }, [mustSignIn, expired, pathname, search, openDialog])

  // A crawler is neither redirected nor asked to sign in; with nobody signed in the page has
  // nothing to show it but its title and its noindex (PageMeta).
  if (crawler && !user) return null
  if (status === 'loading') return <Loading />
  if (mustSignIn) {
    return <Navigate to={expired ? `${to('/')}?sessionExpired=true` : to('/')} replace />
  }
  return children
}

export function RequireOwnership({ children }: { children: ReactNode }) {
  const { cvId = '' } = useParams()
  const { to } = useLocale()
  const [checked, setChecked] = useState<{ cvId: string; owner: boolean } | null>(null)

  useEffect(() => {
    let current = true
    // 200 means owner (spec 001 §7); a 404, or any other failure, sends the user home. In the
    // desktop's local library, every resume on this computer is the user's.
    void resumeStore.owns(cvId).then((owner) => current && setChecked({ cvId, owner }))
    return () => {
      current = false
    }
  }, [cvId])

  if (!checked || checked.cvId !== cvId) return <Loading />
  if (!checked.owner) return <Navigate to={to('/')} replace />
  return children
}

/**
 * Rule 8: an account that is Premium already, or whose payment waits (Onhold), goes to Account.
 * Decided when the page is opened: an account that becomes Premium or Onhold by paying on this
 * page stays, so the page can show the payment's result (its Close then goes to Account).
 */
export function RequirePaymentOpen({ children }: { children: ReactNode }) {
  const status = useSession((state) => state.user?.accountStatus)
  const [closedOnArrival] = useState(() => paymentIsClosedFor(status))
  const { to } = useLocale()
  if (closedOnArrival) return <Navigate to={to('/account')} replace />
  return children
}

/** Wraps a screen in the guards its route needs. */
export function guarded(route: RouteDefinition, screen: ReactNode): ReactNode {
  if (route.access === 'public') return screen
  // The library's screens need an account only where the library is the account's (the web):
  // the desktop's local library opens signed out (src/shared/plans/desktop.ts).
  if (route.library && !resumeStore.needsAccount) {
    return route.access === 'ownership' ? <RequireOwnership>{screen}</RequireOwnership> : screen
  }
  if (route.access === 'login') {
    if (route.name === 'Payment') {
      return (
        <RequireLogin>
          <RequirePaymentOpen>{screen}</RequirePaymentOpen>
        </RequireLogin>
      )
    }
    return <RequireLogin>{screen}</RequireLogin>
  }
  return (
    <RequireLogin>
      <RequireOwnership>{screen}</RequireOwnership>
    </RequireLogin>
  )
}
