// The route objects, built from the route table for every language prefix. Desktop pages load
// from app:// or file:// with no server to answer deep links, so the desktop build routes by
// the URL hash; the web build uses real paths. The app uses react-router's declarative routers
// (BrowserRouter, HashRouter): it loads no data through routes, and the data router would add
// some 20 kB gzipped to every first page (issue 11 point 8).
import type { ComponentType } from 'react'
import {
  BrowserRouter,
  HashRouter,
  Navigate,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router'
import { HomePage } from '../features/home/HomePage'
import { SmallScreenPage } from '../features/small-screen/SmallScreenPage'
import { LOCALES, localePrefix, localizedPath, splitLocale } from '../i18n/locale'
import { AppShell } from './AppShell'
import { guarded } from './guards'
import { ErrorRoute, ScreenErrorBoundary } from './ScreenErrorBoundary'
import { ScreenSizeGate } from './ScreenSizeGate'
import { ROUTE_TABLE, type RouteName } from './route-table'
import { LAZY_SCREENS } from './screens'

/** The screens built so far; the other routes of the table arrive with their issues. */
const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  Home: HomePage,
  Error: ErrorRoute,
  SmallScreen: SmallScreenPage,
  ...LAZY_SCREENS,
}

/** Small screens go to the info page, or to the small-screen page while Info has no screen. */
const SMALL_SCREEN_TARGET: RouteName = SCREENS.Info ? 'Info' : 'SmallScreen'

/** Unknown paths go to /error, keeping a leading de or tr prefix; a leading /en is dropped. */
function UnknownPath() {
  const { pathname, search } = useLocation()
  const { locale, rest } = splitLocale(pathname)
  if (locale === 'en') return <Navigate to={`${rest}${search}`} replace />
  return <Navigate to={localizedPath('/error', locale ?? 'en')} replace />
}

export function buildRoutes(): RouteObject[] {
  const screens: RouteObject[] = ROUTE_TABLE.flatMap((route) => {
    const Screen = SCREENS[route.name]
    if (!Screen) return []
    return LOCALES.map((locale) => ({
      path: `${localePrefix(locale)}${route.path}`.replace(/\/$/, '') || '/',
      element: guarded(route, <Screen />),
    }))
  })
  return [
    {
      element: <AppShell />,
      children: [
        {
          element: <ScreenSizeGate target={SMALL_SCREEN_TARGET} />,
          children: [
            {
              element: <ScreenErrorBoundary />,
              children: [...screens, { path: '*', element: <UnknownPath /> }],
            },
          ],
        },
      ],
    },
  ]
}

const ROUTES = buildRoutes()

/** Every screen of the app, under whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(ROUTES)
}

export function AppRouter({ kind }: { kind: 'web' | 'desktop' }) {
  const Router = kind === 'desktop' ? HashRouter : BrowserRouter
  return (
    <Router>
      <AppRoutes />
    </Router>
  )
}
