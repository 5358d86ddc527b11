// Reading and answering sessions through better-auth's server API.
import type { Context, Middleware } from 'koa'
import type { AppState, SessionUser } from '../context'
import { AuthenticationError } from '../errors'
import type { Auth } from './auth'
import { authHeaders, hasBearerToken, isBearerClient } from './client-kind'
import type { SessionCache } from './session-cache'

/**
 * Copies what better-auth wants to send back: session cookies for the web (never for bearer
 * clients), and returns the bearer token it issued, if any.
 */
export function forwardAuthHeaders(ctx: Context, headers: Headers): string | null {
  if (!isBearerClient(ctx)) {
    for (const cookie of headers.getSetCookie()) ctx.append('Set-Cookie', cookie)
  }
  return headers.get('set-auth-token')
}

/** What authenticates this request: the bearer header, or for the web its cookies. */
function credentialOf(ctx: Context): string | null {
  if (isBearerClient(ctx)) {
    const authorization = ctx.get('Authorization')
    return authorization ? `bearer:${authorization}` : null
  }
  const cookie = ctx.get('Cookie')
  return cookie ? `cookie:${cookie}` : null
}

/**
 * The signed-in user of this request, or null. Refreshes the session cookie when due. With a
 * cache (see session-cache.ts), a credential better-auth confirmed in the last seconds costs one
 * indexed lookup instead of the whole check.
 */
export async function readSession(
  auth: Auth,
  ctx: Context,
  cache?: SessionCache,
): Promise<SessionUser | null> {
  const credential = cache ? credentialOf(ctx) : null
  if (cache && credential) {
    const known = await cache.lookup(credential)
    if (known) return known
  }
  const { headers, response } = await auth.api.getSession({
    headers: authHeaders(ctx),
    returnHeaders: true,
  })
  forwardAuthHeaders(ctx, headers)
  if (!response) return null
  const user = { id: response.user.id, email: response.user.email }
  // Only a credential that better-auth did not have to replace is remembered as is.
  if (cache && credential && !headers.get('set-cookie') && !headers.get('set-auth-token')) {
    cache.remember(credential, user, response.session)
  }
  return user
}

/** Lets the request through only with a session; 401 otherwise (never 403, see errors.ts). */
export function requireSession(auth: Auth, cache?: SessionCache): Middleware<AppState> {
  return async (ctx, next) => {
    const user = await readSession(auth, ctx, cache)
    if (!user) throw AuthenticationError()
    ctx.state.user = user
    await next()
  }
}

/** Lets every request through, with the signed-in user on ctx.state when there is one. */
export function optionalSession(auth: Auth, cache?: SessionCache): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.user = (await readSession(auth, ctx, cache)) ?? undefined
    await next()
  }
}

/**
 * Whether the request carries a session credential at all: a bearer token from a bearer client,
 * else better-auth's session cookie. A visitor who never signed in (or signed out here, which
 * clears the cookie) sends none; one whose credential readSession refused had a session that
 * ended (expired, signed out elsewhere, revoked).
 */
export async function sentSessionCredential(auth: Auth, ctx: Context): Promise<boolean> {
  if (isBearerClient(ctx)) return hasBearerToken(ctx)
  const name = (await auth.$context).authCookies.sessionToken.name
  return ctx
    .get('Cookie')
    .split(';')
    .some((pair) => pair.trim().startsWith(`${name}=`))
}
