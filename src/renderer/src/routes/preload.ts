// Loads a screen's code before the user asks for it, so a lazily loaded page opens without a
// visible wait: on hover, focus or touch of any in-app link, and when the app is idle, the page
// a visitor most likely opens next.
import { platform } from '@platform'
import { useEffect } from 'react'
import { useSession } from '../stores/session'
import { whenIdle } from './lazy-screen'
import { preloadScreen } from './screens'

/** The app path a link leads to, or null for a link that leaves the app. */
function linkPath(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  // The desktop build routes by the hash ("#/de/library").
  return platform.kind === 'desktop' ? url.hash.replace(/^#/, '') || '/' : url.pathname
}

function onIntent(event: Event) {
  if (!(event.target instanceof Element)) return
  const link = event.target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return
  const path = linkPath(link)
  if (path) preloadScreen(path)
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const

/** Preloads the screen behind whichever link the pointer or the focus reaches. */
export function usePreloadOnIntent(): void {
  useEffect(() => {
    for (const type of INTENT_EVENTS)
      document.addEventListener(type, onIntent, { capture: true, passive: true })
    return () => {
      for (const type of INTENT_EVENTS)
        document.removeEventListener(type, onIntent, { capture: true })
    }
  }, [])
}

/**
 * Once the first page is up and idle: a signed-in user's next page is the library; a visitor's
 * next step is the sign-in dialog (`signIn`), which every way into a resume goes through.
 */
export function usePreloadWhenIdle(signIn: () => Promise<unknown>): void {
  const status = useSession((state) => state.status)
  const signedIn = useSession((state) => state.user !== null)
  useEffect(() => {
    if (status !== 'ready') return
    return whenIdle(() => {
      if (signedIn) preloadScreen('/library')
      else void signIn().catch(() => undefined)
    })
  }, [status, signedIn, signIn])
}
