// Social sign-in, the second sign-in step, passkeys and the security settings (apiRoutes.identity)
// over better-auth's social providers and its twoFactor and passkey plugins. Each handler calls
// one better-auth server endpoint with the request's own credentials (authHeaders) and passes
// its cookies on (forwardAuthHeaders), as the session routes do; none of those plugins'
// endpoints is reachable over HTTP by itself.
import type { apiRoutes, PasskeySummary, SecurityState, SessionResponse } from '@shared/api'
import { isAPIError } from 'better-auth/api'
import { authHeaders, isDesktopClient } from '../../auth/client-kind'
import { forwardAuthHeaders } from '../../auth/session'
import { configuredProviders } from '../../auth/social'
import type { AppContext, AppDeps } from '../../context'
import {
  ApiError,
  AuthenticationError,
  InvalidCredentialsError,
  InvalidTwoFactorCodeError,
  NotFoundError,
  PasskeyError,
  ValidationError,
  WrongPasswordError,
} from '../../errors'
import { creditsOf, presentSession } from '../../presenters/user'
import { findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'
import { TWO_FACTOR_COOKIE } from '../session/session'
import { desktopSignIn } from './desktop-sign-in'

type AuthenticationResponse = NonNullable<
  Parameters<AppDeps['auth']['api']['verifyPasskeyAuthentication']>[0]
>['body']['response']

function codeOf(error: unknown): string | undefined {
  return isAPIError(error) ? (error.body as { code?: string } | undefined)?.code : undefined
}

const INVALID_CODE = new Set(['INVALID_CODE', 'INVALID_BACKUP_CODE', 'OTP_HAS_EXPIRED'])
const LOCKED = new Set(['TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'ACCOUNT_TEMPORARILY_LOCKED'])

/** better-auth's refusals of a second-factor step in our ids. */
function twoFactorError(error: unknown): unknown {
  const code = codeOf(error)
  if (code && INVALID_CODE.has(code)) return InvalidTwoFactorCodeError()
  if (code && LOCKED.has(code)) {
    return AuthenticationError(
      'Too many wrong codes. Sign in again with your e-mail and password to get a new attempt.',
    )
  }
  if (code === 'INVALID_TWO_FACTOR_COOKIE') {
    return AuthenticationError(
      'The sign-in has expired. Sign in again with your e-mail and password.',
    )
  }
  if (code === 'INVALID_PASSWORD') return WrongPasswordError()
  if (code === 'TOTP_ALREADY_ENABLED') {
    return new ApiError('conflict', 'Two-factor sign-in is already on.')
  }
  return error
}

function passkeyError(error: unknown): unknown {
  if (!isAPIError(error)) return error
  const code = codeOf(error)
  if (code === 'PREVIOUSLY_REGISTERED') return PasskeyError('This passkey is already added.')
  if (error.statusCode >= 400 && error.statusCode < 500) return PasskeyError()
  return error
}

async function rethrow<T>(work: Promise<T>, map: (error: unknown) => unknown): Promise<T> {
  try {
    return await work
  } catch (error) {
    throw map(error)
  }
}

/** The secret= parameter of an otpauth:// URI. */
function secretOf(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? ''
}

export function identityHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.identity> {
  const { auth, database, config } = deps
  const social = configuredProviders(config.social)
  const desktop = desktopSignIn(deps)

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

  async function securityOf(
    ctx: AppContext,
    userId: string,
    token: string | null = null,
  ): Promise<SecurityState> {
    const [user, passwordAccount, passkeys] = await Promise.all([
      database.db
        .selectFrom('user')
        .select('twoFactorEnabled')
        .where('id', '=', userId)
        .executeTakeFirst(),
      database.db
        .selectFrom('account')
        .select('id')
        .where('userId', '=', userId)
        .where('providerId', '=', 'credential')
        .executeTakeFirst(),
      database.db
        .selectFrom('passkey')
        .select(['id', 'name', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'asc')
        .execute(),
    ])
    return {
      twoFactorEnabled: Boolean(user?.twoFactorEnabled),
      hasPassword: passwordAccount !== undefined,
      passkeys: passkeys.map((row): PasskeySummary => ({
        id: row.id,
        name: row.name,
        createdAt: row.createdAt === null ? null : new Date(row.createdAt).toISOString(),
      })),
      ...(token && isDesktopClient(ctx) ? { token } : {}),
    }
  }

  return {
    methods() {
      return { social, passkeys: true }
    },

    async socialSignIn({ input, ctx }) {
      if (!social.includes(input.provider)) {
        throw NotFoundError(`Sign-in with ${input.provider} is not set up on this server.`)
      }
      const result = await auth.api.signInSocial({
        body: {
          provider: input.provider,
          callbackURL: input.callbackPath,
          errorCallbackURL: input.errorPath,
          newUserCallbackURL: input.callbackPath,
          disableRedirect: true,
        },
        headers: authHeaders(ctx),
        returnHeaders: true,
      })
      // The signed state cookie better-auth checks on the way back.
      for (const cookie of result.headers.getSetCookie()) ctx.append('Set-Cookie', cookie)
      const url = result.response.url
      if (!url) throw new ApiError('bad_request', 'The sign-in provider gave no address to open.')
      return { url }
    },

    async desktopSignInStart({ input }) {
      if (!social.includes(input.provider)) {
        throw NotFoundError(`Sign-in with ${input.provider} is not set up on this server.`)
      }
      return desktop.start({
        provider: input.provider,
        port: input.redirectPort,
        state: input.state,
        challenge: input.codeChallenge,
      })
    },

    async desktopSignInExchange({ input, ctx }) {
      const granted = await desktop.exchange(input.code, input.codeVerifier)
      if (!granted) throw InvalidCredentialsError()
      // A desktop client gets the token; a browser (which never gets here legitimately) not.
      return sessionOf(ctx, granted.userId, granted.token)
    },

    async twoFactorSignIn({ input, ctx }) {
      if (!input.code && !input.backupCode) {
        throw ValidationError([
          { path: 'code', message: 'Enter the 6-digit code from your authenticator app.' },
        ])
      }
      const headers = authHeaders(ctx)
      if (isDesktopClient(ctx) && input.twoFactorToken) {
        // The desktop carries the pending second step in the body, not in a cookie.
        const name = (await auth.$context).createAuthCookie(TWO_FACTOR_COOKIE).name
        headers.set('cookie', `${name}=${encodeURIComponent(input.twoFactorToken)}`)
      }
      const result = await rethrow(
        input.code
          ? auth.api.verifyTOTP({
              body: { code: input.code, trustDevice: input.trustDevice },
              headers,
              returnHeaders: true,
            })
          : auth.api.verifyBackupCode({
              body: { code: input.backupCode!, trustDevice: input.trustDevice },
              headers,
              returnHeaders: true,
            }),
        twoFactorError,
      )
      const token = forwardAuthHeaders(ctx, result.headers) ?? result.response.token ?? null
      return sessionOf(ctx, result.response.user.id, token)
    },

    async passkeySignInOptions({ ctx }) {
      const result = await auth.api.generatePasskeyAuthenticationOptions({
        headers: authHeaders(ctx),
        returnHeaders: true,
      })
      // The challenge travels in a signed cookie, for web and desktop alike.
      for (const cookie of result.headers.getSetCookie()) ctx.append('Set-Cookie', cookie)
      return result.response as unknown as Record<string, unknown>
    },

    async passkeySignIn({ input, ctx }) {
      const result = await rethrow(
        auth.api.verifyPasskeyAuthentication({
          body: { response: input.response as unknown as AuthenticationResponse },
          headers: authHeaders(ctx),
          returnHeaders: true,
        }),
        passkeyError,
      )
      const token = forwardAuthHeaders(ctx, result.headers) ?? result.response.session.token
      return sessionOf(ctx, result.response.session.userId, token)
    },

    security({ user, ctx }) {
      return securityOf(ctx, user.id)
    },

    async enableTwoFactor({ input, ctx }) {
      const result = await rethrow(
        auth.api.enableTwoFactor({
          body: { password: input.password, issuer: 'Vitae' },
          headers: authHeaders(ctx),
        }),
        twoFactorError,
      )
      if (!('totpURI' in result) || !result.totpURI || !result.backupCodes) {
        throw new ApiError('bad_request', 'Two-factor setup could not start.')
      }
      return {
        totpUri: result.totpURI,
        secret: secretOf(result.totpURI),
        backupCodes: result.backupCodes,
      }
    },

    async confirmTwoFactor({ input, user, ctx }) {
      const result = await rethrow(
        auth.api.verifyTOTP({
          body: { code: input.code },
          headers: authHeaders(ctx),
          returnHeaders: true,
        }),
        twoFactorError,
      )
      // Turning it on replaces the session (better-auth signs the new state into it).
      const token = forwardAuthHeaders(ctx, result.headers)
      return securityOf(ctx, user.id, token)
    },

    async disableTwoFactor({ input, user, ctx }) {
      const result = await rethrow(
        auth.api.disableTwoFactor({
          body: { password: input.password },
          headers: authHeaders(ctx),
          returnHeaders: true,
        }),
        twoFactorError,
      )
      const token = forwardAuthHeaders(ctx, result.headers)
      return securityOf(ctx, user.id, token)
    },

    async backupCodes({ input, ctx }) {
      const result = await rethrow(
        auth.api.generateBackupCodes({
          body: { password: input.password },
          headers: authHeaders(ctx),
        }),
        twoFactorError,
      )
      return { backupCodes: result.backupCodes }
    },

    async passkeyRegisterOptions({ ctx }) {
      const result = await rethrow(
        auth.api.generatePasskeyRegistrationOptions({
          headers: authHeaders(ctx),
          returnHeaders: true,
        }),
        passkeyError,
      )
      for (const cookie of result.headers.getSetCookie()) ctx.append('Set-Cookie', cookie)
      return result.response as unknown as Record<string, unknown>
    },

    async addPasskey({ input, user, ctx }) {
      await rethrow(
        auth.api.verifyPasskeyRegistration({
          body: { response: input.response, ...(input.name ? { name: input.name } : {}) },
          headers: authHeaders(ctx),
        }),
        passkeyError,
      )
      return securityOf(ctx, user.id)
    },

    async deletePasskey({ input, user }) {
      // Ownership inside the query: another account's passkey id answers 404.
      const deleted = await database.db
        .deleteFrom('passkey')
        .where('id', '=', input.id)
        .where('userId', '=', user.id)
        .executeTakeFirst()
      if (Number(deleted.numDeletedRows) === 0) throw NotFoundError('No such passkey.')
    },
  }
}
