// The registration record as its owner sees it: exactly the fields of UserDetails, whatever
// else the user row holds.
import {
  ACCOUNT_STATUSES,
  INTERFACE_LOCALES,
  type AccountStatus,
  type InterfaceLocale,
  type SessionResponse,
  type UserDetails,
} from '@shared/api'
import { toBoolean, toIsoString } from '../db/rows'
import type { UserRow } from '../queries/users'

const SUBSCRIPTION_STATUSES = ['not active', 'active', 'trial', 'cancelling'] as const
const PREMIUM_TYPES = ['none', 'monthly', 'quarterly'] as const

function oneOf<T extends string>(value: string, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}

export function presentUser(row: UserRow): UserDetails {
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
    evaluationCredit: row.evaluationCredit,
    enhanceCredit: row.enhanceCredit,
    translateCredit: row.translateCredit,
    existingCredit: row.existingCredit,
    locale: oneOf<InterfaceLocale>(row.locale, INTERFACE_LOCALES, 'en'),
    createdAt: toIsoString(row.createdAt),
  }
}

export function presentSession(row: UserRow, token?: string | null): SessionResponse {
  return { user: presentUser(row), ...(token ? { token } : {}) }
}
