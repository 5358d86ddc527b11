// Cross-origin access to the API, for the desktop app: its pages come from app://vitae (see
// src/main/app-protocol.ts) and call the cloud with a bearer token. Only trusted origins get CORS
// headers; a browser refuses any other site's request that carries Authorization, X-CSRF-Token or
// X-Vitae-Client (those headers always need this preflight), which is what lets requests with
// them skip the CSRF cookie check (see csrf.ts).
import type { Middleware } from 'koa'
import { CSRF_HEADER } from '@shared/api'
import type { AppState } from '../context'

/** The origin of the desktop app's bundled pages. */
export const DESKTOP_ORIGIN = 'app://vitae'
export const CLIENT_HEADER = 'X-Vitae-Client'

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  CSRF_HEADER,
  CLIENT_HEADER,
  'X-Request-Id',
]
const EXPOSED_HEADERS = ['set-auth-token', 'X-Request-Id', 'Retry-After']

export function cors(trustedOrigins: readonly string[]): Middleware<AppState> {
  const allowed = new Set(trustedOrigins)
  return async (ctx, next) => {
    const origin = ctx.get('Origin')
    ctx.vary('Origin')
    if (!origin || !allowed.has(origin)) return next()
    ctx.set('Access-Control-Allow-Origin', origin)
    ctx.set('Access-Control-Allow-Credentials', 'true')
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '))
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE')
      ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS.join(', '))
      ctx.set('Access-Control-Max-Age', '600')
      ctx.status = 204
      return
    }
    return next()
  }
}
