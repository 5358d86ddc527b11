// Payments (spec 001 §4, §7; issue 12): the spec's own routes keep their paths and bodies, and a
// few more serve the pricing page, My Plan, the Customer Portal and Stripe's webhooks. Every one
// is server-authoritative: bodies name what the user wants, never what they have; the plan only
// changes from what Stripe says (cloud/src/billing).
import { z } from 'zod'
import { defineRoute, json } from './contract'
import { userDetailsSchema } from './user'

export const BILLING_CURRENCIES = ['eur', 'try'] as const
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number]
export const SUBSCRIPTION_PLANS = ['monthly', 'quarterly'] as const
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number]
export const CHECKOUT_PLANS = ['monthly', 'quarterly', 'standard'] as const
export type CheckoutPlan = (typeof CHECKOUT_PLANS)[number]

const uid = z.string().min(1, 'uid is required.').max(200)
const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'country must be a two-letter country code.')
const stripeId = (prefix: string, label: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,200}$`), `${label} is not valid.`)

export const billingConfigResponse = z.strictObject({
  /** False when this server has no STRIPE_* configuration: nothing is sold. */
  enabled: z.boolean(),
  publishableKey: z.string().nullable(),
  /**
   * From a trusted proxy header (CF-IPCountry) when TRUST_PROXY is on, else from the client
   * address in the cloud's offline GeoIP table; null when neither knows (a private address):
   * the client then uses the browser's language settings.
   */
  country: z.string().nullable(),
  /** The currency the cloud charges for that country (TR → try, else eur); null with no country. */
  currency: z.enum(BILLING_CURRENCIES).nullable(),
})
export type BillingConfigResponse = z.infer<typeof billingConfigResponse>

export const myPlanResponse = z.strictObject({
  billingEnabled: z.boolean(),
  accountStatus: userDetailsSchema.shape.accountStatus,
  subscriptionStatus: userDetailsSchema.shape.subscriptionStatus,
  premiumType: userDetailsSchema.shape.premiumType,
  subscriptionId: z.string().nullable(),
  /** Stripe's status (past_due shows a payment problem), null without a subscription. */
  stripeStatus: z.string().nullable(),
  currency: z.enum(BILLING_CURRENCIES).nullable(),
  nextPaymentDate: z.iso.datetime().nullable(),
  /** Minor units (cents, kuruş). */
  nextPaymentAmount: z.number().int().nullable(),
  endDate: z.iso.datetime().nullable(),
})
export type MyPlanResponse = z.infer<typeof myPlanResponse>

export const createSubscriptionInput = z.object({
  uid,
  paymentMethodId: stripeId('pm', 'paymentMethodId'),
  country,
  premiumType: z.enum(SUBSCRIPTION_PLANS),
})
export const createSubscriptionResponse = z.strictObject({
  paymentIntentStatus: z.enum(['succeeded', 'requires_action', 'requires_confirmation']),
  clientSecret: z.string().nullable(),
  subscriptionId: z.string(),
})
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponse>

export const walletCheckoutInput = z.object({
  uid,
  country,
  premiumType: z.enum(CHECKOUT_PLANS),
})
export const walletCheckoutResponse = z.strictObject({ checkoutUrl: z.string() })

export const cancelSubscriptionInput = z.object({
  subscriptionId: stripeId('sub', 'subscriptionId'),
})
export const cancelSubscriptionResponse = z.strictObject({
  message: z.string(),
  updatedUserData: userDetailsSchema,
})

export const updatePremiumInput = z.object({
  uid,
  premiumType: z.enum(SUBSCRIPTION_PLANS).optional(),
  currency: z.enum(BILLING_CURRENCIES).optional(),
  subscriptionId: stripeId('sub', 'subscriptionId'),
})
export const updateOnholdInput = z.object({
  uid,
  premiumType: z.enum(SUBSCRIPTION_PLANS).optional(),
})
export const userResultResponse = z.strictObject({ result: userDetailsSchema })

export const billingRoutes = {
  config: defineRoute({
    method: 'GET',
    path: '/api/billing/config',
    summary: 'Whether payments are set up here, the publishable key, the country a proxy names.',
    auth: 'public',
    response: json(billingConfigResponse),
  }),
  plan: defineRoute({
    method: 'GET',
    path: '/api/billing/plan',
    summary: "My Plan: the signed-in user's status, next payment or end date (from Stripe).",
    auth: 'session',
    response: json(myPlanResponse),
  }),
  portal: defineRoute({
    method: 'POST',
    path: '/api/billing/portal',
    summary: 'A Stripe Customer Portal link to manage the payment method.',
    auth: 'session',
    input: z.object({
      returnPath: z
        .string()
        .regex(/^\/[^/]/)
        .max(200)
        .optional(),
    }),
    response: json(z.strictObject({ url: z.string() })),
    errors: ['billing_disabled', 'payment_provider_error'],
  }),
  createSubscription: defineRoute({
    method: 'POST',
    path: '/create-subscription',
    summary: 'Card flow: subscribes the user with a Stripe payment method (spec 001 §4).',
    auth: 'session',
    input: createSubscriptionInput,
    response: json(createSubscriptionResponse),
    errors: [
      'not_found',
      'billing_disabled',
      'payment_failed',
      'conflict',
      'payment_provider_error',
    ],
  }),
  createWalletCheckout: defineRoute({
    method: 'POST',
    path: '/create-paypal-checkout-session',
    summary: 'Wallet (and one-off Standard) payment: a Stripe Checkout page to redirect to.',
    auth: 'session',
    input: walletCheckoutInput,
    response: json(walletCheckoutResponse),
    errors: [
      'not_found',
      'billing_disabled',
      'conflict',
      'validation_failed',
      'payment_provider_error',
    ],
  }),
  cancelSubscription: defineRoute({
    method: 'POST',
    path: '/cancel-subscription',
    summary: 'Cancels the subscription at the end of the billing period.',
    auth: 'session',
    input: cancelSubscriptionInput,
    response: json(cancelSubscriptionResponse),
    errors: ['not_found', 'billing_disabled', 'payment_provider_error'],
  }),
  updatePremium: defineRoute({
    method: 'PUT',
    path: '/api/updatePremium',
    summary: "Re-reads the user's subscription from Stripe and records what Stripe says (monthly).",
    auth: 'session',
    input: updatePremiumInput,
    response: json(userResultResponse),
    errors: ['not_found', 'billing_disabled', 'payment_provider_error'],
  }),
  updatePremiumFourMonths: defineRoute({
    method: 'PUT',
    path: '/api/updatePremiumFourMonths',
    summary:
      "Re-reads the user's subscription from Stripe and records what Stripe says (4 months).",
    auth: 'session',
    input: updatePremiumInput,
    response: json(userResultResponse),
    errors: ['not_found', 'billing_disabled', 'payment_provider_error'],
  }),
  updateOnhold: defineRoute({
    method: 'PUT',
    path: '/api/updateOnhold',
    summary: "Re-reads the user's subscription from Stripe (Onhold while a payment waits).",
    auth: 'session',
    input: updateOnholdInput,
    response: json(userResultResponse),
    errors: ['not_found', 'billing_disabled', 'payment_provider_error'],
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    summary: "Stripe's webhooks, verified by signature on the raw body, each event once.",
    auth: 'public',
    csrf: false,
    input: z.object({}),
    response: json(z.strictObject({ received: z.literal(true), outcome: z.string() })),
    errors: ['billing_disabled', 'webhook_invalid', 'payment_provider_error'],
  }),
}
