// What each paid plan charges, per currency, in minor units, as the payment side needs it: read
// from THE plan table (src/shared/plans), so the pricing page, the payment page, My Plan and the
// Stripe prices (cloud/src/billing/catalogue.ts) all show the same figures. Nothing here is a
// figure of its own.
import {
  PLANS,
  currencyForCountry as planCurrency,
  type Currency,
  type PlanId,
} from '../plans/plans'

export { CURRENCIES, type Currency } from '../plans/plans'

export const PAID_PLAN_KEYS = ['monthly', 'quarterly', 'standard'] as const
export type PaidPlanKey = (typeof PAID_PLAN_KEYS)[number]

export interface PlanCharge {
  plan: PaidPlanKey
  currency: Currency
  /** Minor units of the recurring (or one-off) price. */
  amount: number
  /** Recurring interval; null for the one-off Standard plan. */
  interval: { unit: 'month'; count: number } | null
  /** A first period at a lower price (Premium monthly: the first week), else null. */
  intro: { amount: number; days: number } | null
  name: string
}

const PLAN_OF: Record<PaidPlanKey, PlanId> = {
  monthly: 'premium_monthly',
  quarterly: 'premium_quarterly',
  standard: 'standard',
}
const NAMES: Record<PaidPlanKey, string> = {
  monthly: 'Vitae Premium (monthly)',
  quarterly: 'Vitae Premium (4 months)',
  standard: 'Vitae Standard (one resume PDF)',
}

export function planIdOf(plan: PaidPlanKey): PlanId {
  return PLAN_OF[plan]
}

export function planCharge(plan: PaidPlanKey, currency: Currency): PlanCharge {
  const definition = PLANS[PLAN_OF[plan]]
  const price = definition.price?.[currency]
  if (!price) throw new Error(`The plan table has no ${currency} price for ${plan}.`)
  return {
    plan,
    currency,
    amount: price.amount,
    interval: definition.periodMonths ? { unit: 'month', count: definition.periodMonths } : null,
    intro: definition.introductory
      ? {
          amount: definition.introductory.price[currency].amount,
          days: definition.introductory.days,
        }
      : null,
    name: NAMES[plan],
  }
}

/** What is charged today: the intro price if the plan has one, else the full price. */
export function dueToday(charge: PlanCharge): number {
  return charge.intro ? charge.intro.amount : charge.amount
}

/** TR pays in Turkish lira, everyone else in euro (spec 001 §9). */
export function currencyForCountry(country: string | null | undefined): Currency {
  return planCurrency(country)
}

/** The wallet (PayPal through Stripe Checkout) is not offered in Turkey (spec 001 §2.9). */
export function walletOffered(country: string | null | undefined): boolean {
  return country?.trim().toUpperCase() !== 'TR'
}
