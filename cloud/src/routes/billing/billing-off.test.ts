// Billing off (no STRIPE_*): nothing is sold and nothing pretends to charge.
import type { ApiErrorBody, BillingConfigResponse, MyPlanResponse } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ billing: false, env: { TRUST_PROXY: 'false' } })
})
afterAll(async () => {
  await server.close()
})

describe('billing off', () => {
  it('says so, and every paying route answers 503 billing_disabled', async () => {
    const user = await signUpUser(server)
    const config = await user.client.get<BillingConfigResponse>('/api/billing/config', {
      headers: { 'CF-IPCountry': 'TR' },
    })
    // Without TRUST_PROXY the header is anyone's to send: not read.
    expect(config.body).toEqual({
      enabled: false,
      publishableKey: null,
      country: null,
      currency: null,
    })
    const calls = [
      user.client.post<ApiErrorBody>('/create-subscription', {
        uid: user.user.uid,
        paymentMethodId: 'pm_card_visa',
        country: 'DE',
        premiumType: 'monthly',
      }),
      user.client.post<ApiErrorBody>('/create-paypal-checkout-session', {
        uid: user.user.uid,
        country: 'DE',
        premiumType: 'monthly',
      }),
      user.client.post<ApiErrorBody>('/cancel-subscription', { subscriptionId: 'sub_123' }),
      user.client.put<ApiErrorBody>('/api/updatePremium', {
        uid: user.user.uid,
        subscriptionId: 'sub_123',
      }),
      user.client.put<ApiErrorBody>('/api/updateOnhold', { uid: user.user.uid }),
      user.client.post<ApiErrorBody>('/api/billing/portal', {}),
      user.client.post<ApiErrorBody>('/api/stripe/webhook', { id: 'evt_1' }, { csrf: false }),
    ]
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(503)
      expect(answer.body.error.id).toBe('billing_disabled')
    }
    const myPlan = await user.client.get<MyPlanResponse>('/api/billing/plan')
    expect(myPlan.body).toMatchObject({ billingEnabled: false, nextPaymentDate: null })
  })

  it('allows nothing of Stripe in the page policy', async () => {
    const csp = (await fetch(`${server.url}/pricing`)).headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('stripe.com')
  })
})
