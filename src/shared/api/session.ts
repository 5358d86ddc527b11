// Sign-up, sign-in, sign-out and the current session: the thin routes the clients call, over
// better-auth (cloud/src/routes/session). The web keeps the session in an httpOnly cookie; the
// desktop (X-Vitae-Client: desktop) gets a bearer token in `token` instead.
import { z } from 'zod'
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account/limits'
import { sanitizePlainText } from '../resume/plain-text'
import { defineRoute, json, noContent } from './contract'
import { INTERFACE_LOCALES, userDetailsSchema } from './user'

/** A first or last name: at most NAME_MAX_LENGTH characters, stored as plain text (no tags). */
const personName = z
  .string()
  .max(NAME_MAX_LENGTH * 4, `Use at most ${NAME_MAX_LENGTH} characters.`)
  .transform((value) => sanitizePlainText(value, { trim: true }))
  .pipe(z.string().max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`))

/**
 * What the sign-up form sends (spec 001 §2.4, §5: no blocking rule beyond e-mail and password).
 * The password's strength (common passwords, trivial patterns) is checked after this schema by
 * checkPassword (src/shared/account/password.ts), which loads its word lists on first use.
 */
export const signUpInput = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  firstName: personName.default(''),
  lastName: personName.default(''),
  locale: z.enum(INTERFACE_LOCALES).default('en'),
  termsAndConditions: z.boolean().default(true),
  updatesAndTips: z.boolean().default(true),
})
export type SignUpInput = z.input<typeof signUpInput>

export const signInInput = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.'),
  password: z
    .string()
    .min(1, 'Enter your password.')
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
})
export type SignInInput = z.infer<typeof signInInput>

/** Answer of sign-up, sign-in and GET /api/session. `token` is only sent to bearer clients (desktop). */
export const sessionResponse = z.strictObject({
  user: userDetailsSchema,
  token: z.string().optional(),
})
export type SessionResponse = z.infer<typeof sessionResponse>

/** Sign-in of an account with two-factor on: no session yet, the second step comes next. */
export const twoFactorChallenge = z.strictObject({
  twoFactorRequired: z.literal(true),
  /**
   * Desktop only: what the web keeps in a short-lived signed cookie, handed back with the
   * second step (POST /api/session/two-factor) because bearer clients carry no cookies.
   */
  twoFactorToken: z.string().optional(),
})
export const signInResponse = z.union([sessionResponse, twoFactorChallenge])
export type SignInResponse = z.infer<typeof signInResponse>

export const sessionRoutes = {
  signUp: defineRoute({
    method: 'POST',
    path: '/api/session/sign-up',
    summary:
      'Creates an account with its registration record and signs it in. The answer does not say whether the address already had an account (see the handler).',
    auth: 'public',
    rateLimit: 'signUp',
    input: signUpInput,
    response: json(sessionResponse, 201),
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/session/sign-in',
    summary: 'Signs in with e-mail and password.',
    auth: 'public',
    rateLimit: 'signIn',
    input: signInInput,
    response: json(signInResponse),
    errors: ['invalid_credentials', 'email_not_verified'],
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/api/session/sign-out',
    summary: 'Ends the session, if there is one.',
    auth: 'public',
    response: noContent(),
  }),
  current: defineRoute({
    method: 'GET',
    path: '/api/session',
    summary: 'The signed-in user (401 without a session).',
    auth: 'session',
    response: json(sessionResponse),
  }),
}
