// The route objects, built from the route table for every language prefix. Desktop pages load
// from app:// or file:// with no server to answer deep links, so the desktop build routes by
// the URL hash; the web build uses real paths.
import { lazy, type ComponentType } from 'react'
import {
  Navigate,
  createBrowserRouter,
  createHashRouter,
  useLocation,
  type RouteObject,
} from 'react-router'
import { CrashPage, NotFoundPage } from '../features/errors/NotFoundPage'
import { HomePage } from '../features/home/HomePage'
import { LibraryPage } from '../features/library/LibraryPage'
import { LOCALES, localePrefix, localizedPath, splitLocale } from '../i18n/locale'
import { AppShell } from './AppShell'
import { guarded } from './guards'
import { ROUTE_TABLE, type RouteName } from './route-table'

// The editor brings the rich-text editor with it; it loads only when a resume is opened.
const EditorPage = lazy(() =>
  import('../features/editor/EditorPage').then((module) => ({ default: module.EditorPage })),
)

// The import page brings pdf.js and the parser; it loads when the user opens it.
const ImportPage = lazy(() =>
  import('../features/import/ImportPage').then((module) => ({ default: module.ImportPage })),
)

// The evaluation page brings pdf.js and the preview; it loads when the user opens it.
const EvaluationPage = lazy(() =>
  import('../features/evaluation/EvaluationPage').then((module) => ({
    default: module.EvaluationPage,
  })),
)

/** The screens built so far; the other routes of the table arrive with their issues. */
const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  Home: HomePage,
  Library: LibraryPage,
  CvCreation: EditorPage,
  CvExisting: ImportPage,
  CvEvaluation: EvaluationPage,
  Error: NotFoundPage,
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
