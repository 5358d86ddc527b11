// The pending-verification credential (e-mail on, spec 001 §4): sign-up and sign-in with an
// unconfirmed address issue no session but this, and the sign-in dialog's verify view polls
// with it. Once the address is confirmed (the link in the mail), the next poll turns it into a
// session, so the dialog closes signed in wherever the link was opened.
//
// It names the account the password was proven for (sign-up with a new address, sign-in with
// the right password) or, for a sign-up to a taken address, an id that belongs to nobody, so it
// never completes and looks exactly like a real one. HMAC-signed with the auth secret; it
// expires. The web keeps it in an httpOnly cookie (scripts never see it, like the session);
// the desktop gets it in the answer and sends it back in the body.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { PENDING_VERIFICATION_SECONDS } from '@shared/account/email'
import type { Context } from 'koa'
import { isDesktopClient } from './client-kind'
import { serializeCookie } from './cookies'

export const PENDING_COOKIE = 'vitae_pending_verification'

export interface PendingVerification {
  userId: string
  email: string
}

interface Payload {
  u: string
  e: string
  /** Expiry, seconds since the epoch. */
  x: number
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`pending-verification:${body}`).digest('base64url')
}

export function issuePendingToken(
  secret: string,
  pending: PendingVerification,
  now = Date.now(),
): string {
  const payload: Payload = {
    u: pending.userId,
    e: pending.email,
    x: Math.floor(now / 1000) + PENDING_VERIFICATION_SECONDS,
  }
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The pending sign-in a token names, or null when it is forged, altered or expired. */
export function readPendingToken(
  secret: string,
  token: string,
  now = Date.now(),
): PendingVerification | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>
    if (typeof payload.u !== 'string' || typeof payload.e !== 'string') return null
    if (typeof payload.x !== 'number' || payload.x * 1000 <= now) return null
    return { userId: payload.u, email: payload.e }
  } catch {
    return null
  }
}

/** Hands the token to the client: a cookie for the web, the answer's field for the desktop. */
export function deliverPendingToken(
  ctx: Context,
  token: string,
  secure: boolean,
): { pendingToken?: string } {
  if (isDesktopClient(ctx)) return { pendingToken: token }
  ctx.append(
    'Set-Cookie',
    serializeCookie(PENDING_COOKIE, token, { secure, maxAgeSeconds: PENDING_VERIFICATION_SECONDS }),
  )
  return {}
}

export function clearPendingToken(ctx: Context, secure: boolean): void {
  if (isDesktopClient(ctx)) return
  ctx.append('Set-Cookie', serializeCookie(PENDING_COOKIE, '', { secure, maxAgeSeconds: 0 }))
}

/** The token this request carries: the desktop's field, or the web's cookie. */
export function pendingTokenOf(ctx: Context, fromBody: string | undefined): string | null {
  if (isDesktopClient(ctx)) return fromBody ?? null
  return ctx.cookies.get(PENDING_COOKIE) ?? null
}
