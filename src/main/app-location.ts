/**
 * Where the renderer lives. A packaged build serves the bundled renderer from the privileged
 * `app://vitae/` scheme (so pages get a real origin, a CSP header and history routing, none of
 * which file:// gives); development loads the electron-vite dev server. Navigation guards, the
 * CSP and the IPC sender check all ask the same question: is this URL the app itself?
 */

export const APP_SCHEME = 'app'
export const APP_HOST = 'vitae'
export const BUNDLED_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`

export type AppLocation =
  | { readonly kind: 'bundled'; readonly entryUrl: string }
  | { readonly kind: 'dev-server'; readonly entryUrl: string; readonly origin: string }

/**
 * The dev server URL is honoured only in an unpackaged build: an installed app must never be
 * pointed at another page by an environment variable.
 */
export function resolveAppLocation(
  devServerUrl: string | undefined,
  isPackaged: boolean,
): AppLocation {
  if (isPackaged || !devServerUrl) return { kind: 'bundled', entryUrl: BUNDLED_ENTRY_URL }
  const url = parseUrl(devServerUrl)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `ELECTRON_RENDERER_URL must be an http(s) URL of the renderer dev server, got "${devServerUrl}".`,
    )
  }
  return { kind: 'dev-server', entryUrl: url.href, origin: url.origin }
}

export function isAppUrl(url: string, location: AppLocation): boolean {
  const parsed = parseUrl(url)
  if (!parsed) return false
  if (location.kind === 'dev-server') return parsed.origin === location.origin
  // Node's URL reports the origin of non-special schemes as "null", so compare the parts.
  return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}
