// The thin session routes the clients call. better-auth does the work (hashing, sessions,
// cookies); these routes validate input, add the registration record, and answer in the shared
// SessionResponse shape. The web gets an httpOnly cookie; a desktop client (X-Vitae-Client:
// desktop) gets the bearer token in `token` instead.
import Router from '@koa/router'
import { isAPIError } from 'better-auth/api'
import type { z } from 'zod'
import { authHeaders, isDesktopClient } from '../../auth/client-kind'
import { forwardAuthHeaders, requireSession } from '../../auth/session'
import type { AppDeps, AppState, ApiContext, PublicApiContext } from '../../context'
import { ApiError, AuthenticationError, ConflictError, InvalidCredentialsError } from '../../errors'
import { rateLimit } from '../../middlewares/rate-limit'
import { validate } from '../../middlewares/validate'
import { presentSession } from '../../presenters/user'
import { findUserById } from '../../queries/users'
import { signInInput, signUpInput } from './schema'

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

export function sessionRoutes(deps: AppDeps) {
  const { auth, database } = deps
  const router = new Router<AppState>({ prefix: '/api/session' })

  async function answerWithSession(
    ctx: PublicApiContext,
    userId: string,
    token: string | null,
    status: number,
  ) {
    const user = await findUserById(database, userId)
    if (!user) throw AuthenticationError()
    ctx.status = status
    ctx.body = presentSession(user, isDesktopClient(ctx) ? token : null)
  }

  router.post(
    '/sign-up',
    rateLimit(deps, 'sign-up', deps.rateLimits.signUp, (ctx) => ctx.ip),
    validate(signUpInput),
    async (ctx: PublicApiContext<z.output<typeof signUpInput>>) => {
      const input = ctx.state.input
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
      await answerWithSession(ctx, result.response.user.id, token, 201)
    },
  )

  router.post(
    '/sign-in',
    rateLimit(deps, 'sign-in', deps.rateLimits.signIn, (ctx) => ctx.ip),
    validate(signInInput),
    async (ctx: PublicApiContext<z.output<typeof signInInput>>) => {
      const { email, password } = ctx.state.input
      let result
      try {
        result = await auth.api.signInEmail({
          body: { email, password },
          headers: authHeaders(ctx),
          returnHeaders: true,
        })
      } catch (error) {
        const code = codeOf(error)
        // One message whether the address is unknown or the password wrong: no account probing.
        if (code === 'INVALID_EMAIL_OR_PASSWORD') throw InvalidCredentialsError()
        if (code === 'EMAIL_NOT_VERIFIED') {
          // 401, not better-auth's 403: the clients read 403 as "session expired".
          throw new ApiError(
            401,
            'email_not_verified',
            'Confirm your e-mail address first; we sent you a link.',
          )
        }
        throw error
      }
      const token = forwardAuthHeaders(ctx, result.headers) ?? result.response.token
      await answerWithSession(ctx, result.response.user.id, token, 200)
    },
  )

  router.post('/sign-out', async (ctx) => {
    const { headers } = await auth.api.signOut({ headers: authHeaders(ctx), returnHeaders: true })
    forwardAuthHeaders(ctx, headers)
    ctx.status = 204
  })

  router.get('/', requireSession(auth), async (ctx: ApiContext) => {
    await answerWithSession(ctx, ctx.state.user.id, null, 200)
  })

  return router
}
