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

/**
 * Answer of GET /api/session: the signed-in user (as sign-in answers), or `{ user: null }` for a
 * visitor who sends no session credential at all. A visitor is not an error: the web app asks on
 * every start, and a 401 there is logged by browsers as a failed request (issue 17 point 6).
 */
export const currentSessionResponse = z.union([sessionResponse, z.strictObject({ user: z.null() })])
export type CurrentSessionResponse = z.infer<typeof currentSessionResponse>

/** Sign-in of an account with two-factor on: no session yet, the second step comes next. */
export const twoFactorChallenge = z.strictObject({
  twoFactorRequired: z.literal(true),
  /**
   * Desktop only: what the web keeps in a short-lived signed cookie, handed back with the
   * second step (POST /api/session/two-factor) because bearer clients carry no cookies.
   */
  twoFactorToken: z.string().optional(),
})
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>
/**
 * Sign-up and sign-in while the address is not confirmed (e-mail on, spec 001 §4): no session;
 * the dialog shows its verify view and polls with the pending-verification credential (an
 * httpOnly cookie on the web, `pendingToken` for the desktop) until the link is followed.
 */
export const verificationPendingResponse = z.strictObject({
  verification: z.strictObject({
    email: z.string(),
    pendingToken: z.string().optional(),
  }),
})
export type VerificationPendingResponse = z.infer<typeof verificationPendingResponse>

export const signInOrPendingResponse = z.union([sessionResponse, verificationPendingResponse])
export type SignInOrPendingResponse = z.infer<typeof signInOrPendingResponse>

export function isVerificationPending(
  answer: SignInOrPendingResponse,
): answer is VerificationPendingResponse {
  return 'verification' in answer
}

/**
 * The sign-in answer: a session, the verify view (address not confirmed, e-mail on) or, for an
 * account with two-factor on, the second step.
 */
export const signInResponse = z.union([
  sessionResponse,
  verificationPendingResponse,
  twoFactorChallenge,
])
export type SignInResponse = z.infer<typeof signInResponse>

const pendingInput = z.object({ pendingToken: z.string().max(1000).optional() })
const linkToken = z.string().min(1, 'The link has no token.').max(2000)
const emailField = z.string().trim().email('Enter a valid e-mail address.')

export const forgotPasswordInput = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').pipe(emailField),
})
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>

/**
 * How a reset link or a verification link travels: by e-mail, or (no SMTP configured) into the
 * cloud's log, for the operator to hand over. The same for every address, known or not.
 */
export const EMAIL_DELIVERIES = ['email', 'operator'] as const
export const forgotPasswordResponse = z.strictObject({ delivery: z.enum(EMAIL_DELIVERIES) })
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>

export const resetPasswordInput = z.object({
  token: linkToken,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
})
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>

export const verifyEmailInput = z.object({ token: linkToken })
export const verifyEmailResponse = z.strictObject({ signedIn: z.boolean() })
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponse>

export const sessionRoutes = {
  signUp: defineRoute({
    method: 'POST',
    path: '/api/session/sign-up',
    summary:
      'Creates an account with its registration record and signs it in, or (e-mail on) sends the verification mail and waits. The answer does not say whether the address already had an account (see the handler).',
    auth: 'public',
    rateLimit: 'signUp',
    input: signUpInput,
    response: json(signInOrPendingResponse, 201),
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/session/sign-in',
    summary:
      'Signs in with e-mail and password; an unconfirmed address gets no session but the verify view.',
    auth: 'public',
    rateLimit: 'signIn',
    input: signInInput,
    response: json(signInResponse),
    errors: ['invalid_credentials'],
  }),
  verificationStatus: defineRoute({
    method: 'POST',
    path: '/api/session/verification',
    summary:
      'The verify view polls here: signs in once the address is confirmed, else answers "still pending".',
    auth: 'public',
    rateLimit: 'verification',
    input: pendingInput,
    response: json(signInOrPendingResponse),
    errors: ['unauthenticated'],
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/session/verification/resend',
    summary: 'Sends the verification mail again for the pending sign-up or sign-in.',
    auth: 'public',
    rateLimit: 'accountEmail',
    input: pendingInput,
    response: json(verificationPendingResponse),
    errors: ['unauthenticated'],
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/session/verify-email',
    summary:
      'Confirms the address from the link in the verification mail, and signs that browser in.',
    auth: 'public',
    rateLimit: 'verification',
    input: verifyEmailInput,
    response: json(verifyEmailResponse),
    errors: ['link_invalid'],
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/session/forgot-password',
    summary:
      'Sends a password-reset link; the same answer whether or not the address has an account.',
    auth: 'public',
    rateLimit: 'accountEmail',
    input: forgotPasswordInput,
    response: json(forgotPasswordResponse),
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/session/reset-password',
    summary: 'Sets a new password with the single-use link token and signs out every session.',
    auth: 'public',
    rateLimit: 'signIn',
    input: resetPasswordInput,
    response: noContent(),
    errors: ['link_invalid'],
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
    summary:
      'The signed-in user; { user: null } for a visitor with no session credential, 401 for a session cookie or bearer token that no longer holds.',
    auth: 'optionalSession',
    response: json(currentSessionResponse),
    errors: ['unauthenticated'],
  }),
}
