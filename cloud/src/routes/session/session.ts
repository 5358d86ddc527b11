// The thin session routes the clients call (apiRoutes.session), the product's only sign-in
// surface. better-auth does the work (hashing, sessions, cookies); these handlers add the
// registration record and the password policy, and answer in the shared SessionResponse shape.
// The web gets an httpOnly cookie and never the token (L-1); a desktop client
// (X-Vitae-Client: desktop) gets the bearer token in `token` instead.
//
// E-mail on (SMTP configured): an address must be confirmed before it signs in. Sign-up creates
// the account, better-auth sends the verification mail, and the answer is the verify view's
// pending answer (respond.ts, auth/pending-verification.ts) with no session. For a taken address
// better-auth sends the owner a "you already have an account" mail instead and answers with a
// made-up account; the pending answer then names nobody and never completes, so the reply,
// its timing (a password is hashed either way; mails go out in the background) and what
// follows look the same as for a new address. Sign-in with the right password and an
// unconfirmed address answers the same pending view. The verification and reset routes are in
// email.ts.
//
// E-mail off, sign-up and existing addresses (finding L-6): with no channel that can tell the
// owner "you already have an account", sign-up answers so that its reply does not say whether
// the address had an account:
//  - the password is checked (policy, then better-auth) before the address is looked at;
//  - an address without an account: the account is created and signed in (201);
//  - an address with an account and the right password: the owner forgot they had one, so
//    they are signed in to it (201, the same as sign-in);
//  - an address with an account and another password: 201 with what a new account would look
//    like and a session cookie (or desktop token) shaped like a real one that opens nothing;
//    the next request asks the person to sign in. Nothing is created or changed, and the
//    existing account's owner is not signed out.
// Both branches for a taken address verify a password hash, as creating an account hashes
// one, so the time taken does not tell them apart either. Sign-up stays rate limited per
// client address (signUp bucket), which bounds probing through the follow-up request.
import { randomBytes, randomUUID } from 'node:crypto'
import { checkPassword, PASSWORD_PROBLEM_MESSAGES } from '@shared/account/password'
import { type apiRoutes, type ParsedInputOf, type SessionResponse } from '@shared/api'
import { authHeaders, isDesktopClient } from '../../auth/client-kind'
import { forwardAuthHeaders, sentSessionCredential } from '../../auth/session'
import type { AppContext, AppDeps } from '../../context'
import { AuthenticationError, InvalidCredentialsError, ValidationError } from '../../errors'
import { creditsOf } from '../../presenters/user'
import { findUserByEmail } from '../../queries/users'
import type { GroupHandlers } from '../mount'
import { emailHandlers } from './email'
import { codeOf, sessionResponder } from './respond'

const EMAIL_TAKEN_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'])

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

type SignUp = ParsedInputOf<typeof apiRoutes.session.signUp>

const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A random string shaped like better-auth's session tokens (32 letters and digits). */
function tokenShaped(): string {
  return Array.from(randomBytes(32), (byte) => TOKEN_ALPHABET[byte % 62]).join('')
}

/** The signed value of better-auth's pending second-step cookie in these answer headers. */
async function twoFactorCookieOf(auth: AppDeps['auth'], headers: Headers): Promise<string | null> {
  const name = (await auth.$context).createAuthCookie(TWO_FACTOR_COOKIE).name
  for (const cookie of headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';')
    const index = pair.indexOf('=')
    if (pair.slice(0, index) === name) return decodeURIComponent(pair.slice(index + 1))
  }
  return null
}

/** better-auth's twoFactor plugin's cookie (its TWO_FACTOR_COOKIE_NAME, not exported). */
export const TWO_FACTOR_COOKIE = 'two_factor'

export function sessionHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.session> {
  const { auth, database } = deps
  const respond = sessionResponder(deps)
  const { sessionOf } = respond
  const emailOn = deps.mails.delivery === 'email'

  /** What a brand-new account with this input would answer (see the top of this file). */
  async function decoySession(ctx: AppContext, input: SignUp): Promise<SessionResponse> {
    const token = tokenShaped()
    await respond.writeSessionCookie(ctx, token)
    const id = randomUUID()
    return {
      user: {
        id,
        uid: id,
        email: input.email.toLowerCase(),
        emailVerified: false,
        displayName: displayNameFor(input),
        firstName: input.firstName,
        lastName: input.lastName,
        accountStatus: 'Free',
        subscriptionStatus: 'not active',
        premiumType: 'none',
        termsAndConditions: input.termsAndConditions,
        updatesAndTips: input.updatesAndTips,
        ...creditsOf(deps.entitlements.newAccountSummary()),
        locale: input.locale,
        createdAt: new Date().toISOString(),
      },
      ...(isDesktopClient(ctx) ? { token } : {}),
    }
  }

  /** Sign-up to an address that has an account: see the top of this file. */
  async function signUpToExistingAddress(ctx: AppContext, input: SignUp): Promise<SessionResponse> {
    try {
      const result = await auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: authHeaders(ctx),
        returnHeaders: true,
      })
      const token = forwardAuthHeaders(ctx, result.headers) ?? result.response.token
      return await sessionOf(ctx, result.response.user.id, token)
    } catch (error) {
      const code = codeOf(error)
      if (code !== 'INVALID_EMAIL_OR_PASSWORD' && code !== 'EMAIL_NOT_VERIFIED') throw error
      return decoySession(ctx, input)
    }
  }

  return {
    ...emailHandlers(deps, respond),

    async signUp({ input, ctx }) {
      const problem = await checkPassword(input.password, input)
      if (problem) {
        throw ValidationError([{ path: 'password', message: PASSWORD_PROBLEM_MESSAGES[problem] }])
      }
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
        if (!EMAIL_TAKEN_CODES.has(codeOf(error) ?? '')) throw error
        return signUpToExistingAddress(ctx, input)
      }
      // E-mail on: no session until the address is confirmed; a taken address came back as a
      // made-up account whose id belongs to nobody (see the top of this file).
      if (emailOn) return respond.pending(ctx, result.response.user.id, input.email)
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
        // The password was right (better-auth checks it first): the verify view, no session.
        if (code === 'EMAIL_NOT_VERIFIED') {
          const user = await findUserByEmail(database, input.email)
          if (!user) throw InvalidCredentialsError()
          return respond.pending(ctx, user.id, user.email)
        }
        throw error
      }
      const token = forwardAuthHeaders(ctx, result.headers)
      // Two-factor on: better-auth's twoFactor plugin issued no session, only a short-lived
      // signed cookie for the second step (POST /api/session/two-factor).
      if ('twoFactorRedirect' in result.response) {
        const pending = isDesktopClient(ctx) ? await twoFactorCookieOf(auth, result.headers) : null
        return { twoFactorRequired: true as const, ...(pending ? { twoFactorToken: pending } : {}) }
      }
      return sessionOf(ctx, result.response.user.id, token ?? result.response.token)
    },

    async signOut({ ctx }) {
      const { headers } = await auth.api.signOut({ headers: authHeaders(ctx), returnHeaders: true })
      forwardAuthHeaders(ctx, headers)
    },

    // A visitor is not an error (200, user null); a credential that no longer holds is, so a
    // client that had a session learns that it ended (the desktop then forgets its token).
    async current({ user, ctx }) {
      if (user) return sessionOf(ctx, user.id, null)
      if (await sentSessionCredential(auth, ctx)) throw AuthenticationError()
      return { user: null }
    },
  }
}
