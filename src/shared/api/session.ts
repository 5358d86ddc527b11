// Sign-up, sign-in, sign-out and the current session: the thin routes the clients call, over
// better-auth (cloud/src/routes/session). The web keeps the session in an httpOnly cookie; the
// desktop (X-Vitae-Client: desktop) gets a bearer token in `token` instead.
import { z } from 'zod'
import { defineRoute, json, noContent } from './contract'
import { INTERFACE_LOCALES, userDetailsSchema } from './user'

/** What the sign-up form sends (spec 001 §2.4, §5: no blocking rule beyond e-mail and password). */
export const signUpInput = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.'),
  password: z.string().min(8, 'Use at least 8 characters.').max(128, 'Use at most 128 characters.'),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  locale: z.enum(INTERFACE_LOCALES).default('en'),
  termsAndConditions: z.boolean().default(true),
  updatesAndTips: z.boolean().default(true),
})
export type SignUpInput = z.input<typeof signUpInput>

export const signInInput = z.object({
  email: z.string().trim().email('Enter a valid e-mail address.'),
  password: z.string().min(1, 'Enter your password.'),
})
export type SignInInput = z.infer<typeof signInInput>

/** Answer of sign-up, sign-in and GET /api/session. `token` is only sent to bearer clients (desktop). */
export const sessionResponse = z.strictObject({
  user: userDetailsSchema,
  token: z.string().optional(),
})
export type SessionResponse = z.infer<typeof sessionResponse>

export const sessionRoutes = {
  signUp: defineRoute({
    method: 'POST',
    path: '/api/session/sign-up',
    summary: 'Creates an account with its registration record and signs it in.',
    auth: 'public',
    rateLimit: 'signUp',
    input: signUpInput,
    response: json(sessionResponse, 201),
    errors: ['email_taken'],
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/session/sign-in',
    summary: 'Signs in with e-mail and password.',
    auth: 'public',
    rateLimit: 'signIn',
    input: signInInput,
    response: json(sessionResponse),
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
