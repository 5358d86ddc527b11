// Route guards of spec 001 §2.2: rule 5 (login required: remember the wanted path, open the
// sign-in dialog, stay on the home page) and rule 7 (resume ownership is checked by a call; any
// failure sends the user home).
import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation, useParams } from 'react-router'
import { api } from '../api'
import { Loading } from '../components/Loading'
import { splitLocale } from '../i18n/locale'
import { useSession } from '../stores/session'
import { storeRedirectPath } from './redirect-after-login'
import { useLocale } from './useLocale'
import type { RouteAccess } from './route-table'

export function RequireLogin({ children }: { children: ReactNode }) {
  const user = useSession((state) => state.user)
  const status = useSession((state) => state.status)
  const openDialog = useSession((state) => state.openDialog)
  const { pathname, search } = useLocation()
  const { to } = useLocale()
  const mustSignIn = status === 'ready' && !user

  useEffect(() => {
    if (!mustSignIn) return
    // Stored without its language prefix, so it opens in whatever language is current later.
    storeRedirectPath(`${splitLocale(pathname).rest}${search}`)
    openDialog()
  }, [mustSignIn, pathname, search, openDialog])

  if (status === 'loading') return <Loading />
  if (mustSignIn) return <Navigate to={to('/')} replace />
  return (
    <>
      {/* Pages behind a login are not for search engines (spec 001 §2.2 rule 9); React moves
          this tag into the document head. */}
      <meta name="robots" content="noindex" />
      {children}
    </>
  )
}

export function RequireOwnership({ children }: { children: ReactNode }) {
  const { cvId = '' } = useParams()
  const { to } = useLocale()
  const [checked, setChecked] = useState<{ cvId: string; owner: boolean } | null>(null)

  useEffect(() => {
    let current = true
    // 200 means owner (spec 001 §7); a 404, or any other failure, sends the user home.
    api.library.verifyOwnership({ cvId }).then(
      () => current && setChecked({ cvId, owner: true }),
      () => current && setChecked({ cvId, owner: false }),
    )
    return () => {
      current = false
    }
  }, [cvId])

  if (!checked || checked.cvId !== cvId) return <Loading />
  if (!checked.owner) return <Navigate to={to('/')} replace />
  return children
}

/** Wraps a screen in the guards its access level needs. */
export function guarded(access: RouteAccess, screen: ReactNode): ReactNode {
  if (access === 'public') return screen
  if (access === 'login') return <RequireLogin>{screen}</RequireLogin>
  return (
    <RequireLogin>
      <RequireOwnership>{screen}</RequireOwnership>
    </RequireLogin>
  )
}
