import type { App, Session, WebContents } from 'electron'
import { isExternalLinkAllowed } from '@shared/ipc'
import { isAppUrl, type AppLocation } from './app-location'

/**
 * The inline module script @vitejs/plugin-react injects into index.html in development to wire
 * React Refresh. Allowing exactly its hash keeps script-src free of 'unsafe-inline' even in dev;
 * security.test.ts fails if the plugin ever changes the snippet.
 */
export const DEV_REFRESH_PREAMBLE_HASH = "'sha256-Z2/iFzh9VMlVkEOar1f/oSHWwQk3ve1qk/C2WdsC4Xk='"

export interface CspOptions {
  /** Origin of the cloud API the renderer talks to. */
  readonly apiOrigin: string
  /** Origin of the renderer dev server, in development only (hot reload needs its websocket). */
  readonly devServerOrigin?: string
}

export function buildCsp({ apiOrigin, devServerOrigin }: CspOptions): string {
  const dev = devServerOrigin ? new URL(devServerOrigin) : null
  const devSocket = dev ? `${dev.protocol === 'https:' ? 'wss:' : 'ws:'}//${dev.host}` : null
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev ? [DEV_REFRESH_PREAMBLE_HASH] : [])],
    'connect-src': ["'self'", apiOrigin, ...(devSocket ? [devSocket] : [])],
    'img-src': ["'self'", 'data:', 'blob:'],
    // Resume templates apply the user's theme (colours, fonts, spacing) through style attributes
    // and <style> blocks, and the rich-text editor writes style attributes too. CSS cannot run
    // script, and connect-src/img-src above bound where a stylesheet could send data.
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

export type NavigationDecision = { allow: true } | { allow: false; openExternally: boolean }

/** In-app navigation proceeds; anything else stays out of the window, links go to the browser. */
export function decideNavigation(url: string, location: AppLocation): NavigationDecision {
  if (isAppUrl(url, location)) return { allow: true }
  return { allow: false, openExternally: isExternalLinkAllowed(url) }
}

/** The app never opens a second window; a link meant for one opens in the user's browser. */
export function decideWindowOpen(url: string): { openExternally: boolean } {
  return { openExternally: isExternalLinkAllowed(url) }
}

export interface SecurityDeps {
  readonly location: AppLocation
  readonly csp: string
  readonly openExternal: (url: string) => Promise<void>
  /** Where refused or failed external opens are reported (they must never throw in main). */
  readonly warn: (message: string) => void
}

export function secureWebContents(contents: WebContents, deps: SecurityDeps): void {
  const openOutside = (url: string): void => {
    deps.openExternal(url).catch((error: unknown) => {
      deps.warn(`Could not open ${url} outside the app: ${String(error)}`)
    })
  }
  contents.setWindowOpenHandler(({ url }) => {
    if (decideWindowOpen(url).openExternally) openOutside(url)
    else deps.warn(`Refused to open a window for ${url}`)
    return { action: 'deny' }
  })
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, deps.location)
    if (decision.allow) return
    event.preventDefault()
    if (decision.openExternally) openOutside(event.url)
    else deps.warn(`Blocked navigation to ${event.url}`)
  })
  // A redirect is not a click: block it when it leaves the app, but never open it outside.
  contents.on('will-redirect', (event) => {
    if (decideNavigation(event.url, deps.location).allow) return
    event.preventDefault()
    deps.warn(`Blocked redirect to ${event.url}`)
  })
  contents.on('will-attach-webview', (event) => {
    event.preventDefault()
    deps.warn('Blocked a <webview>')
  })
}

/** Denies every permission, and sends the CSP with the dev server's pages. */
export function secureSession(session: Session, deps: SecurityDeps): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.setDevicePermissionHandler(() => false)
  // Bundled pages get the CSP from the app:// protocol handler; webRequest sees http(s) only.
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppUrl(details.url, deps.location)) return callback({})
    callback({
      responseHeaders: {
        ...withoutHeader(details.responseHeaders ?? {}, 'content-security-policy'),
        'Content-Security-Policy': [deps.csp],
      },
    })
  })
}

/** Secures the default session now and every web contents the app ever creates. */
export function applySecurity(app: App, session: Session, deps: SecurityDeps): void {
  secureSession(session, deps)
  app.on('web-contents-created', (_event, contents) => secureWebContents(contents, deps))
}

function withoutHeader(
  headers: Record<string, string[]>,
  lowerCaseName: string,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== lowerCaseName),
  )
}
