import { extname, join, resolve, sep } from 'node:path'
import type { CustomScheme } from 'electron'
import { APP_HOST, APP_SCHEME } from './app-location'

/**
 * `standard` gives app:// URLs a host and relative resolution like https, `secure` makes the
 * page a secure context, `supportFetchAPI` lets the renderer fetch its own assets. Must be
 * registered before the app is ready.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
}

/**
 * Maps an app:// request to a file inside the renderer bundle, or null when the request is not
 * for the app or would leave the bundle. Paths without an extension are client-side routes and
 * get index.html, so reloading a deep link works.
 */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | null {
  let url: URL
  let pathname: string
  try {
    url = new URL(requestUrl)
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null
  if (pathname.includes('\0')) return null
  const root = resolve(rendererDir)
  const relative = extname(pathname) === '' ? 'index.html' : pathname
  const file = join(root, relative)
  return file.startsWith(root + sep) ? file : null
}

export interface AppProtocolDeps {
  readonly rendererDir: string
  /** The Content-Security-Policy every app page is served with. */
  readonly csp: string
  /** Reads a file of the bundle as a response carrying its content type (Electron's net.fetch). */
  readonly fetchFile: (path: string) => Promise<Response>
}

export async function serveAppRequest(request: Request, deps: AppProtocolDeps): Promise<Response> {
  const file = resolveAppFile(deps.rendererDir, request.url)
  if (!file) return notFound()
  let response: Response
  try {
    response = await deps.fetchFile(file)
  } catch {
    return notFound()
  }
  if (!response.ok) return notFound()
  const headers = new Headers(response.headers)
  headers.set('Content-Security-Policy', deps.csp)
  headers.set('X-Content-Type-Options', 'nosniff')
  return new Response(response.body, { status: response.status, headers })
}

function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
}
