// Social sign-in, two-factor sign-in and passkeys (issue 16 points 4 and 5): thin routes over
// better-auth's social providers and its twoFactor and passkey plugins
// (cloud/src/routes/identity). Only these and the two OAuth callbacks (forwardedRoutes in
// routes.ts) reach those plugins; the rest of their endpoints stays closed.
import { z } from 'zod'
import { PASSWORD_MAX_LENGTH } from '../account/limits'
import { defineRoute, json, noContent } from './contract'
import { sessionResponse } from './session'

/** Where the system browser runs the desktop app's social sign-in (forwardedRoutes). */
export const DESKTOP_SIGN_IN_PATH = '/api/session/desktop-sign-in'

export const SOCIAL_PROVIDERS = ['google', 'github'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** The sign-in methods this server offers besides e-mail and password. */
export const availableSignInMethodsResponse = z.strictObject({
  social: z.array(z.enum(SOCIAL_PROVIDERS)),
  passkeys: z.boolean(),
})
export type AvailableSignInMethods = z.infer<typeof availableSignInMethodsResponse>

/** A path of this app (starting with one /), where the browser lands after the provider. */
const appPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, 'Use a path of this site, starting with /.')

export const socialSignInInput = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  /** Where to land when signed in (default /). */
  callbackPath: appPath.default('/'),
  /** Where to land when the provider or the linking rules refuse (default /). */
  errorPath: appPath.default('/'),
})
export type SocialSignInInput = z.input<typeof socialSignInInput>
export const socialSignInResponse = z.strictObject({ url: z.string().url() })

/** Six digits from the authenticator app. */
const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')

const password = z
  .string()
  .min(1, 'Enter your password.')
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`)

export const passkeySummary = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string().nullable(),
})
export type PasskeySummary = z.infer<typeof passkeySummary>

export const securityResponse = z.strictObject({
  twoFactorEnabled: z.boolean(),
  /** False for accounts that only sign in with Google or GitHub: nothing to confirm with. */
  hasPassword: z.boolean(),
  passkeys: z.array(passkeySummary),
  /** Desktop only: the session's new bearer token when the change replaced the session. */
  token: z.string().optional(),
})
export type SecurityState = z.infer<typeof securityResponse>

export const twoFactorSetupResponse = z.strictObject({
  /** otpauth:// URI for the authenticator app (shown as a QR code and as text). */
  totpUri: z.string(),
  /** The secret alone, for typing into an app by hand. */
  secret: z.string(),
  backupCodes: z.array(z.string()),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>

/** WebAuthn options or a WebAuthn response (JSON as @simplewebauthn writes them). */
const webAuthnJson = z.record(z.string(), z.unknown())

export const identityRoutes = {
  methods: defineRoute({
    method: 'GET',
    path: '/api/session/methods',
    summary: 'Which social providers and whether passkeys are available for sign-in.',
    auth: 'public',
    response: json(availableSignInMethodsResponse),
  }),
  socialSignIn: defineRoute({
    method: 'POST',
    path: '/api/session/social',
    summary:
      'Starts sign-in with Google or GitHub: answers the provider URL to open (state and PKCE are kept by better-auth).',
    auth: 'public',
    rateLimit: 'signIn',
    input: socialSignInInput,
    response: json(socialSignInResponse),
    errors: ['not_found'],
  }),
  desktopSignInStart: defineRoute({
    method: 'POST',
    path: '/api/session/desktop-sign-in',
    summary:
      'The desktop app starts a social sign-in in the system browser: answers the address to open. The app listens on 127.0.0.1:redirectPort and proves the answer is its own with PKCE (challenge now, verifier at exchange).',
    auth: 'public',
    rateLimit: 'signIn',
    input: z.object({
      provider: z.enum(SOCIAL_PROVIDERS),
      redirectPort: z.number().int().min(1024).max(65535),
      state: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'Use 32 to 128 URL-safe characters.'),
      codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Use a base64url SHA-256 digest.'),
    }),
    response: json(socialSignInResponse),
    errors: ['not_found'],
  }),
  desktopSignInExchange: defineRoute({
    method: 'POST',
    path: '/api/session/desktop-sign-in/exchange',
    summary:
      'The desktop app trades the one-time code from its loopback address and its PKCE verifier for a session (once).',
    auth: 'public',
    rateLimit: 'signIn',
    input: z.object({
      code: z.string().min(16).max(200),
      codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Use 43 to 128 characters.'),
    }),
    response: json(sessionResponse),
    errors: ['invalid_credentials'],
  }),
  twoFactorSignIn: defineRoute({
    method: 'POST',
    path: '/api/session/two-factor',
    summary:
      'Second sign-in step: the authenticator code or a backup code (used up) for the pending sign-in.',
    auth: 'public',
    rateLimit: 'secondFactor',
    input: z.object({
      code: totpCode.optional(),
      backupCode: z.string().trim().min(1).max(64).optional(),
      trustDevice: z.boolean().default(false),
      /** Desktop only: the twoFactorToken of the sign-in answer. */
      twoFactorToken: z.string().max(1000).optional(),
    }),
    response: json(sessionResponse),
    errors: ['invalid_two_factor_code', 'unauthenticated'],
  }),
  passkeySignInOptions: defineRoute({
    method: 'GET',
    path: '/api/session/passkey/options',
    summary: 'WebAuthn options to sign in with a passkey.',
    auth: 'public',
    rateLimit: 'signIn',
    response: json(webAuthnJson),
  }),
  passkeySignIn: defineRoute({
    method: 'POST',
    path: '/api/session/passkey',
    summary: 'Signs in with the passkey assertion the browser produced.',
    auth: 'public',
    rateLimit: 'signIn',
    input: z.object({ response: webAuthnJson }),
    response: json(sessionResponse),
    errors: ['passkey_failed'],
  }),
  security: defineRoute({
    method: 'GET',
    path: '/api/security',
    summary: "The account's two-factor state and passkeys.",
    auth: 'session',
    response: json(securityResponse),
  }),
  enableTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/security/two-factor/enable',
    summary:
      'Starts two-factor setup (password needed): the authenticator secret and ten backup codes. On after confirm.',
    auth: 'session',
    rateLimit: 'secondFactor',
    input: z.object({ password }),
    response: json(twoFactorSetupResponse),
    errors: ['wrong_password', 'conflict'],
  }),
  confirmTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/security/two-factor/confirm',
    summary: 'Turns two-factor sign-in on with a first code from the authenticator app.',
    auth: 'session',
    rateLimit: 'secondFactor',
    input: z.object({ code: totpCode }),
    response: json(securityResponse),
    errors: ['invalid_two_factor_code'],
  }),
  disableTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/security/two-factor/disable',
    summary: 'Turns two-factor sign-in off (password needed).',
    auth: 'session',
    rateLimit: 'secondFactor',
    input: z.object({ password }),
    response: json(securityResponse),
    errors: ['wrong_password'],
  }),
  backupCodes: defineRoute({
    method: 'POST',
    path: '/api/security/two-factor/backup-codes',
    summary: 'Ten new backup codes (password needed); the old ones stop working.',
    auth: 'session',
    rateLimit: 'secondFactor',
    input: z.object({ password }),
    response: json(z.strictObject({ backupCodes: z.array(z.string()) })),
    errors: ['wrong_password'],
  }),
  passkeyRegisterOptions: defineRoute({
    method: 'GET',
    path: '/api/security/passkeys/options',
    summary: 'WebAuthn options to add a passkey to this account.',
    auth: 'session',
    rateLimit: 'secondFactor',
    response: json(webAuthnJson),
  }),
  addPasskey: defineRoute({
    method: 'POST',
    path: '/api/security/passkeys',
    summary: 'Stores the passkey the browser created.',
    auth: 'session',
    rateLimit: 'secondFactor',
    input: z.object({ response: webAuthnJson, name: z.string().trim().max(100).optional() }),
    response: json(securityResponse, 201),
    errors: ['passkey_failed'],
  }),
  deletePasskey: defineRoute({
    method: 'DELETE',
    path: '/api/security/passkeys/:id',
    summary: 'Removes one of your passkeys (another account’s answers 404).',
    auth: 'session',
    rateLimit: 'secondFactor',
    input: z.object({ id: z.string().min(1).max(200) }),
    response: noContent(),
    errors: ['not_found'],
  }),
}
