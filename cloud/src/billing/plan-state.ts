// The only door from Stripe billing to a user's plan: every change of account status, every
// allowance renewal and the one-off Standard purchase go through the entitlements module
// (cloud/src/entitlements), which owns the plan state and the credit ledger. Billing writes no
// plan column and no credit itself.
//
// Allowances renew with each PAID period: the module starts a new allowance period when setPlan
// gets a new periodStart, so billing passes Stripe's current period only while the subscription
// is paid up (trialing, active, or cancelling before its end). A past_due subscription (the
// renewal payment failed; Stripe is retrying) keeps its status — a failed payment never changes
// the plan — but keeps the last paid period, so no new allowance is given until an invoice is
// paid; when the paid period is over the module applies Free rules until then.
import type Stripe from 'stripe'
import type { Entitlements } from '../entitlements'
import { planOfPremiumType } from '@shared/plans'
import { periodEndOf, periodStartOf, planStateOf } from './subscription-state'

export type AccountStatus = 'Free' | 'Onhold' | 'Premium'
export type SubscriptionStatus = 'not active' | 'active' | 'trial' | 'cancelling' | 'past_due'
export type PremiumType = 'none' | 'monthly' | 'quarterly'

export interface StripePlanState {
  accountStatus: AccountStatus
  subscriptionStatus: SubscriptionStatus
  premiumType: PremiumType
}

export async function applyStripePlan(
  entitlements: Entitlements,
  userId: string,
  subscription: Stripe.Subscription,
): Promise<StripePlanState> {
  const state = planStateOf(subscription)
  const currency = subscription.currency === 'try' ? 'try' : 'eur'
  if (state.accountStatus === 'Free' || state.premiumType === 'none') {
    await entitlements.setPlan(userId, {
      accountStatus: 'Free',
      subscriptionStatus: 'not active',
      plan: 'free',
      periodStart: null,
      periodEnd: null,
      cancelAt: null,
      currency,
      source: 'stripe',
    })
    return state
  }
  const plan = planOfPremiumType(state.premiumType)
  if (state.accountStatus === 'Onhold') {
    await entitlements.setPlan(userId, {
      accountStatus: 'Onhold',
      subscriptionStatus: 'not active',
      plan,
      periodStart: null,
      periodEnd: null,
      cancelAt: null,
      currency,
      source: 'stripe',
    })
    return state
  }
  let periodStart: string | Date | null = periodStartOf(subscription)
  let periodEnd: string | Date | null = periodEndOf(subscription)
  if (subscription.status === 'past_due') {
    const current = await entitlements.summary(userId)
    periodStart = current.periodStart
    periodEnd = current.periodEnd
  }
  await entitlements.setPlan(userId, {
    accountStatus: 'Premium',
    subscriptionStatus: state.subscriptionStatus,
    plan,
    periodStart,
    periodEnd,
    cancelAt: state.subscriptionStatus === 'cancelling' ? periodEndOf(subscription) : null,
    currency,
    source: 'stripe',
  })
  return state
}

/** The one-off Standard plan was paid: one more download, once per Checkout session. */
export async function grantStandard(
  entitlements: Entitlements,
  userId: string,
  checkoutSessionId: string,
): Promise<void> {
  const current = await entitlements.summary(userId)
  if (current.accountStatus === 'Free' && current.plan === 'free') {
    await entitlements.setPlan(userId, {
      accountStatus: 'Free',
      subscriptionStatus: 'not active',
      plan: 'standard',
      source: 'stripe',
    })
  }
  await entitlements.grantCredits(
    userId,
    'download',
    1,
    'purchase',
    `checkout:${checkoutSessionId}`,
  )
}
