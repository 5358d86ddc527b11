// The registration record (spec 001 §3) and the route that reads it.
import { z } from 'zod'
import { defineRoute, json } from './contract'
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

export const getUserInput = z.object({ uid: z.string().min(1, 'uid is required.').max(200) })

export const getUserResponse = z.strictObject({ result: userDetailsSchema })
export type GetUserResponse = z.infer<typeof getUserResponse>

export const userRoutes = {
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
