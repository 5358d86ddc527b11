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

/** Set by authHeaders() alone: the client address as the cloud determined it. */
export const CLIENT_IP_HEADER = 'x-vitae-client-ip'

/**
 * Headers a client could send to pose as another address. better-auth never sees them: it
 * reads the address from CLIENT_IP_HEADER, which holds ctx.ip (Koa honours X-Forwarded-For
 * only when TRUST_PROXY is set).
 */
const ADDRESS_HEADERS = new Set([
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
  CLIENT_IP_HEADER,
])

/** The request headers to hand to better-auth, without cookies for bearer clients. */
export function authHeaders(ctx: Pick<Context, 'get' | 'headers' | 'ip'>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(ctx.headers)) {
    if (value === undefined) continue
    if (name === 'cookie' && isBearerClient(ctx)) continue
    if (ADDRESS_HEADERS.has(name)) continue
    headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  }
  if (ctx.ip) headers.set(CLIENT_IP_HEADER, ctx.ip)
  return headers
}
