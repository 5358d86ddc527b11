// The registration record as its owner sees it: exactly the fields of UserDetails, whatever
// else the user row holds.
import {
  ACCOUNT_STATUSES,
  SUBSCRIPTION_STATUSES,
  INTERFACE_LOCALES,
  type AccountStatus,
  type InterfaceLocale,
  type SessionResponse,
  type UserDetails,
} from '@shared/api'
import { toBoolean, toIsoString } from '../db/rows'
import type { EntitlementSummary } from '../entitlements'
import type { UserRow } from '../queries/users'

const PREMIUM_TYPES = ['none', 'monthly', 'quarterly'] as const

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

/** The remaining credits the registration record shows (the ledger's balances, not the row's). */
export type PresentedCredits = Pick<
  UserDetails,
  'evaluationCredit' | 'enhanceCredit' | 'translateCredit' | 'existingCredit'
>

export function creditsOf(summary: EntitlementSummary): PresentedCredits {
  const left = (kind: keyof EntitlementSummary['credits']) => summary.credits[kind].remaining ?? 0
  return {
    evaluationCredit: left('evaluation'),
    enhanceCredit: left('enhance'),
    translateCredit: left('translate'),
    existingCredit: left('import'),
  }
}

export function presentUser(row: UserRow, credits: PresentedCredits): UserDetails {
  return {
    id: row.id,
    uid: row.id,
    email: row.email,
    emailVerified: toBoolean(row.emailVerified),
    displayName: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    accountStatus: oneOf<AccountStatus>(row.accountStatus, ACCOUNT_STATUSES, 'Free'),
    subscriptionStatus: oneOf(row.subscriptionStatus, SUBSCRIPTION_STATUSES, 'not active'),
    premiumType: oneOf(row.premiumType, PREMIUM_TYPES, 'none'),
    termsAndConditions: toBoolean(row.termsAndConditions),
    updatesAndTips: toBoolean(row.updatesAndTips),
    ...credits,
    locale: oneOf<InterfaceLocale>(row.locale, INTERFACE_LOCALES, 'en'),
    createdAt: toIsoString(row.createdAt),
  }
}

export function presentSession(
  row: UserRow,
  credits: PresentedCredits,
  token?: string | null,
): SessionResponse {
  return { user: presentUser(row, credits), ...(token ? { token } : {}) }
}
