// The registration record (spec 001 §3) and the user routes of spec 001 §7. Every route takes the
// caller's own uid: another user's uid answers 404 exactly like one that does not exist, and
// changes nothing (the cloud checks ownership inside each query).
//
// POST /login (the spec's exchange of an identity provider's token for a session token) is not
// in the table: accounts live in this cloud (better-auth), so signing in already answers with
// the session (an httpOnly cookie for the web, a bearer token for the desktop) and there is no
// outside token to exchange. See README "My Account and deleting an account".
import { z } from 'zod'
import { NAME_MAX_LENGTH } from '../account/limits'
import { sanitizePlainText } from '../resume/plain-text'
import { defineRoute, json, noContent } from './contract'
import { INTERFACE_LOCALES, type InterfaceLocale } from './locales'

import { ACCOUNT_STATUSES, SUBSCRIPTION_STATUSES, type AccountStatus } from '../plans/entitlements'

export { ACCOUNT_STATUSES, SUBSCRIPTION_STATUSES, type AccountStatus }
export const PREMIUM_TYPES = ['none', 'monthly', 'quarterly'] as const

export { INTERFACE_LOCALES, type InterfaceLocale }

/** Credits every new account starts with (spec 001 §3 and §9). */
export const STARTING_CREDITS = {
  evaluationCredit: 3,
  enhanceCredit: 10,
  translateCredit: 0,
  existingCredit: 1,
} as const

const credit = z.number().int().min(0)

/** The registration record of spec 001 §3, as the cloud presents it to its owner. */
export const userDetailsSchema = z.strictObject({
  id: z.string(),
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  premiumType: z.enum(PREMIUM_TYPES),
  termsAndConditions: z.boolean(),
  updatesAndTips: z.boolean(),
  evaluationCredit: credit,
  enhanceCredit: credit,
  translateCredit: credit,
  existingCredit: credit,
  locale: z.enum(INTERFACE_LOCALES),
  createdAt: z.iso.datetime(),
})
export type UserDetails = z.infer<typeof userDetailsSchema>

const uid = z.string().min(1, 'uid is required.').max(200)

export const getUserInput = z.object({ uid })

/** A first or last name as the account page saves it: plain text (no tags), trimmed. */
export const accountName = z
  .string()
  .max(NAME_MAX_LENGTH * 4, `Use at most ${NAME_MAX_LENGTH} characters.`)
  .transform((value) => sanitizePlainText(value, { trim: true }))
  .pipe(z.string().max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`))

/**
 * PUT /api/user: the caller's uid and the fields to change (spec 001 §7). Status, plan and
 * credits are the cloud's own and are not fields here.
 */
export const updateUserInput = z.object({
  uid,
  firstName: accountName.optional(),
  lastName: accountName.optional(),
  updatesAndTips: z.boolean().optional(),
  locale: z.enum(INTERFACE_LOCALES).optional(),
})
export type UpdateUserInput = z.input<typeof updateUserInput>

/**
 * POST /api/user: the registration record a client sends after signing up (spec 001 §3). The
 * account and its record are created together at sign-up (and at a first social sign-in), so
 * this completes the caller's own record: it writes the names, locale and consents and answers
 * the record. accountStatus, the plan and the starting credits are the cloud's to set; an old
 * client that sends them has them ignored (not an error), and they come from the entitlements
 * module.
 */
export const createUserInput = z.object({
  uid,
  email: z.string().trim().email('Enter a valid e-mail address.'),
  displayName: z
    .string()
    .max(NAME_MAX_LENGTH * 8)
    .optional(),
  firstName: accountName.optional(),
  lastName: accountName.optional(),
  termsAndConditions: z.boolean().optional(),
  updatesAndTips: z.boolean().optional(),
  locale: z.enum(INTERFACE_LOCALES).optional(),
})
export type CreateUserInput = z.input<typeof createUserInput>

export const deleteUserInput = z.object({ uid })

export const userExistsResponse = z.strictObject({ exists: z.boolean() })

export const getUserResponse = z.strictObject({ result: userDetailsSchema })
export type GetUserResponse = z.infer<typeof getUserResponse>

export const userRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/api/user',
    summary:
      "Records the caller's registration record (names, locale, consents); the plan and credits are the cloud's.",
    auth: 'session',
    input: createUserInput,
    response: json(getUserResponse),
    errors: ['not_found'],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/user',
    summary: "Changes the caller's first and last name, updates-and-tips choice or locale.",
    auth: 'session',
    input: updateUserInput,
    response: json(getUserResponse),
    errors: ['not_found'],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/user',
    summary:
      "Deletes the caller's account and everything it owns (resumes, sessions, credits, tokens); a Stripe subscription is cancelled first.",
    auth: 'session',
    input: deleteUserInput,
    response: noContent(),
    errors: ['not_found', 'payment_provider_error'],
  }),
  exists: defineRoute({
    method: 'GET',
    path: '/api/users/:uid/exists',
    summary: "Whether the caller's own record exists; anyone else's uid answers 404.",
    auth: 'session',
    input: getUserInput,
    response: json(userExistsResponse),
    errors: ['not_found'],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/user/:uid',
    summary: "The signed-in user's registration record; anyone else's answers 404.",
    auth: 'session',
    input: getUserInput,
    response: json(getUserResponse),
    errors: ['not_found'],
  }),
}
