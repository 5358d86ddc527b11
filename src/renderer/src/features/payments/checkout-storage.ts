// The pricing page's choice, kept for the payment page in session storage under the spec's own
// keys (spec 001 §3): premiumType and userCountry. Either missing sends the payment page back to
// Pricing (spec 001 §2.9).
import type { SubscriptionPlan } from '@shared/api'

const PREMIUM_TYPE = 'premiumType'
const USER_COUNTRY = 'userCountry'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export function storeCountry(country: string): void {
  storage()?.setItem(USER_COUNTRY, country)
}
export function storePremiumType(type: SubscriptionPlan): void {
  storage()?.setItem(PREMIUM_TYPE, type)
}
export function storedCheckout(): { premiumType: SubscriptionPlan; country: string } | null {
  const type = storage()?.getItem(PREMIUM_TYPE)
  const country = storage()?.getItem(USER_COUNTRY)
  if ((type !== 'monthly' && type !== 'quarterly') || !country || !/^[A-Z]{2}$/.test(country))
    return null
  return { premiumType: type, country }
}
