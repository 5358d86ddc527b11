// The route objects, built from the route table for every language prefix. Desktop pages load
// from app:// or file:// with no server to answer deep links, so the desktop build routes by
// the URL hash; the web build uses real paths.
import type { ComponentType } from 'react'
import {
  Navigate,
  createBrowserRouter,
  createHashRouter,
  useLocation,
  type RouteObject,
} from 'react-router'
import { CrashPage, NotFoundPage } from '../features/errors/NotFoundPage'
import { HomePage } from '../features/home/HomePage'
import { LOCALES, localePrefix, localizedPath, splitLocale } from '../i18n/locale'
import { AppShell } from './AppShell'
import { guarded } from './guards'
import { ROUTE_TABLE, type RouteName } from './route-table'
import { LAZY_SCREENS } from './screens'

/** The screens built so far; the other routes of the table arrive with their issues. */
const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  Home: HomePage,
  Error: NotFoundPage,
  ...LAZY_SCREENS,
}

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
      element: guarded(route.access, <Screen />),
    }))
  })
  return [
    {
      element: <AppShell />,
      children: [
        {
          errorElement: <CrashPage />,
          children: [...screens, { path: '*', element: <UnknownPath /> }],
        },
      ],
    },
  ]
}

export function createAppRouter(kind: 'web' | 'desktop') {
  const routes = buildRoutes()
  return kind === 'desktop' ? createHashRouter(routes) : createBrowserRouter(routes)
}
