// Stateless CSRF protection, so any cloud process can check any request: GET /csrf-token sets a
// random httpOnly cookie (once) and answers HMAC(AUTH_SECRET, cookie). Every route the table
// declares with `csrf` (by default every method but GET) must echo that token in X-CSRF-Token
// when it comes from the web; a cross-site page can neither read
// the token nor set the header. Bearer clients (see client-kind.ts) are exempt: they carry no
// ambient credentials, and their headers cannot be sent cross-site without a CORS preflight that
// only trusted origins pass.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Context, Middleware } from 'koa'
import { CSRF_HEADER } from '@shared/api'
import type { AppState } from '../context'
import { CsrfError } from '../errors'
import { isBearerClient } from './client-kind'
import { serializeCookie } from './cookies'

export const CSRF_COOKIE = 'vitae_csrf'
const CSRF_COOKIE_MAX_AGE = 60 * 60 * 24 * 365
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const COOKIE_VALUE = /^[A-Za-z0-9_-]{32,64}$/

export function csrfTokenFor(secret: string, cookieValue: string): string {
  return createHmac('sha256', secret).update(`vitae-csrf:${cookieValue}`).digest('base64url')
}

function readCookie(ctx: Context): string | null {
  const value = ctx.cookies.get(CSRF_COOKIE)
  return value && COOKIE_VALUE.test(value) ? value : null
}

/** The token for this browser, setting its cookie first if it has none. */
export function issueCsrfToken(ctx: Context, options: { secret: string; secure: boolean }): string {
  let value = readCookie(ctx)
  if (!value) {
    value = randomBytes(32).toString('base64url')
    ctx.append(
      'Set-Cookie',
      serializeCookie(CSRF_COOKIE, value, {
        secure: options.secure,
        maxAgeSeconds: CSRF_COOKIE_MAX_AGE,
      }),
    )
  }
  return csrfTokenFor(options.secret, value)
}

export function hasValidCsrfToken(ctx: Context, secret: string): boolean {
  const cookie = readCookie(ctx)
  const sent = ctx.get(CSRF_HEADER)
  if (!cookie || !sent) return false
  const expected = Buffer.from(csrfTokenFor(secret, cookie))
  const actual = Buffer.from(sent)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/**
 * The check for one route (mounted from the table, see routes/mount.ts). Safe methods pass:
 * a forward declaration covers GET and POST with one `csrf` flag. Routes that take requests from
 * other servers (payment webhooks) declare `csrf: false` instead.
 */
export function requireCsrf(secret: string): Middleware<AppState> {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || isBearerClient(ctx)) return next()
    if (!hasValidCsrfToken(ctx, secret)) throw CsrfError()
    return next()
  }
}
