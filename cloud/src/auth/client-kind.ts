// Who is calling: the web app (session in a cookie, protected by the CSRF token) or a bearer
// client such as the desktop app (session in Authorization: Bearer, never a cookie).
import type { Context } from 'koa'
import { CLIENT_HEADER } from '../middlewares/cors'

export function hasBearerToken(ctx: Pick<Context, 'get'>): boolean {
  return /^bearer\s+\S/i.test(ctx.get('Authorization'))
}

export function isDesktopClient(ctx: Pick<Context, 'get'>): boolean {
  return ctx.get(CLIENT_HEADER).toLowerCase() === 'desktop'
}

/**
 * Bearer clients are authenticated by their header alone: any cookie they send is ignored and
 * none is set for them. That is what makes skipping the CSRF check for them safe.
 */
export function isBearerClient(ctx: Pick<Context, 'get'>): boolean {
  return hasBearerToken(ctx) || isDesktopClient(ctx)
}

/** The request headers to hand to better-auth, without cookies for bearer clients. */
export function authHeaders(ctx: Pick<Context, 'get' | 'headers'>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value === undefined) continue
    if (name === 'cookie' && isBearerClient(ctx)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  return headers
}
