// Reading and answering sessions through better-auth's server API.
import type { Context, Middleware } from 'koa'
import type { AppState, SessionUser } from '../context'
import { AuthenticationError } from '../errors'
import type { Auth } from './auth'
import { authHeaders, isBearerClient } from './client-kind'

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

/** The signed-in user of this request, or null. Refreshes the session cookie when due. */
export async function readSession(auth: Auth, ctx: Context): Promise<SessionUser | null> {
  const { headers, response } = await auth.api.getSession({
    headers: authHeaders(ctx),
    returnHeaders: true,
  })
  forwardAuthHeaders(ctx, headers)
  if (!response) return null
  return { id: response.user.id, email: response.user.email }
}

/** Lets the request through only with a session; 401 otherwise (never 403, see errors.ts). */
export function requireSession(auth: Auth): Middleware<AppState> {
  return async (ctx, next) => {
    const user = await readSession(auth, ctx)
    if (!user) throw AuthenticationError()
    ctx.state.user = user
    await next()
  }
}

/** Lets every request through, with the signed-in user on ctx.state when there is one. */
export function optionalSession(auth: Auth): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.user = (await readSession(auth, ctx)) ?? undefined
    await next()
  }
}
