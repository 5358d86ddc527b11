// What My Account (spec 001 §2.11; issue 16 point 6) needs beyond the spec's user routes: the
// password change, the sessions and devices signed in to the account, the sign-in methods (a
// social-only account has no password to change) and the download of all the account's data.
// Every route acts on the caller's own account only.
import { z } from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../account/limits'
import { CREDIT_KINDS } from '../plans/plans'
import { defineRoute, json, noContent } from './contract'
import { libraryEntrySchema } from './library'
import { planSummarySchema } from './plan'
import { userDetailsSchema } from './user'

/**
 * The change-password form: the current password (a stolen session alone must not be enough to
 * take the account over; the spec's form has only the two new-password fields, see README "My
 * Account and deleting an account") and the new one. The new one also passes the platform's password policy
 * (checkPassword) on the server; the form checks that both entries match before sending.
 */
export const changePasswordInput = z.object({
  currentPassword: z
    .string()
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
})
export type ChangePasswordInput = z.input<typeof changePasswordInput>

export const changePasswordResponse = z.strictObject({
  /** How many other sessions were signed out. */
  signedOut: z.number().int().min(0),
})

/** One signed-in browser or desktop app. The session's token never leaves the server. */
export const accountSessionSchema = z.strictObject({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /** When the session was last refreshed (better-auth refreshes it about once a day of use). */
  lastSeenAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The session this request came from. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const sessionsResponse = z.strictObject({ sessions: z.array(accountSessionSchema) })
export type SessionsResponse = z.infer<typeof sessionsResponse>

export const signedOutResponse = z.strictObject({ signedOut: z.number().int().min(0) })

export const signInMethodsResponse = z.strictObject({
  /** The account has a password (it can be changed). */
  password: z.boolean(),
  /** Social providers linked to the account ("google", "github", …). */
  providers: z.array(z.string()),
})
export type SignInMethodsResponse = z.infer<typeof signInMethodsResponse>

export const creditLedgerRowSchema = z.strictObject({
  kind: z.enum(CREDIT_KINDS),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.string(),
  action: z.string().nullable(),
  period: z.string(),
  createdAt: z.iso.datetime(),
})
export type CreditLedgerRow = z.infer<typeof creditLedgerRowSchema>

/** "Download all my data": everything the account holds, as one JSON document. */
export const accountExportSchema = z.strictObject({
  format: z.literal('vitae-account-export'),
  version: z.literal(1),
  exportedAt: z.iso.datetime(),
  account: userDetailsSchema,
  plan: planSummarySchema,
  signInMethods: signInMethodsResponse,
  sessions: z.array(accountSessionSchema),
  resumes: z.array(libraryEntrySchema),
  creditLedger: z.array(creditLedgerRowSchema),
})
export type AccountExport = z.infer<typeof accountExportSchema>

const sessionIdInput = z.object({ id: z.string().min(1, 'id is required.').max(200) })

export const accountRoutes = {
  changePassword: defineRoute({
    method: 'POST',
    path: '/api/account/password',
    summary:
      'Changes the password (current password required, platform policy) and signs out every other session.',
    auth: 'session',
    rateLimit: 'signIn',
    input: changePasswordInput,
    response: json(changePasswordResponse),
    errors: ['conflict'],
  }),
  signInMethods: defineRoute({
    method: 'GET',
    path: '/api/account/sign-in-methods',
    summary: 'Whether the account has a password, and which social providers are linked.',
    auth: 'session',
    response: json(signInMethodsResponse),
  }),
  sessions: defineRoute({
    method: 'GET',
    path: '/api/account/sessions',
    summary: 'The sessions and devices signed in to the account, the current one marked.',
    auth: 'session',
    response: json(sessionsResponse),
  }),
  signOutSession: defineRoute({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    summary: "Signs one of the caller's sessions out; anyone else's answers 404.",
    auth: 'session',
    input: sessionIdInput,
    response: noContent(),
    errors: ['not_found'],
  }),
  signOutOthers: defineRoute({
    method: 'POST',
    path: '/api/account/sessions/sign-out-others',
    summary: 'Signs out every session of the account but this one ("sign out everywhere else").',
    auth: 'session',
    response: json(signedOutResponse),
  }),
  exportData: defineRoute({
    method: 'GET',
    path: '/api/account/export',
    summary: 'All the data of the account as one JSON document: account, plan, resumes, credits.',
    auth: 'session',
    response: json(accountExportSchema),
  }),
}
