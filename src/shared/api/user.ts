import { z } from 'zod'
import { INTERFACE_LOCALES, type InterfaceLocale } from './locales'

export const ACCOUNT_STATUSES = ['Free', 'Onhold', 'Premium'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

export { INTERFACE_LOCALES, type InterfaceLocale }

/** Credits every new account starts with (spec 001 §3 and §9). */
export const STARTING_CREDITS = {
  evaluationCredit: 3,
  enhanceCredit: 10,
  translateCredit: 0,
  existingCredit: 1,
} as const

/** The registration record of spec 001 §3, as the cloud presents it to its owner. */
export interface UserDetails {
  id: string
  uid: string
  email: string
  emailVerified: boolean
  displayName: string
  firstName: string
  lastName: string
  accountStatus: AccountStatus
  subscriptionStatus: 'not active' | 'active' | 'trial' | 'cancelling'
  premiumType: 'none' | 'monthly' | 'quarterly'
  termsAndConditions: boolean
  updatesAndTips: boolean
  evaluationCredit: number
  enhanceCredit: number
  translateCredit: number
  existingCredit: number
  locale: InterfaceLocale
  createdAt: string
}

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
export interface SessionResponse {
  user: UserDetails
  token?: string
}

/** Answer of GET /api/user/{uid} (the owner only). */
export interface GetUserResponse {
  result: UserDetails
}
