// Spec 001 §2.2 rules 3 and 4 on the web: a small screen (600 px wide or less, or 400 px high
// or less) is sent to the info page, except for the pages it may open; a large screen leaves
// the info pages again, to the page it was sent away from or else home. The desktop app's
// window is not a phone, and crawlers (rule 1) are never sent anywhere.
import { platform } from '@platform'
import { useEffect, useSyncExternalStore } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { localizedPath, splitLocale } from '../i18n/locale'
import {
  currentVisitorIsCrawler,
  INFO_PAGES,
  isSmallScreen,
  matchRoute,
  SMALL_SCREEN_PAGES,
  SMALL_SCREEN_RETURN_KEY,
} from './guard-rules'
import { pathTo, type RouteName } from './route-table'

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/**
 * Whether the window is small now; re-renders when a resize crosses the threshold. Null while a
 * prerendered page is rendered (build time) or hydrated: the HTML cannot know the screen, so the
 * gate decides only once the page is live, and the prerendered info page is the info page rather
 * than a redirect (which the static render cannot follow, and which hydration would follow the
 * wrong way and then back).
 */
export function useSmallScreen(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => isSmallScreen(window.innerWidth, window.innerHeight),
    () => null,
  )
}

function readReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(SMALL_SCREEN_RETURN_KEY)
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}

function writeReturnPath(path: string | null): void {
  try {
    if (path === null) sessionStorage.removeItem(SMALL_SCREEN_RETURN_KEY)
    else sessionStorage.setItem(SMALL_SCREEN_RETURN_KEY, path)
  } catch {
    // Without storage a large screen simply goes home.
  }
}

/** `target`: where small screens go (Info; the small-screen page until Info has a screen). */
export function ScreenSizeGate({ target }: { target: RouteName }) {
  const small = useSmallScreen()
  const { pathname, search } = useLocation()
  const { locale, rest } = splitLocale(pathname)
  const route = matchRoute(rest)
  const applies = small !== null && !platform.desktop && !currentVisitorIsCrawler()
  const sendAway = applies && small && !SMALL_SCREEN_PAGES.has(route.name)
  const sendBack = applies && !small && INFO_PAGES.has(route.name)

  useEffect(() => {
    // Remember the page a small screen was sent away from; forget it once a large screen is
    // back on an ordinary page.
    if (sendAway) writeReturnPath(`${rest}${search}`)
    else if (applies && !small && !INFO_PAGES.has(route.name)) writeReturnPath(null)
  }, [sendAway, applies, small, route.name, rest, search])

  const prefixed = (path: string) => localizedPath(path, locale ?? 'en')
  if (sendAway) return <Navigate to={prefixed(pathTo(target))} replace />
  if (sendBack) return <Navigate to={prefixed(readReturnPath() ?? '/')} replace />
  return <Outlet />
}
