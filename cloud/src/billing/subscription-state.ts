// How a Stripe subscription, as Stripe holds it now, maps onto the account status machine of
// spec 001 §4: Free → Onhold (first payment waits for 3-D Secure) → Premium (paid) →
// Cancelling (cancel at period end; still Premium until then) → Free (ended). Pure, so every
// webhook, every client call and the reconciliation reach the same answer from the same object.
//
// past_due (a renewal payment failed and Stripe is retrying): the plan does not change — a failed
// payment never changes the plan — and My Plan shows the payment problem. When Stripe gives up
// it cancels the subscription (or marks it unpaid) and the account returns to Free.
import type Stripe from 'stripe'
import type { PremiumType, StripePlanState } from './plan-state'

const LIVE = new Set(['trialing', 'active', 'past_due'])
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid', 'paused'])

export function isLive(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && LIVE.has(status)
}
export function isEnded(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && ENDED.has(status)
}

export function premiumTypeOf(subscription: Stripe.Subscription): PremiumType {
  const fromMetadata = subscription.metadata?.vitae_plan
  if (fromMetadata === 'monthly' || fromMetadata === 'quarterly') return fromMetadata
  const recurring = subscription.items.data[0]?.price.recurring
  return recurring && recurring.interval_count >= 3 ? 'quarterly' : 'monthly'
}

export function cancelling(subscription: Stripe.Subscription): boolean {
  return subscription.cancel_at_period_end || subscription.cancel_at !== null
}

export function planStateOf(subscription: Stripe.Subscription): StripePlanState {
  const premiumType = premiumTypeOf(subscription)
  if (isLive(subscription.status)) {
    return {
      accountStatus: 'Premium',
      subscriptionStatus: cancelling(subscription)
        ? 'cancelling'
        : subscription.status === 'past_due'
          ? 'past_due'
          : subscription.status === 'trialing'
            ? 'trial'
            : 'active',
      premiumType,
    }
  }
  if (subscription.status === 'incomplete') {
    return { accountStatus: 'Onhold', subscriptionStatus: 'not active', premiumType }
  }
  return { accountStatus: 'Free', subscriptionStatus: 'not active', premiumType: 'none' }
}

/** When the current period started (a new start = a new allowance period). */
export function periodStartOf(subscription: Stripe.Subscription): Date | null {
  const start = subscription.items.data[0]?.current_period_start
  return start ? new Date(start * 1000) : null
}

/** When the current period ends (next payment, or the end date when cancelling). */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const end = subscription.items.data[0]?.current_period_end
  return end ? new Date(end * 1000) : null
}
