// What Stripe charges for each paid plan, in minor units, read from the one plan table
// (src/shared/plans) so the pricing page, the checkout, My Plan and Stripe show the same figures.
// Stripe prices are found by lookup key (vitae_<plan>_<currency>_<amount>) and created on first
// use with an idempotency key, so no operator has to copy price ids into the configuration, and
// changing an amount in the plan table makes a new price instead of silently repricing old ones.
import type Stripe from 'stripe'

import type { PlanCharge } from '@shared/billing/charges'

export {
  currencyForCountry,
  planCharge,
  type Currency,
  type PaidPlanKey,
  type PlanCharge,
} from '@shared/billing/charges'
export type SubscriptionPlanKey = 'monthly' | 'quarterly'

export function lookupKey(charge: PlanCharge): string {
  return `vitae_${charge.plan}_${charge.currency}_${charge.amount}`
}

/** The Stripe price of a plan, created once (idempotently) if Stripe does not have it yet. */
export async function stripePriceFor(stripe: Stripe, charge: PlanCharge): Promise<Stripe.Price> {
  const key = lookupKey(charge)
  const existing = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 })
  if (existing.data[0]) return existing.data[0]
  return stripe.prices.create(
    {
      currency: charge.currency,
      unit_amount: charge.amount,
      lookup_key: key,
      product_data: { name: charge.name },
      ...(charge.interval
        ? { recurring: { interval: charge.interval.unit, interval_count: charge.interval.count } }
        : {}),
      metadata: { vitae_plan: charge.plan },
    },
    { idempotencyKey: `price:${key}` },
  )
}
