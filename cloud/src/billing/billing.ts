// Stripe billing for one cloud: customers, subscriptions, Checkout, the Customer Portal, cancel,
// and the synchronisation every webhook and every client call ends in. Server-authoritative: a
// client's word (a subscription id, "I paid") is only ever a hint to go and read Stripe; the plan
// changes only from what Stripe holds now, and only through plan-state.ts.
//
// Why the `stripe` SDK and not @better-auth/stripe: that plugin owns its own subscription table
// and endpoints built around hosted Checkout for subscriptions. The spec's card flow (Elements →
// payment method → POST /create-subscription → requires_action → confirm with the client secret),
// its route contract (/create-subscription, /create-paypal-checkout-session, /cancel-subscription,
// /api/updatePremium…, /api/updateOnhold), the dedup table and the one entitlements module that
// owns the plan state would all have to be bent around it. better-auth still owns the accounts;
// billing keys Stripe customers by the better-auth user id.
import type Stripe from 'stripe'
import type { Logger } from 'pino'
import type { AppDatabase } from '../db'
import { nowTimestamp, toIsoString } from '../db/rows'
import type { BillingCustomersTable } from '../db/schema'
import type { Selectable } from 'kysely'
import {
  currencyForCountry,
  planCharge,
  stripePriceFor,
  type Currency,
  type PaidPlanKey,
  type SubscriptionPlanKey,
} from './catalogue'
import type { Entitlements } from '../entitlements'
import { applyStripePlan, grantStandard } from './plan-state'
import { isEnded, isLive, periodEndOf, premiumTypeOf, cancelling } from './subscription-state'

export type BillingRow = Selectable<BillingCustomersTable>

export class BillingError extends Error {
  constructor(
    readonly kind: 'payment_failed' | 'already_subscribed' | 'not_found' | 'provider',
    message: string,
  ) {
    super(message)
    this.name = 'BillingError'
  }
}

export interface CreateSubscriptionResult {
  paymentIntentStatus: 'succeeded' | 'requires_action' | 'requires_confirmation'
  clientSecret: string | null
  subscriptionId: string
}

/** Spec 001 §4: the cancel succeeds only with this message. */
export const CANCEL_AT_PERIOD_END_MESSAGE =
  'Subscription will be canceled at the end of the billing period.'

/** Stripe idempotency keys live 24 hours; a window bucket lets a later retry make a new one. */
function windowKey(minutes: number) {
  return Math.floor(Date.now() / (minutes * 60_000))
}

export interface BillingDeps {
  database: AppDatabase
  stripe: Stripe
  entitlements: Entitlements
  logger: Logger
  publicUrl: string
}

export class StripeBilling {
  constructor(private readonly deps: BillingDeps) {}

  get stripe() {
    return this.deps.stripe
  }

  async rowOf(userId: string): Promise<BillingRow | undefined> {
    return this.deps.database.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst()
  }

  async rowOfCustomer(customerId: string): Promise<BillingRow | undefined> {
    return this.deps.database.db
      .selectFrom('billing_customers')
      .selectAll()
      .where('customer_id', '=', customerId)
      .executeTakeFirst()
  }

  /** The user's one Stripe customer, created on first need (idempotently, also across processes). */
  async customerFor(user: { id: string; email: string }): Promise<string> {
    const row = await this.rowOf(user.id)
    if (row) return row.customer_id
    const customer = await this.stripe.customers.create(
      { email: user.email, metadata: { vitae_user_id: user.id } },
      { idempotencyKey: `customer:${user.id}` },
    )
    await this.deps.database.db
      .insertInto('billing_customers')
      .values({ user_id: user.id, customer_id: customer.id, updated_at: nowTimestamp() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    return (await this.rowOf(user.id))!.customer_id
  }

  private async refuseIfSubscribed(userId: string) {
    const row = await this.rowOf(userId)
    if (row?.subscription_id && (isLive(row.stripe_status) || row.stripe_status === 'incomplete')) {
      // Re-read (and settle a failed first payment): the stored status may be stale.
      await this.sync(row.subscription_id)
      const current = await this.stripe.subscriptions.retrieve(row.subscription_id)
      if (isLive(current.status) || current.status === 'incomplete') {
        throw new BillingError(
          'already_subscribed',
          'This account already has a subscription or a payment waiting for confirmation.',
        )
      }
    }
  }

  /** POST /create-subscription: the card flow of spec 001 §4. */
  async createSubscription(
    user: { id: string; email: string },
    input: { paymentMethodId: string; premiumType: SubscriptionPlanKey; currency: Currency },
  ): Promise<CreateSubscriptionResult> {
    await this.refuseIfSubscribed(user.id)
    const customer = await this.customerFor(user)
    const charge = planCharge(input.premiumType, input.currency)
    const price = await stripePriceFor(this.stripe, charge)
    await this.stripe.paymentMethods.attach(
      input.paymentMethodId,
      { customer },
      { idempotencyKey: `attach:${user.id}:${input.paymentMethodId}` },
    )
    const subscription = await this.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: price.id }],
        default_payment_method: input.paymentMethodId,
        // Charge now: paid → active; 3-D Secure → incomplete with a client secret; declined → incomplete.
        payment_behavior: 'allow_incomplete',
        metadata: { vitae_user_id: user.id, vitae_plan: input.premiumType },
        ...(charge.intro
          ? {
              trial_period_days: charge.intro.days,
              add_invoice_items: [
                {
                  price_data: {
                    currency: charge.currency,
                    product: String(price.product),
                    unit_amount: charge.intro.amount,
                  },
                },
              ],
            }
          : {}),
        expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
      },
      { idempotencyKey: `subscription:${user.id}:${input.premiumType}:${input.paymentMethodId}` },
    )
    const intentStatus = await this.firstPaymentStatus(subscription)
    if (intentStatus.status === 'requires_payment_method' || intentStatus.status === 'canceled') {
      // Declined: end the incomplete subscription so nothing lingers; the plan never changed.
      await this.stripe.subscriptions.cancel(subscription.id).catch((error: unknown) => {
        this.deps.logger.warn({ err: error }, 'could not cancel a declined subscription')
      })
      throw new BillingError(
        'payment_failed',
        intentStatus.message ?? 'Failed to create subscription',
      )
    }
    await this.sync(subscription.id)
    if (subscription.status === 'active' || subscription.status === 'trialing') {
      return {
        paymentIntentStatus: 'succeeded',
        clientSecret: null,
        subscriptionId: subscription.id,
      }
    }
    const invoice = subscription.latest_invoice as Stripe.Invoice | null
    const clientSecret = invoice?.confirmation_secret?.client_secret ?? null
    return {
      paymentIntentStatus:
        intentStatus.status === 'requires_confirmation'
          ? 'requires_confirmation'
          : 'requires_action',
      clientSecret,
      subscriptionId: subscription.id,
    }
  }

  private async firstPaymentStatus(
    subscription: Stripe.Subscription,
  ): Promise<{ status: string; message: string | null }> {
    if (subscription.status === 'active' || subscription.status === 'trialing') {
      return { status: 'succeeded', message: null }
    }
    const invoice = subscription.latest_invoice as Stripe.Invoice | null
    const payment = invoice?.payments?.data[0]?.payment
    const intentId =
      typeof payment?.payment_intent === 'string'
        ? payment.payment_intent
        : payment?.payment_intent?.id
    if (!intentId) return { status: 'requires_action', message: null }
    const intent = await this.stripe.paymentIntents.retrieve(intentId)
    return { status: intent.status, message: intent.last_payment_error?.message ?? null }
  }

  /** POST /create-paypal-checkout-session: the wallet (and the one-off Standard plan) via Checkout. */
  async createCheckout(
    user: { id: string; email: string },
    input: { plan: PaidPlanKey; currency: Currency; locale: string },
  ): Promise<string> {
    if (input.plan !== 'standard') await this.refuseIfSubscribed(user.id)
    const customer = await this.customerFor(user)
    const charge = planCharge(input.plan, input.currency)
    const price = await stripePriceFor(this.stripe, charge)
    const base = this.deps.publicUrl
    const subscription = input.plan !== 'standard'
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: subscription ? 'subscription' : 'payment',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: price.id, quantity: 1 }],
        // The wallet: PayPal in Checkout (never offered for TR; the route refuses TRY).
        allowed_payment_method_types: ['paypal'],
        locale: input.locale === 'de' ? 'de' : input.locale === 'tr' ? 'tr' : 'en',
        metadata: { vitae_user_id: user.id, vitae_plan: input.plan },
        ...(subscription
          ? {
              subscription_data: {
                metadata: { vitae_user_id: user.id, vitae_plan: input.plan },
                ...(charge.intro ? { trial_period_days: charge.intro.days } : {}),
              },
            }
          : {}),
        success_url: `${base}/?process=success`,
        cancel_url: `${base}/?process=failed`,
      },
      { idempotencyKey: `checkout:${user.id}:${input.plan}:${input.currency}:${windowKey(10)}` },
    )
    if (!session.url) throw new BillingError('provider', 'No checkout URL returned from server')
    return session.url
  }

  /** A Customer Portal link (manage payment method, invoices). */
  async portalUrl(user: { id: string; email: string }, returnPath: string): Promise<string> {
    const customer = await this.customerFor(user)
    const session = await this.stripe.billingPortal.sessions.create(
      { customer, return_url: `${this.deps.publicUrl}${returnPath}` },
      { idempotencyKey: `portal:${user.id}:${windowKey(5)}` },
    )
    return session.url
  }

  /** POST /cancel-subscription: cancel at period end; the plan stays until then. */
  async cancelAtPeriodEnd(userId: string, subscriptionId: string): Promise<{ message: string }> {
    const row = await this.rowOf(userId)
    if (!row || row.subscription_id !== subscriptionId) {
      throw new BillingError('not_found', 'No such subscription.')
    }
    const updated = await this.stripe.subscriptions.update(
      subscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: `cancel:${subscriptionId}` },
    )
    await this.sync(subscriptionId)
    if (updated.cancel_at_period_end && isLive(updated.status)) {
      return { message: CANCEL_AT_PERIOD_END_MESSAGE }
    }
    return {
      message: `The subscription could not be set to end at the period end (status ${updated.status}).`,
    }
  }

  /**
   * Reads the subscription from Stripe as it is now and brings the user's plan in line with it.
   * Safe to call any number of times, in any order: the result depends only on Stripe's state.
   * Returns the user id it applied to (null when the subscription belongs to no known user, or
   * is an older subscription than the one the user now has).
   */
  async sync(subscriptionId: string): Promise<string | null> {
    let subscription = await this.stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['latest_invoice.payments'],
    })
    if (subscription.status === 'incomplete') {
      // The first payment failed (declined, or 3-D Secure refused): end this subscription, so the
      // account leaves Onhold for what it was before and "try again" can start afresh.
      const first = await this.firstPaymentStatus(subscription)
      if (first.status === 'requires_payment_method' || first.status === 'canceled') {
        subscription = await this.stripe.subscriptions.cancel(subscription.id, undefined, {
          idempotencyKey: `abandon:${subscription.id}`,
        })
      }
    }
    return this.applySubscription(subscription)
  }

  async applySubscription(subscription: Stripe.Subscription): Promise<string | null> {
    const customerId =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id
    let row = await this.rowOfCustomer(customerId)
    if (!row && subscription.metadata?.vitae_user_id) {
      // A Checkout-created customer we have not stored (should not happen; be forgiving).
      row = await this.rowOf(subscription.metadata.vitae_user_id)
    }
    if (!row) {
      this.deps.logger.warn(
        { subscription: subscription.id },
        'subscription of an unknown customer',
      )
      return null
    }
    // An older subscription must never override a newer live one (late or replayed events).
    if (
      row.subscription_id &&
      row.subscription_id !== subscription.id &&
      !isEnded(row.stripe_status) &&
      isEnded(subscription.status)
    ) {
      return null
    }
    const periodEnd = periodEndOf(subscription)
    const price = subscription.items.data[0]?.price
    await this.deps.database.db
      .updateTable('billing_customers')
      .set({
        subscription_id: subscription.id,
        stripe_status: subscription.status,
        premium_type: premiumTypeOf(subscription),
        currency: subscription.currency ?? price?.currency ?? null,
        current_period_end: periodEnd ? periodEnd.toISOString() : null,
        cancel_at: cancelling(subscription) && periodEnd ? periodEnd.toISOString() : null,
        next_amount:
          isLive(subscription.status) && !cancelling(subscription)
            ? (price?.unit_amount ?? null)
            : null,
        updated_at: nowTimestamp(),
      })
      .where('user_id', '=', row.user_id)
      .execute()
    await applyStripePlan(this.deps.entitlements, row.user_id, subscription)
    return row.user_id
  }

  /**
   * An invoice Stripe says is paid: sync its subscription. The allowances renew through the
   * module when the subscription's period is new (once per period, however often this runs).
   */
  async invoicePaid(invoiceId: string): Promise<void> {
    const invoice = await this.stripe.invoices.retrieve(invoiceId)
    if (invoice.status !== 'paid') return
    const subscriptionRef = invoice.parent?.subscription_details?.subscription
    const subscriptionId =
      typeof subscriptionRef === 'string' ? subscriptionRef : subscriptionRef?.id
    if (!subscriptionId) return
    await this.applySubscription(await this.stripe.subscriptions.retrieve(subscriptionId))
  }

  /** A Checkout session finished: a wallet subscription, or the one-off Standard plan. */
  async checkoutCompleted(sessionId: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId)
    if (session.status !== 'complete') return
    const userId = session.client_reference_id ?? session.metadata?.vitae_user_id ?? null
    if (!userId) return
    const customerId =
      typeof session.customer === 'string' ? session.customer : session.customer?.id
    if (customerId) {
      await this.deps.database.db
        .insertInto('billing_customers')
        .values({ user_id: userId, customer_id: customerId, updated_at: nowTimestamp() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
    }
    if (session.mode === 'subscription' && session.subscription) {
      const id =
        typeof session.subscription === 'string' ? session.subscription : session.subscription.id
      await this.sync(id)
    } else if (session.mode === 'payment' && session.payment_status === 'paid') {
      await grantStandard(this.deps.entitlements, userId, session.id)
    }
  }

  /**
   * The account is being deleted (commands/delete-account.ts): every subscription of its
   * customer that has not ended is cancelled at once (not at the period end: nobody is left to
   * use it), then the customer is deleted at Stripe, which removes the e-mail address held there
   * (Stripe keeps the invoices, as bookkeeping requires). Safe to run again after a failure: an
   * ended subscription is skipped and an already deleted customer counts as deleted. Throws when
   * Stripe cannot be reached, so the account is not deleted while a subscription still charges.
   */
  async endForDeletedAccount(userId: string): Promise<{ cancelled: string[] }> {
    const row = await this.rowOf(userId)
    if (!row) return { cancelled: [] }
    const cancelled: string[] = []
    try {
      for await (const subscription of this.stripe.subscriptions.list({
        customer: row.customer_id,
        status: 'all',
      })) {
        if (isEnded(subscription.status)) continue
        await this.stripe.subscriptions.cancel(subscription.id, undefined, {
          idempotencyKey: `delete-account:${subscription.id}`,
        })
        cancelled.push(subscription.id)
      }
      await this.stripe.customers.del(row.customer_id)
    } catch (error) {
      const code = (error as { code?: unknown }).code
      if (code !== 'resource_missing') throw error
    }
    this.deps.logger.info({ user: userId, cancelled }, 'billing ended for a deleted account')
    return { cancelled }
  }

  /** What My Plan shows, from the stored copy of Stripe's figures. */
  async planOf(userId: string) {
    const row = await this.rowOf(userId)
    return {
      subscriptionId: row?.subscription_id ?? null,
      stripeStatus: row?.stripe_status ?? null,
      currency: (row?.currency === 'try'
        ? 'try'
        : row?.currency === 'eur'
          ? 'eur'
          : null) as Currency | null,
      nextPaymentDate:
        row?.current_period_end && !row.cancel_at && isLive(row.stripe_status)
          ? toIsoString(row.current_period_end)
          : null,
      nextPaymentAmount: row?.cancel_at ? null : (row?.next_amount ?? null),
      endDate: row?.cancel_at ? toIsoString(row.cancel_at) : null,
    }
  }

  currencyFor(country: string | null) {
    return currencyForCountry(country)
  }
}
