// Starts the renderer: the opened page's code, the session check and the interface language's
// texts load side by side; the router for this build's platform renders once the texts are
// there, so the first paint is translated. A page the server sent prerendered (its public pages,
// src/renderer/src/prerender.tsx) is hydrated: React takes over the HTML that is already there.
import './zod-jitless'
import { platform } from '@platform'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { initI18n } from './i18n'
import { DEFAULT_LOCALE, preferredLocale, splitLocale } from './i18n/locale'
import { AppRouter } from './routes/router'
import { preloadScreen, preloadScreenTexts } from './routes/screens'
import { useSession } from './stores/session'
import './styles/global.css'

// The loading page in the HTML (boot/boot-script.ts) stops waiting: the code is here.
;(window as Window & { vitaeStarted?: boolean }).vitaeStarted = true

// The desktop build routes by the hash ("#/de/library"), the web build by the path.
const initialPath =
  (platform.kind === 'desktop'
    ? window.location.hash.replace(/^#/, '')
    : window.location.pathname) || '/'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to render into.')

/**
 * Hydrate only when the first render will be the prerendered one: the same path, no query (which
 * can open a dialog) and, on an unprefixed English page, no other preferred language (which
 * redirects). Otherwise React renders afresh and replaces the HTML.
 */
function hydrates(): boolean {
  const prerendered = container?.getAttribute('data-prerendered')
  if (!prerendered || prerendered !== window.location.pathname || window.location.search)
    return false
  return splitLocale(prerendered).locale !== null || preferredLocale() === DEFAULT_LOCALE
}

const app = (
  <StrictMode>
    <AppRouter kind={platform.kind} />
  </StrictMode>
)

// The opened page's code downloads while its texts load and the session is checked.
const screen = preloadScreen(initialPath)
void useSession.getState().load()
const locale = splitLocale(initialPath).locale ?? preferredLocale()
const texts = initI18n(locale)
if (platform.kind === 'web' && hydrates()) {
  // The page's own code and texts first, so the whole page hydrates in one pass (see
  // SCREEN_TEXTS in routes/screens.ts).
  const screenTexts = texts.then(() => preloadScreenTexts(initialPath, locale))
  void Promise.all([screenTexts, screen]).then(() => hydrateRoot(container, app))
} else {
  void texts.then(() => createRoot(container).render(app))
}
