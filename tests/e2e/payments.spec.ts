// Payments in Chromium (issue 12 points 4, 5, 10): a billing-on cloud (the compiled server that
// `npm start` built, started here with STRIPE_* pointing at the Stripe-shaped stand-in over real
// HTTP) and a stand-in Stripe.js served to the page through route interception, standing in for
// js.stripe.com. The card numbers are Stripe's test numbers; the stand-in maps them to Stripe's
// test payment methods. Covered: card success, 3-D Secure success, 3-D Secure failure, a
// declined card, and the wallet's redirect to hosted Checkout.
import { expect, test, type Page } from '@playwright/test'
import {
  startStripeStandIn,
  TEST_PUBLISHABLE_KEY,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../../cloud/src/test/stripe-server'
import { extraServerUrl, startExtraServer, type ExtraServer } from './fixtures/extra-server'

// +1 is plans.spec.ts's billing-on server; this one has the Stripe stand-in behind it.
const billingUrl = extraServerUrl(2)
const password = 'correct-horse-battery'

let stripe: StripeStandIn
let cloud: ExtraServer | null = null

/** What the page gets for https://js.stripe.com/v3/: the few calls the payment page makes. */
const STANDIN_STRIPE_JS = `
(() => {
  const CARDS = {
    '4242424242424242': 'pm_card_visa',
    '4000002760003184': 'pm_card_authenticationRequired',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000008260003178': 'pm_card_chargeDeclinedAfter3ds',
  }
  function element(type) {
    let input = null
    return {
      mount(target) {
        input = document.createElement('input')
        input.setAttribute('aria-label', 'stripe ' + type)
        target.appendChild(input)
      },
      destroy() { if (input) input.remove() },
      on() {},
      value() { return input ? input.value.replace(/\\s+/g, '') : '' },
    }
  }
  window.Stripe = function (publishableKey) {
    if (!/^pk_test_/.test(publishableKey)) throw new Error('bad key')
    return {
      elements() { return { create: element } },
      async createPaymentMethod({ card, billing_details }) {
        const id = CARDS[card.value()]
        if (!id) return { error: { message: 'Your card number is invalid.' } }
        if (!billing_details.name) return { error: { message: 'Name missing.' } }
        return { paymentMethod: { id } }
      },
      async confirmCardPayment(clientSecret) {
        const answer = await fetch('https://api.stripe.com/standin/confirm', {
          method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: clientSecret,
        })
        return answer.json()
      },
    }
  }
})()
`

test.beforeAll(async () => {
  stripe = await startStripeStandIn()
  cloud = await startExtraServer({
    portOffset: 2,
    name: 'billing',
    env: {
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
      STRIPE_API_URL: stripe.url,
    },
  })
  stripe.webhookUrl = `${billingUrl}/api/stripe/webhook`
})

test.afterAll(async () => {
  await cloud?.stop()
  await stripe?.close()
})

async function standInStripe(page: Page) {
  await page.route('https://js.stripe.com/v3/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STANDIN_STRIPE_JS }),
  )
  // The bank's 3-D Secure answer: Stripe.js confirms, Stripe settles the PaymentIntent.
  await page.route('https://api.stripe.com/standin/confirm', async (route) => {
    const secret = route.request().postData() ?? ''
    const intent = [...stripe.objects.values()].find((o) => o.client_secret === secret)
    const headers = { 'Access-Control-Allow-Origin': '*' }
    if (!intent) return route.fulfill({ status: 404, headers, json: { error: { message: 'no' } } })
    const invoice = stripe.get<{ parent: { subscription_details: { subscription: string } } }>(
      String(intent.invoice),
    )
    const sub = stripe.get<{ default_payment_method: string }>(
      invoice.parent.subscription_details.subscription,
    )
    if (sub.default_payment_method === 'pm_card_chargeDeclinedAfter3ds') {
      stripe.failPaymentIntent(intent.id, 'We are unable to authenticate your payment method.')
      return route.fulfill({
        headers,
        json: { error: { message: 'We are unable to authenticate your payment method.' } },
      })
    }
    stripe.succeedPaymentIntent(intent.id)
    return route.fulfill({
      headers,
      json: { paymentIntent: { id: intent.id, status: 'succeeded' } },
    })
  })
}

async function signUp(page: Page): Promise<string> {
  const csrf = await page.request.get(`${billingUrl}/csrf-token`)
  const { csrfToken } = (await csrf.json()) as { csrfToken: string }
  const email = `pay-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const response = await page.request.post(`${billingUrl}/api/session/sign-up`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { email, password, firstName: 'Ada', lastName: 'Lovelace' },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { user: { uid: string } }).user.uid
}

async function accountStatus(page: Page, uid: string): Promise<string> {
  const response = await page.request.get(`${billingUrl}/api/user/${uid}`)
  return ((await response.json()) as { result: { accountStatus: string } }).result.accountStatus
}

/** From Pricing (monthly, the default) through Continue to a filled card form. */
async function toPaymentWithCard(page: Page, cardNumber: string) {
  await page.goto(`${billingUrl}/pricing`)
  await expect(page.getByTestId('pricing-price')).toContainText('9.99')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/payment$/)
  await expect(page.getByTestId('payment-total')).toHaveText('€1.99')
  const pay = page.getByRole('button', { name: /^Pay / })
  await page.getByLabel('Name on card').fill('   ')
  await page.getByLabel('stripe cardNumber').fill(cardNumber)
  await page.getByLabel('stripe cardExpiry').fill('12/34')
  await page.getByLabel('stripe cardCvc').fill('123')
  await page.getByRole('checkbox').check()
  // Blank after trimming keeps Pay disabled.
  await expect(pay).toBeDisabled()
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await expect(pay).toBeEnabled()
  return pay
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await standInStripe(page)
})

test('card: paid at once, Premium, and the payment page then sends to Account', async ({
  page,
}) => {
  const uid = await signUp(page)
  const pay = await toPaymentWithCard(page, '4242 4242 4242 4242')
  await pay.click()
  const done = page.getByRole('dialog', { name: 'Payment successful' })
  await expect(done).toBeVisible()
  expect(await accountStatus(page, uid)).toBe('Premium')
  await done.locator('.btn--primary', { hasText: 'Close' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByTestId('plan-status')).toHaveText('Active')
  await page.goto(`${billingUrl}/payment`)
  await expect(page).toHaveURL(/\/account$/)
})

test('card with 3-D Secure: Onhold while the bank asks, then Premium', async ({ page }) => {
  const uid = await signUp(page)
  const pay = await toPaymentWithCard(page, '4000002760003184')
  await pay.click()
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible()
  expect(await accountStatus(page, uid)).toBe('Premium')
  // The subscription was Onhold-worthy before the confirmation: the first payment needed action.
  const subs = [...stripe.objects.values()].filter(
    (o) =>
      o.object === 'subscription' && o.default_payment_method === 'pm_card_authenticationRequired',
  )
  expect(subs.length).toBeGreaterThan(0)
})

test('card with 3-D Secure refused: failed with try again, plan unchanged, form kept', async ({
  page,
}) => {
  const uid = await signUp(page)
  const pay = await toPaymentWithCard(page, '4000008260003178')
  await pay.click()
  const failed = page.getByRole('dialog', { name: 'Payment failed' })
  await expect(failed).toBeVisible()
  await expect(failed).toContainText('We are unable to authenticate your payment method.')
  expect(await accountStatus(page, uid)).toBe('Free')
  await failed.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace')
})

test('declined card: "Failed to create subscription" under the form, plan unchanged', async ({
  page,
}) => {
  const uid = await signUp(page)
  const pay = await toPaymentWithCard(page, '4000000000000002')
  await pay.click()
  const failed = page.getByRole('dialog', { name: 'Payment failed' })
  await expect(failed).toBeVisible()
  await failed.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('payment-error')).toContainText('Failed to create subscription')
  expect(await accountStatus(page, uid)).toBe('Free')
})

test('promo code: any entry is refused without a server call', async ({ page }) => {
  await signUp(page)
  await toPaymentWithCard(page, '4242424242424242')
  await page.getByLabel('Promo code').fill('SPRING')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('The promo code you entered is invalid or expired')).toBeVisible()
})

test('wallet: redirected to the hosted Stripe Checkout page', async ({ page }) => {
  await signUp(page)
  await toPaymentWithCard(page, '4242424242424242')
  await page.getByRole('radio', { name: 'PayPal' }).check()
  await page.getByRole('button', { name: 'Continue to PayPal' }).click()
  await page.waitForURL(/\/pay\/cs_test_/)
  expect(page.url().startsWith(stripe.url)).toBe(true)
})

test('Stripe.js cannot load: says so and keeps what was typed', async ({ page }) => {
  await page.unroute('https://js.stripe.com/v3/**')
  await page.route('https://js.stripe.com/v3/**', (route) => route.abort())
  await signUp(page)
  await page.goto(`${billingUrl}/pricing`)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await expect(page.getByText('Stripe failed to initialize.')).toBeVisible()
  await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace')
})

test('home ?process=failed and ?process=success show the payment result', async ({ page }) => {
  await page.goto(`${billingUrl}/?process=failed`)
  const failed = page.getByRole('dialog', { name: 'Payment failed' })
  await expect(failed).toBeVisible()
  await failed.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`${billingUrl}/`)
  await page.goto(`${billingUrl}/?process=success`)
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toBeVisible()
})
