// The e-mail routes of the session group (spec 001 §2.4, §2.5, §2.12, §4): the verify view's
// polling and resend, the verification link, and forgot/reset password. better-auth owns the
// tokens (a signed verification link, a single-use reset token in its verification table);
// these handlers call its server API and answer in the route table's shapes.
//
// Nothing here tells whether an address has an account: forgot-password answers the same for
// any address, and resend answers the same for a pending sign-up that names nobody (a sign-up
// to a taken address, see session.ts). Mails go out in the background (mail/account-mails.ts).
import { randomUUID } from 'node:crypto'
import { checkPassword, PASSWORD_PROBLEM_MESSAGES } from '@shared/account/password'
import type { apiRoutes } from '@shared/api'
import { createEmailVerificationToken } from 'better-auth/api'
import { VERIFICATION_LINK_SECONDS } from '@shared/account/email'
import { authHeaders } from '../../auth/client-kind'
import {
  clearPendingToken,
  pendingTokenOf,
  readPendingToken,
  type PendingVerification,
} from '../../auth/pending-verification'
import { forwardAuthHeaders, readSession } from '../../auth/session'
import type { AppContext, AppDeps } from '../../context'
import { AuthenticationError, LinkInvalidError, ValidationError } from '../../errors'
import { findUserByEmail, findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'
import { codeOf, type SessionResponder } from './respond'

type EmailRoutes = Pick<
  typeof apiRoutes.session,
  'verificationStatus' | 'resendVerification' | 'verifyEmail' | 'forgotPassword' | 'resetPassword'
>

const LINK_ERROR_CODES = new Set([
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'USER_NOT_FOUND',
  'INVALID_USER',
])

export function emailHandlers(
  deps: AppDeps,
  respond: SessionResponder,
): GroupHandlers<EmailRoutes> {
  const { auth, database, mails } = deps

  /** The pending sign-in this request carries; 401 when there is none or it ran out. */
  async function pendingOf(ctx: AppContext, fromBody: string | undefined) {
    const token = pendingTokenOf(ctx, fromBody)
    const secret = (await auth.$context).secret
    const pending: PendingVerification | null = token ? readPendingToken(secret, token) : null
    if (!pending) {
      throw AuthenticationError('The wait for your confirmation ended; sign in again.')
    }
    return pending
  }

  return {
    async verificationStatus({ input, ctx }) {
      const pending = await pendingOf(ctx, input.pendingToken)
      const user = await findUserById(database, pending.userId)
      if (user && Boolean(user.emailVerified)) {
        clearPendingToken(ctx, respond.secure)
        // Two-factor on: confirming the address is not the second step. The dialog's wait ends
        // and the next sign-in asks for the code (routes/session/session.ts).
        if (user.twoFactorEnabled) {
          throw AuthenticationError('Your address is confirmed. Sign in again to finish.')
        }
        return respond.startSession(ctx, user.id)
      }
      return respond.pending(ctx, pending.userId, pending.email)
    },

    async resendVerification({ input, ctx }) {
      const pending = await pendingOf(ctx, input.pendingToken)
      const user = await findUserById(database, pending.userId)
      if (user && !user.emailVerified) {
        const secret = (await auth.$context).secret
        const token = await createEmailVerificationToken(
          secret,
          user.email,
          undefined,
          VERIFICATION_LINK_SECONDS,
          // A token id of its own: without it, a resend within the same second as the sign-up
          // (the JWT's iat counts seconds) would mail the very same link again.
          { userId: user.id, jti: randomUUID() },
        )
        mails.verification(user, token)
      }
      return respond.pending(ctx, pending.userId, pending.email)
    },

    async verifyEmail({ input, ctx }) {
      let headers: Headers
      try {
        ;({ headers } = await auth.api.verifyEmail({
          query: { token: input.token },
          headers: authHeaders(ctx),
          returnHeaders: true,
        }))
      } catch (error) {
        if (LINK_ERROR_CODES.has(codeOf(error) ?? '')) throw LinkInvalidError()
        throw error
      }
      // Two-factor on: the link only confirms; the session better-auth just made goes again, and
      // the next sign-in asks for the second step.
      const email = emailOfLinkToken(input.token)
      const owner = email ? await findUserByEmail(database, email) : undefined
      if (owner?.twoFactorEnabled) {
        const made = madeSessionToken(headers)
        if (made) await database.db.deleteFrom('session').where('token', '=', made).execute()
        return { signedIn: false }
      }
      // Following the link signs that browser in (better-auth's autoSignInAfterVerification);
      // a link followed a second time only confirms, and the browser keeps what it had.
      const issued = forwardAuthHeaders(ctx, headers)
      const cookieSet = headers.getSetCookie().some((cookie) => cookie.includes('session_token='))
      const signedIn = issued !== null || cookieSet || (await readSession(auth, ctx)) !== null
      return { signedIn }
    },

    async forgotPassword({ input }) {
      // better-auth answers alike for known and unknown addresses (its own timing guard too).
      await auth.api.requestPasswordReset({ body: { email: input.email.toLowerCase() } })
      return { delivery: mails.delivery }
    },

    async resetPassword({ input }) {
      const problem = await checkPassword(input.password)
      if (problem) {
        throw ValidationError([{ path: 'password', message: PASSWORD_PROBLEM_MESSAGES[problem] }])
      }
      try {
        await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } })
      } catch (error) {
        if (LINK_ERROR_CODES.has(codeOf(error) ?? '')) throw LinkInvalidError()
        throw error
      }
    },
  }
}

/**
 * The address a verification link names (its JWT's `email` claim). Read only after better-auth
 * accepted the token, so its signature is already checked.
 */
function emailOfLinkToken(token: string): string | null {
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    )
    if (typeof payload !== 'object' || payload === null || !('email' in payload)) return null
    const { email } = payload as { email: unknown }
    return typeof email === 'string' ? email : null
  } catch {
    return null
  }
}

/**
 * The session better-auth just issued in these headers: both the bearer header and the cookie
 * carry `<token>.<signature>` (the cookie URL-encoded); the session row keeps `<token>`.
 */
function madeSessionToken(headers: Headers): string | null {
  let signed = headers.get('set-auth-token')
  for (const cookie of headers.getSetCookie()) {
    const match = /session_token=([^;]+)/.exec(cookie)
    if (!signed && match?.[1]) signed = decodeURIComponent(match[1])
  }
  return signed ? (signed.split('.')[0] ?? null) : null
}
