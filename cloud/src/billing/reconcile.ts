// `npm run cloud -- reconcile-stripe [--fix]`: compares every Stripe customer the database knows
// with Stripe's own subscriptions and reports drift (a missed webhook, a hand edit, an outage).
// With --fix each drifted user is brought in line with Stripe through the same sync the webhooks
// use; without it nothing is written.
import type Stripe from 'stripe'
import type { AppDatabase } from '../db'
import type { StripeBilling } from './billing'
import { isLive, planStateOf } from './subscription-state'

export interface Drift {
  userId: string
  email: string
  customerId: string
  subscriptionId: string | null
  problem: string
  fixed: boolean
}

/** The subscription that should define the plan: a live one first, else the newest. */
function current(subscriptions: Stripe.Subscription[]): Stripe.Subscription | null {
  const sorted = [...subscriptions].sort((a, b) => b.created - a.created)
  return sorted.find((s) => isLive(s.status) || s.status === 'incomplete') ?? sorted[0] ?? null
}

export async function reconcileStripe(
  database: AppDatabase,
  billing: StripeBilling,
  options: { fix: boolean },
): Promise<{ checked: number; drift: Drift[] }> {
  const rows = await database.db
    .selectFrom('billing_customers')
    .innerJoin('user', 'user.id', 'billing_customers.user_id')
    .select([
      'billing_customers.user_id as userId',
      'billing_customers.customer_id as customerId',
      'billing_customers.subscription_id as subscriptionId',
      'billing_customers.stripe_status as stripeStatus',
      'user.email as email',
      'user.accountStatus as accountStatus',
      'user.subscriptionStatus as subscriptionStatus',
      'user.premiumType as premiumType',
    ])
    .orderBy('billing_customers.user_id')
    .execute()
  const drift: Drift[] = []
  for (const row of rows) {
    const list = await billing.stripe.subscriptions.list({
      customer: row.customerId,
      status: 'all',
      limit: 100,
    })
    const subscription = current(list.data)
    const problems: string[] = []
    if (!subscription) {
      if (row.accountStatus !== 'Free' && row.subscriptionId)
        problems.push(`Stripe has no subscription but the account is ${row.accountStatus}`)
    } else {
      const expected = planStateOf(subscription)
      if (row.subscriptionId !== subscription.id)
        problems.push(
          `stored subscription ${row.subscriptionId ?? 'none'}, Stripe's current is ${subscription.id}`,
        )
      if (row.stripeStatus !== subscription.status)
        problems.push(
          `stored status ${row.stripeStatus ?? 'none'}, Stripe says ${subscription.status}`,
        )
      if (
        expected.accountStatus !== row.accountStatus ||
        expected.subscriptionStatus !== row.subscriptionStatus ||
        expected.premiumType !== row.premiumType
      ) {
        problems.push(
          `plan ${row.accountStatus}/${row.subscriptionStatus}/${row.premiumType}, Stripe means ${expected.accountStatus}/${expected.subscriptionStatus}/${expected.premiumType}`,
        )
      }
    }
    if (problems.length === 0) continue
    let fixed = false
    if (options.fix && subscription) {
      await billing.applySubscription(subscription)
      fixed = true
    }
    drift.push({
      userId: row.userId,
      email: row.email,
      customerId: row.customerId,
      subscriptionId: subscription?.id ?? row.subscriptionId,
      problem: problems.join('; '),
      fixed,
    })
  }
  return { checked: rows.length, drift }
}
