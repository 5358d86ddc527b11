// Payments against a Stripe-shaped server over real HTTP: the cloud's `stripe` SDK talks to the
// stand-in (STRIPE_API_URL → host/port/protocol) and the stand-in delivers webhooks signed with
// the SDK's own generateTestHeaderString. Runs on SQLite, and on PostgreSQL with DATABASE_URL.
import type {
  ApiErrorBody,
  BillingConfigResponse,
  CreateSubscriptionResponse,
  MyPlanResponse,
  UserDetails,
} from '@shared/api'
import type Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  startStripeStandIn,
  TEST_PUBLISHABLE_KEY,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../../test/stripe-server'
import { remainingCredits, signUpUser, type TestUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let stripe: StripeStandIn
let server: TestServer

beforeAll(async () => {
  stripe = await startStripeStandIn()
  server = await createTestServer({
    env: {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
      STRIPE_API_URL: stripe.url,
      TRUST_PROXY: 'true',
    },
    rateLimits: { signUp: { max: 1000, windowSeconds: 60 } },
  })
  stripe.webhookUrl = `${server.url}/api/stripe/webhook`
})
afterAll(async () => {
  await server?.close()
  await stripe?.close()
})

async function me(user: TestUser): Promise<UserDetails> {
  const response = await user.client.get<{ result: UserDetails }>(`/api/user/${user.user.uid}`)
  return response.body.result
}
async function plan(user: TestUser): Promise<MyPlanResponse> {
  return (await user.client.get<MyPlanResponse>('/api/billing/plan')).body
}
function subscribe(
  user: TestUser,
  paymentMethodId: string,
  premiumType = 'monthly',
  country = 'DE',
) {
  return user.client.post<CreateSubscriptionResponse & ApiErrorBody>('/create-subscription', {
    uid: user.user.uid,
    paymentMethodId,
    country,
    premiumType,
  })
}
function subscription(id: string) {
  return stripe.get<Stripe.Subscription & { latest_invoice: string }>(id)
}
function paymentIntentOf(subscriptionId: string): string {
  return String(
    stripe.get<{ payment_intent_id: string }>(subscription(subscriptionId).latest_invoice)
      .payment_intent_id,
  )
}
async function subscribed(user: TestUser, premiumType = 'monthly', country = 'DE') {
  const response = await subscribe(user, 'pm_card_visa', premiumType, country)
  expect(response.status).toBe(200)
  return response.body.subscriptionId
}

let alice: TestUser
beforeEach(async () => {
  alice = await signUpUser(server)
})

describe('card flow (spec 001 §4)', () => {
  it('a paid card makes the account Premium at once, in the trial week of the monthly plan', async () => {
    const response = await subscribe(alice, 'pm_card_visa')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ paymentIntentStatus: 'succeeded', clientSecret: null })
    expect(await me(alice)).toMatchObject({
      accountStatus: 'Premium',
      subscriptionStatus: 'trial',
      premiumType: 'monthly',
    })
    const myPlan = await plan(alice)
    expect(myPlan).toMatchObject({ currency: 'eur', nextPaymentAmount: 999, endDate: null })
    expect(new Date(myPlan.nextPaymentDate!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    // The first week costs the intro fee, charged now.
    const invoice = stripe.get<{ amount_due: number }>(
      subscription(response.body.subscriptionId).latest_invoice,
    )
    expect(invoice.amount_due).toBe(199)
  })

  it('charges Turkish customers in lira and the quarterly plan for four months', async () => {
    const id = await subscribed(alice, 'quarterly', 'TR')
    const sub = subscription(id)
    expect(sub.items.data[0]!.price).toMatchObject({ currency: 'try', unit_amount: 74999 })
    expect(sub.items.data[0]!.price.recurring).toMatchObject({
      interval: 'month',
      interval_count: 4,
    })
    expect(await me(alice)).toMatchObject({ accountStatus: 'Premium', premiumType: 'quarterly' })
  })

  it('takes the country from CF-IPCountry behind a trusted proxy, not from the body', async () => {
    const response = await alice.client.post<CreateSubscriptionResponse>(
      '/create-subscription',
      {
        uid: alice.user.uid,
        paymentMethodId: 'pm_card_visa',
        country: 'DE',
        premiumType: 'quarterly',
      },
      { headers: { 'CF-IPCountry': 'TR' } },
    )
    expect(subscription(response.body.subscriptionId).items.data[0]!.price.currency).toBe('try')
    const config = await alice.client.get<BillingConfigResponse>('/api/billing/config', {
      headers: { 'CF-IPCountry': 'tr' },
    })
    expect(config.body).toEqual({
      enabled: true,
      publishableKey: TEST_PUBLISHABLE_KEY,
      country: 'TR',
      currency: 'try',
    })
  })

  it('else finds the country from the trusted client address in the offline GeoIP table', async () => {
    // 195.175.39.39: Türk Telekom's public DNS resolver; 193.99.144.80: heise.de (Germany).
    const turkish = { 'X-Forwarded-For': '195.175.39.39' }
    const config = await alice.client.get<BillingConfigResponse>('/api/billing/config', {
      headers: turkish,
    })
    expect(config.body).toMatchObject({ country: 'TR', currency: 'try' })
    const german = await alice.client.get<BillingConfigResponse>('/api/billing/config', {
      headers: { 'X-Forwarded-For': '193.99.144.80' },
    })
    expect(german.body).toMatchObject({ country: 'DE', currency: 'eur' })
    // The proxy's own header wins over the address.
    const both = await alice.client.get<BillingConfigResponse>('/api/billing/config', {
      headers: { ...turkish, 'CF-IPCountry': 'DE' },
    })
    expect(both.body).toMatchObject({ country: 'DE', currency: 'eur' })
    // A private address (the test's own 127.0.0.1) is unknown: the browser's locale decides.
    const local = await alice.client.get<BillingConfigResponse>('/api/billing/config')
    expect(local.body).toMatchObject({ country: null, currency: null })

    // The cloud charges by the same rule, whatever the body says.
    const response = await alice.client.post<CreateSubscriptionResponse>(
      '/create-subscription',
      {
        uid: alice.user.uid,
        paymentMethodId: 'pm_card_visa',
        country: 'DE',
        premiumType: 'monthly',
      },
      { headers: turkish },
    )
    expect(response.status).toBe(200)
    expect(subscription(response.body.subscriptionId).items.data[0]!.price.currency).toBe('try')
    const wallet = await alice.client.post<ApiErrorBody>(
      '/create-paypal-checkout-session',
      { uid: alice.user.uid, country: 'DE', premiumType: 'standard' },
      { headers: turkish },
    )
    expect(wallet.status).toBe(400)
  })

  it('3-D Secure: Onhold with a client secret, then Premium once Stripe says the payment succeeded', async () => {
    const response = await subscribe(alice, 'pm_card_authenticationRequired')
    expect(response.body.paymentIntentStatus).toBe('requires_action')
    expect(response.body.clientSecret).toMatch(/^pi_.+_secret_/)
    expect((await me(alice)).accountStatus).toBe('Onhold')
    // Claiming success before Stripe has it changes nothing.
    const early = await alice.client.put<{ result: UserDetails }>('/api/updatePremium', {
      uid: alice.user.uid,
      premiumType: 'monthly',
      currency: 'eur',
      subscriptionId: response.body.subscriptionId,
    })
    expect(early.body.result.accountStatus).toBe('Onhold')
    stripe.succeedPaymentIntent(paymentIntentOf(response.body.subscriptionId))
    const updated = await alice.client.put<{ result: UserDetails }>('/api/updatePremium', {
      uid: alice.user.uid,
      premiumType: 'monthly',
      currency: 'eur',
      subscriptionId: response.body.subscriptionId,
    })
    expect(updated.body.result).toMatchObject({
      accountStatus: 'Premium',
      subscriptionStatus: 'trial',
    })
  })

  it('3-D Secure refused: the account goes back to Free and a new attempt is possible', async () => {
    const first = await subscribe(alice, 'pm_card_chargeDeclinedAfter3ds')
    expect(first.body.paymentIntentStatus).toBe('requires_action')
    stripe.failPaymentIntent(paymentIntentOf(first.body.subscriptionId), 'Authentication failed.')
    const after = await alice.client.put<{ result: UserDetails }>('/api/updateOnhold', {
      uid: alice.user.uid,
      premiumType: 'monthly',
    })
    expect(after.body.result.accountStatus).toBe('Free')
    expect(subscription(first.body.subscriptionId).status).toBe('canceled')
    const again = await subscribe(alice, 'pm_card_visa')
    expect(again.status).toBe(200)
    expect((await me(alice)).accountStatus).toBe('Premium')
  })

  it('a declined card answers 402 payment_failed and never changes the plan', async () => {
    const response = await subscribe(alice, 'pm_card_chargeDeclined')
    expect(response.status).toBe(402)
    expect(response.body.error).toMatchObject({
      id: 'payment_failed',
      message: 'Your card was declined.',
    })
    expect(await me(alice)).toMatchObject({ accountStatus: 'Free', premiumType: 'none' })
    const subs = [...stripe.objects.values()].filter(
      (o) =>
        o.object === 'subscription' &&
        o.metadata &&
        (o.metadata as Record<string, string>).vitae_user_id === alice.user.uid,
    )
    expect(subs.map((s) => s.status)).toEqual(['canceled'])
  })

  it('refuses a second subscription while one is live (409), and another user’s uid (404)', async () => {
    await subscribed(alice)
    expect((await subscribe(alice, 'pm_card_visa', 'quarterly')).status).toBe(409)
    const bob = await signUpUser(server)
    const foreign = await bob.client.post<ApiErrorBody>('/create-subscription', {
      uid: alice.user.uid,
      paymentMethodId: 'pm_card_visa',
      country: 'DE',
      premiumType: 'monthly',
    })
    expect(foreign.status).toBe(404)
  })

  it('sends an idempotency key of its own on every create', async () => {
    const before = stripe.requests.length
    await subscribed(alice)
    const creates = stripe.requests.slice(before).filter((r) => r.method === 'POST')
    expect(creates.length).toBeGreaterThanOrEqual(3)
    for (const request of creates) {
      expect(request.idempotencyKey, request.path).toMatch(/^(customer|price|attach|subscription):/)
    }
  })

  it('one Stripe customer per user, even for concurrent first calls', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        alice.client.post<{ url: string }>('/api/billing/portal', {}),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    const customers = [...stripe.objects.values()].filter(
      (o) =>
        o.object === 'customer' &&
        (o.metadata as Record<string, string>).vitae_user_id === alice.user.uid,
    )
    expect(customers).toHaveLength(1)
    expect(answers[0]!.body.url).toMatch(/\/portal\/bps_/)
  })
})

describe('page policy', () => {
  it("lets the payment page load Stripe.js and Stripe's card frames, nothing more", async () => {
    const csp = (await fetch(`${server.url}/payment`)).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
  })
})

describe('a client can never make itself Premium', () => {
  it('updatePremium with an invented or foreign subscription id answers 404 and changes nothing', async () => {
    const invented = await alice.client.put<ApiErrorBody>('/api/updatePremium', {
      uid: alice.user.uid,
      premiumType: 'monthly',
      currency: 'eur',
      subscriptionId: 'sub_madeup',
    })
    expect(invented.status).toBe(404)
    const bob = await signUpUser(server)
    const bobs = await subscribed(bob)
    const foreign = await alice.client.put<ApiErrorBody>('/api/updatePremiumFourMonths', {
      uid: alice.user.uid,
      premiumType: 'quarterly',
      currency: 'eur',
      subscriptionId: bobs,
    })
    expect(foreign.status).toBe(404)
    expect((await me(alice)).accountStatus).toBe('Free')
  })
})

describe('cancel at period end', () => {
  it('answers the spec message, shows Cancelling with the end date, and ends as Free', async () => {
    const id = await subscribed(alice, 'quarterly')
    const response = await alice.client.post<{ message: string; updatedUserData: UserDetails }>(
      '/cancel-subscription',
      { subscriptionId: id },
    )
    expect(response.status).toBe(200)
    expect(response.body.message).toBe(
      'Subscription will be canceled at the end of the billing period.',
    )
    expect(response.body.updatedUserData).toMatchObject({
      accountStatus: 'Premium',
      subscriptionStatus: 'cancelling',
    })
    const myPlan = await plan(alice)
    expect(myPlan.endDate).not.toBeNull()
    expect(myPlan.nextPaymentDate).toBeNull()
    expect(myPlan.nextPaymentAmount).toBeNull()
    // The period passes; Stripe ends the subscription and tells us.
    const ended = stripe.renew(id, 'paid')
    const delivered = await stripe.deliver(stripe.event('customer.subscription.deleted', ended))
    expect(delivered.status).toBe(200)
    expect(await me(alice)).toMatchObject({ accountStatus: 'Free', premiumType: 'none' })
  })

  it("cannot cancel someone else's subscription", async () => {
    const bob = await signUpUser(server)
    const bobs = await subscribed(bob)
    const response = await alice.client.post<ApiErrorBody>('/cancel-subscription', {
      subscriptionId: bobs,
    })
    expect(response.status).toBe(404)
    expect(subscription(bobs).cancel_at_period_end).toBe(false)
  })
})

describe('webhooks', () => {
  it('a forged, altered, unsigned or replayed-late event answers 400 and changes nothing', async () => {
    const id = await subscribed(alice)
    // Stripe ends the subscription, but the cloud is only told by forgeries.
    const sub = subscription(id)
    const event = stripe.event('customer.subscription.deleted', { ...sub, status: 'canceled' })
    stripe.get<Stripe.Subscription>(id).status = 'canceled'
    const forged = await stripe.deliver(event, { secret: 'whsec_not_the_right_one' })
    expect(forged.status).toBe(400)
    expect(JSON.parse(forged.body).error.id).toBe('webhook_invalid')
    const payload = JSON.stringify(event)
    const signature = stripe.sdk.webhooks.generateTestHeaderString({
      payload,
      secret: TEST_WEBHOOK_SECRET,
    })
    const altered = await stripe.deliver(event, {
      signature,
      payload: payload.replace('"livemode":false', '"livemode":true'),
    })
    expect(altered.status).toBe(400)
    const unsigned = await fetch(stripe.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    })
    expect(unsigned.status).toBe(400)
    const late = await stripe.deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })
    expect(late.status).toBe(400)
    expect((await me(alice)).accountStatus).toBe('Premium')
    const stored = await server.database.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', event.id)
      .execute()
    expect(stored).toEqual([])
  })

  it('a duplicated event is processed once', async () => {
    const id = await subscribed(alice)
    const invoice = stripe.renew(id, 'paid')
    const event = stripe.event('invoice.paid', invoice)
    const first = await stripe.deliver(event)
    const second = await stripe.deliver(event)
    expect(JSON.parse(first.body)).toEqual({ received: true, outcome: 'processed' })
    expect(JSON.parse(second.body)).toEqual({ received: true, outcome: 'duplicate' })
    const stored = await server.database.db
      .selectFrom('stripe_events')
      .select('id')
      .where('id', '=', event.id)
      .execute()
    expect(stored).toHaveLength(1)
  })

  it('out of order: a stale "active" event after the end does not bring Premium back', async () => {
    const id = await subscribed(alice)
    const stale = stripe.event('customer.subscription.updated', subscription(id))
    await alice.client.post('/cancel-subscription', { subscriptionId: id })
    const ended = stripe.renew(id, 'paid')
    expect(
      (await stripe.deliver(stripe.event('customer.subscription.deleted', ended))).status,
    ).toBe(200)
    expect((await me(alice)).accountStatus).toBe('Free')
    // The older event (object still says active) arrives last.
    expect((await stripe.deliver(stale)).status).toBe(200)
    expect((await me(alice)).accountStatus).toBe('Free')
  })

  it("out of order: an old subscription's end does not end the newer one", async () => {
    const first = await subscribed(alice)
    await alice.client.post('/cancel-subscription', { subscriptionId: first })
    const ended = stripe.renew(first, 'paid')
    await stripe.deliver(stripe.event('customer.subscription.deleted', ended))
    const second = await subscribed(alice, 'quarterly')
    // The first subscription's deletion is delivered again, late, with a new event id.
    await stripe.deliver(stripe.event('customer.subscription.deleted', subscription(first)))
    expect(await me(alice)).toMatchObject({ accountStatus: 'Premium', premiumType: 'quarterly' })
    expect((await plan(alice)).subscriptionId).toBe(second)
  })

  it('a failed renewal never changes the plan; My Plan shows past_due', async () => {
    const id = await subscribed(alice, 'quarterly')
    const invoice = stripe.renew(id, 'failed')
    expect((await stripe.deliver(stripe.event('invoice.payment_failed', invoice))).status).toBe(200)
    expect(await me(alice)).toMatchObject({ accountStatus: 'Premium', premiumType: 'quarterly' })
    expect((await plan(alice)).stripeStatus).toBe('past_due')
  })

  it('a paid renewal keeps Premium and moves the next payment date', async () => {
    const id = await subscribed(alice, 'quarterly')
    const before = (await plan(alice)).nextPaymentDate!
    const invoice = stripe.renew(id, 'paid')
    expect((await stripe.deliver(stripe.event('invoice.paid', invoice))).status).toBe(200)
    const after = await plan(alice)
    expect(new Date(after.nextPaymentDate!).getTime()).toBeGreaterThan(new Date(before).getTime())
    expect((await me(alice)).accountStatus).toBe('Premium')
  })

  it('an event whose object Stripe does not have (a made-up "active") changes nothing', async () => {
    const response = await stripe.deliver(
      stripe.event('customer.subscription.updated', {
        id: 'sub_unknown',
        object: 'subscription',
        status: 'active',
        metadata: { vitae_user_id: alice.user.uid },
      }),
    )
    expect(JSON.parse(response.body)).toEqual({ received: true, outcome: 'ignored' })
    expect((await me(alice)).accountStatus).toBe('Free')
  })

  it('ignores event types it does not handle, but records them', async () => {
    const response = await stripe.deliver(
      stripe.event('charge.refunded', { id: 'ch_1', object: 'charge' }),
    )
    expect(JSON.parse(response.body)).toEqual({ received: true, outcome: 'ignored' })
  })
})

describe('wallet checkout (hosted Stripe Checkout)', () => {
  it('answers a Checkout URL, and the completed session makes the account Premium', async () => {
    const response = await alice.client.post<{ checkoutUrl: string }>(
      '/create-paypal-checkout-session',
      {
        uid: alice.user.uid,
        country: 'DE',
        premiumType: 'monthly',
      },
    )
    expect(response.status).toBe(200)
    const sessionId = response.body.checkoutUrl.split('/pay/')[1]!
    const session = stripe.get<{ allowed_payment_method_types: string[]; success_url: string }>(
      sessionId,
    )
    expect(session.allowed_payment_method_types).toEqual(['paypal'])
    expect(session.success_url).toBe(`${server.url}/?process=success`)
    expect((await me(alice)).accountStatus).toBe('Free')
    const completed = stripe.completeCheckout(sessionId)
    expect(
      (await stripe.deliver(stripe.event('checkout.session.completed', completed))).status,
    ).toBe(200)
    expect(await me(alice)).toMatchObject({ accountStatus: 'Premium', premiumType: 'monthly' })
  })

  it('is not offered for TR (400) and an unpaid session changes nothing', async () => {
    const tr = await alice.client.post<ApiErrorBody>('/create-paypal-checkout-session', {
      uid: alice.user.uid,
      country: 'TR',
      premiumType: 'monthly',
    })
    expect(tr.status).toBe(400)
    const response = await alice.client.post<{ checkoutUrl: string }>(
      '/create-paypal-checkout-session',
      {
        uid: alice.user.uid,
        country: 'FR',
        premiumType: 'quarterly',
      },
    )
    const sessionId = response.body.checkoutUrl.split('/pay/')[1]!
    // Someone replays a "completed" event for a session Stripe still holds as open.
    const forgedObject = { ...stripe.get(sessionId), status: 'complete', payment_status: 'paid' }
    expect(
      (await stripe.deliver(stripe.event('checkout.session.completed', forgedObject))).status,
    ).toBe(200)
    expect((await me(alice)).accountStatus).toBe('Free')
  })
})

describe('allowances through the entitlements module', () => {
  async function spendEvaluation(user: TestUser) {
    await server.entitlements.withCredit(
      { id: user.user.uid },
      'detailedEvaluation',
      server.entitlements.newKey(),
      async () => undefined,
    )
  }

  it('renew with each paid invoice, once however often the event comes', async () => {
    const id = await subscribed(alice, 'quarterly')
    const full = await remainingCredits(server, alice, 'evaluation')
    expect(full).toBeGreaterThan(0)
    await spendEvaluation(alice)
    await spendEvaluation(alice)
    expect(await remainingCredits(server, alice, 'evaluation')).toBe(full! - 2)
    const invoice = stripe.renew(id, 'paid')
    await stripe.deliver(stripe.event('invoice.paid', invoice))
    expect(await remainingCredits(server, alice, 'evaluation')).toBe(full)
    await spendEvaluation(alice)
    // The same invoice again, under a new event id (Stripe resends), renews nothing.
    await stripe.deliver(stripe.event('invoice.paid', invoice))
    await stripe.deliver(stripe.event('customer.subscription.updated', subscription(id)))
    expect(await remainingCredits(server, alice, 'evaluation')).toBe(full! - 1)
  })

  it('do not renew on a failed renewal', async () => {
    const id = await subscribed(alice, 'quarterly')
    const full = await remainingCredits(server, alice, 'evaluation')
    await spendEvaluation(alice)
    const invoice = stripe.renew(id, 'failed')
    await stripe.deliver(stripe.event('invoice.payment_failed', invoice))
    await stripe.deliver(stripe.event('customer.subscription.updated', subscription(id)))
    expect((await me(alice)).accountStatus).toBe('Premium')
    expect(await remainingCredits(server, alice, 'evaluation')).not.toBe(full)
  })

  it('the one-off Standard plan (hosted Checkout) adds one download, once', async () => {
    const before = (await remainingCredits(server, alice, 'download')) ?? 0
    const response = await alice.client.post<{ checkoutUrl: string }>(
      '/create-paypal-checkout-session',
      { uid: alice.user.uid, country: 'DE', premiumType: 'standard' },
    )
    const sessionId = response.body.checkoutUrl.split('/pay/')[1]!
    expect(stripe.get<{ mode: string }>(sessionId).mode).toBe('payment')
    const completed = stripe.completeCheckout(sessionId)
    await stripe.deliver(stripe.event('checkout.session.completed', completed))
    await stripe.deliver(stripe.event('checkout.session.completed', completed))
    expect(await remainingCredits(server, alice, 'download')).toBe(before + 1)
    expect((await me(alice)).accountStatus).toBe('Free')
  })
})

describe('reconcile-stripe', () => {
  it('reports drift from a missed webhook, and --fix brings the plan in line with Stripe', async () => {
    const { reconcileStripe } = await import('../../billing/reconcile')
    const { StripeBilling } = await import('../../billing/billing')
    const { createStripeClient } = await import('../../billing/stripe-client')
    const billing = new StripeBilling({
      database: server.database,
      stripe: createStripeClient(server.config.stripe!),
      entitlements: server.entitlements,
      logger: (await import('pino')).default({ level: 'silent' }),
      publicUrl: server.url,
    })
    const id = await subscribed(alice, 'quarterly')
    // Stripe ends the subscription; the webhook never arrives.
    stripe.get<Stripe.Subscription>(id).status = 'canceled'
    const report = await reconcileStripe(server.database, billing, { fix: false })
    const mine = report.drift.filter((d) => d.userId === alice.user.uid)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.problem).toMatch(/Stripe says canceled/)
    expect((await me(alice)).accountStatus).toBe('Premium')
    const fixed = await reconcileStripe(server.database, billing, { fix: true })
    expect(fixed.drift.find((d) => d.userId === alice.user.uid)?.fixed).toBe(true)
    expect((await me(alice)).accountStatus).toBe('Free')
    const clean = await reconcileStripe(server.database, billing, { fix: false })
    expect(clean.drift.filter((d) => d.userId === alice.user.uid)).toEqual([])
  })
})
