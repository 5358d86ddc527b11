// What the session routes answer with: a signed-in session (SessionResponse) or, for an
// address still waiting for confirmation, the verify view's pending answer.
import { createHmac } from 'node:crypto'
import type { SessionResponse, VerificationPendingResponse } from '@shared/api'
import { isAPIError } from 'better-auth/api'
import { isDesktopClient } from '../../auth/client-kind'
import { deliverPendingToken, issuePendingToken } from '../../auth/pending-verification'
import type { AppContext, AppDeps } from '../../context'
import { AuthenticationError } from '../../errors'
import { creditsOf, presentSession } from '../../presenters/user'
import { findUserById } from '../../queries/users'

/** better-auth's error code of a failed server-API call, if it is one of its errors. */
export function codeOf(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined
}

export function sessionResponder(deps: AppDeps) {
  const { auth, database } = deps
  const secure = deps.config.publicUrl.startsWith('https:')

  /** The signed-in answer for this user; the token only for desktop clients. */
  async function sessionOf(
    ctx: AppContext,
    userId: string,
    token: string | null,
  ): Promise<SessionResponse> {
    const user = await findUserById(database, userId)
    if (!user) throw AuthenticationError()
    const credits = creditsOf(await deps.entitlements.summary(userId))
    return presentSession(user, credits, isDesktopClient(ctx) ? token : null)
  }

  /** Sets better-auth's session cookie for a web client, signed as better-auth signs it. */
  async function writeSessionCookie(ctx: AppContext, token: string): Promise<void> {
    if (isDesktopClient(ctx)) return
    const context = await auth.$context
    const cookie = context.authCookies.sessionToken
    const signature = createHmac('sha256', context.secret).update(token).digest('base64')
    const parts = [
      `${cookie.name}=${encodeURIComponent(`${token}.${signature}`)}`,
      `Max-Age=${context.sessionConfig.expiresIn}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
    ]
    if (cookie.attributes.secure) parts.push('Secure')
    ctx.append('Set-Cookie', parts.join('; '))
  }

  /** Opens a session for a user whose password was proven earlier (the pending credential). */
  async function startSession(ctx: AppContext, userId: string): Promise<SessionResponse> {
    const context = await auth.$context
    const session = await context.internalAdapter.createSession(userId)
    await writeSessionCookie(ctx, session.token)
    return sessionOf(ctx, userId, session.token)
  }

  /** The verify view's answer, with a fresh pending credential for this account (or nobody). */
  async function pending(
    ctx: AppContext,
    userId: string,
    email: string,
  ): Promise<VerificationPendingResponse> {
    const secret = (await auth.$context).secret
    const token = issuePendingToken(secret, { userId, email: email.toLowerCase() })
    return {
      verification: { email: email.toLowerCase(), ...deliverPendingToken(ctx, token, secure) },
    }
  }

  return { sessionOf, writeSessionCookie, startSession, pending, secure }
}
export type SessionResponder = ReturnType<typeof sessionResponder>
