// The thin session routes the clients call (apiRoutes.session). better-auth does the work
// (hashing, sessions, cookies); these handlers add the registration record and answer in the
// shared SessionResponse shape. The web gets an httpOnly cookie; a desktop client
// (X-Vitae-Client: desktop) gets the bearer token in `token` instead.
import type { apiRoutes, SessionResponse } from '@shared/api'
import { isAPIError } from 'better-auth/api'
import { authHeaders, isDesktopClient } from '../../auth/client-kind'
import { forwardAuthHeaders } from '../../auth/session'
import type { AppContext, AppDeps } from '../../context'
import {
  AuthenticationError,
  ConflictError,
  EmailNotVerifiedError,
  InvalidCredentialsError,
} from '../../errors'
import { presentSession } from '../../presenters/user'
import { findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'

const EMAIL_TAKEN_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'])

function codeOf(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined
}

/** "Ada Lovelace", or the part of the e-mail address before the @ when no name was given. */
export function displayNameFor(input: {
  firstName: string
  lastName: string
  email: string
}): string {
  return (
    [input.firstName, input.lastName].filter(Boolean).join(' ') ||
    input.email.split('@')[0] ||
    input.email
  )
}

export function sessionHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.session> {
  const { auth, database } = deps

  async function sessionOf(
    ctx: AppContext,
    userId: string,
    token: string | null,
  ): Promise<SessionResponse> {
    const user = await findUserById(database, userId)
    if (!user) throw AuthenticationError()
    return presentSession(user, isDesktopClient(ctx) ? token : null)
  }

  return {
    async signUp({ input, ctx }) {
      let result
      try {
        result = await auth.api.signUpEmail({
          body: {
            email: input.email,
            password: input.password,
            name: displayNameFor(input),
            firstName: input.firstName,
            lastName: input.lastName,
            locale: input.locale,
            termsAndConditions: input.termsAndConditions,
            updatesAndTips: input.updatesAndTips,
          },
          headers: authHeaders(ctx),
          returnHeaders: true,
        })
      } catch (error) {
        if (EMAIL_TAKEN_CODES.has(codeOf(error) ?? '')) {
          throw ConflictError(
            'An account with this e-mail address already exists. Sign in instead, or use another address.',
            'email_taken',
          )
        }
        throw error
      }
      const token = forwardAuthHeaders(ctx, result.headers) ?? result.response.token
      return sessionOf(ctx, result.response.user.id, token)
    },

    async signIn({ input, ctx }) {
      let result
      try {
        result = await auth.api.signInEmail({
          body: { email: input.email, password: input.password },
          headers: authHeaders(ctx),
          returnHeaders: true,
        })
      } catch (error) {
        const code = codeOf(error)
        // One message whether the address is unknown or the password wrong: no account probing.
        if (code === 'INVALID_EMAIL_OR_PASSWORD') throw InvalidCredentialsError()
        if (code === 'EMAIL_NOT_VERIFIED') throw EmailNotVerifiedError()
        throw error
      }
      const token = forwardAuthHeaders(ctx, result.headers) ?? result.response.token
      return sessionOf(ctx, result.response.user.id, token)
    },

    async signOut({ ctx }) {
      const { headers } = await auth.api.signOut({ headers: authHeaders(ctx), returnHeaders: true })
      forwardAuthHeaders(ctx, headers)
    },

    current({ user, ctx }) {
      return sessionOf(ctx, user.id, null)
    },
  }
}
