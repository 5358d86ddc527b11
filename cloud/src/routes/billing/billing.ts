// The payment routes (apiRoutes.billing): the spec's card and wallet flows, cancel, the re-read
// of the subscription (updatePremium…, updateOnhold), My Plan, the Customer Portal and Stripe's
// webhooks. A client can never make itself Premium: every plan change comes from reading Stripe
// (cloud/src/billing). With billing off, everything but the config and My Plan answers 503
// billing_disabled, so nothing pretends to charge.
import type { apiRoutes } from '@shared/api'
import Stripe from 'stripe'
import { BillingError, type StripeBilling } from '../../billing/billing'
import { currencyForCountry } from '../../billing/catalogue'
import { countryOfAddress } from '../../billing/geoip'
import { handleEvent, verifyWebhook, WebhookSignatureError } from '../../billing/webhooks'
import type { AppContext, AppDeps } from '../../context'
import {
  ApiError,
  BillingDisabledError,
  ConflictError,
  NotFoundError,
  PaymentProviderError,
  PaymentRequiredError,
  ValidationError,
} from '../../errors'
import { creditsOf, presentUser } from '../../presenters/user'
import { findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'

const USER_NOT_FOUND = 'No such user.'

/**
 * The visitor's country from a trusted proxy (Cloudflare's CF-IPCountry, or X-Country-Code),
 * only when TRUST_PROXY is on: without a proxy in front, anyone could send the header.
 */
export function proxyCountry(deps: AppDeps, ctx: AppContext): string | null {
  if (!deps.config.trustProxy) return null
  const value = (ctx.get('cf-ipcountry') || ctx.get('x-country-code')).trim().toUpperCase()
  return /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : null
}

/**
 * The visitor's country as the cloud knows it (issue 12 point 4): the trusted proxy's header
 * first, else the client address (ctx.ip: the socket's peer, or X-Forwarded-For's client with
 * TRUST_PROXY) in the offline GeoIP table. Null for a private or unknown address (a local
 * install, 127.0.0.1); the client then falls back to the browser's language settings.
 */
export async function visitorCountry(deps: AppDeps, ctx: AppContext): Promise<string | null> {
  return proxyCountry(deps, ctx) ?? (await countryOfAddress(ctx.ip))
}

function requireBilling(deps: AppDeps): StripeBilling {
  if (!deps.billing) throw BillingDisabledError()
  return deps.billing
}

/** Stripe's and billing's failures as the route table's errors. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof BillingError) {
      if (error.kind === 'payment_failed')
        throw PaymentRequiredError('payment_failed', error.message)
      if (error.kind === 'already_subscribed') throw ConflictError(error.message)
      if (error.kind === 'not_found') throw NotFoundError(error.message)
      throw PaymentProviderError(error.message)
    }
    if (error instanceof Stripe.errors.StripeCardError) {
      throw PaymentRequiredError('payment_failed', error.message || 'Failed to create subscription')
    }
    if (error instanceof Stripe.errors.StripeError) {
      if (error.code === 'resource_missing') throw NotFoundError('No such payment object.')
      throw PaymentProviderError(`The payment provider refused the request: ${error.message}`)
    }
    throw error
  }
}

export function billingHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.billing> {
  /** The registration record as GET /api/user presents it, with the ledger's balances. */
  async function details(userId: string) {
    const row = (await findUserById(deps.database, userId))!
    return presentUser(row, creditsOf(await deps.entitlements.summary(userId)))
  }

  async function ownUser(uid: string, userId: string) {
    if (uid !== userId) throw NotFoundError(USER_NOT_FOUND)
    const row = await findUserById(deps.database, userId)
    if (!row) throw NotFoundError(USER_NOT_FOUND)
    return row
  }

  /** Re-reads the user's current subscription from Stripe (the id sent is only a hint). */
  async function resync(userId: string, subscriptionId: string | null) {
    const billing = requireBilling(deps)
    const row = await billing.rowOf(userId)
    // Only a subscription of this user's own customer may be applied.
    const id = row?.subscription_id ?? null
    if (subscriptionId && id && subscriptionId !== id) {
      const sub = await billing.stripe.subscriptions.retrieve(subscriptionId)
      const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id
      if (customer !== row?.customer_id) throw NotFoundError('No such subscription.')
      await billing.applySubscription(sub)
    } else if (id) {
      await billing.sync(id)
    } else if (subscriptionId) {
      throw NotFoundError('No such subscription.')
    }
    return { result: await details(userId) }
  }

  return {
    async config({ ctx }) {
      const country = await visitorCountry(deps, ctx)
      return {
        enabled: deps.billing !== null,
        publishableKey: deps.config.stripe?.publishableKey ?? null,
        country,
        currency: country ? currencyForCountry(country) : null,
      }
    },

    async plan({ user }) {
      const current = await details(user.id)
      const plan = deps.billing
        ? await deps.billing.planOf(user.id)
        : {
            subscriptionId: null,
            stripeStatus: null,
            currency: null,
            nextPaymentDate: null,
            nextPaymentAmount: null,
            endDate: null,
          }
      return {
        billingEnabled: deps.billing !== null,
        accountStatus: current.accountStatus,
        subscriptionStatus: current.subscriptionStatus,
        premiumType: current.premiumType,
        ...plan,
      }
    },

    async portal({ input, user }) {
      const billing = requireBilling(deps)
      return guarded(async () => ({
        url: await billing.portalUrl(user, input.returnPath ?? '/account'),
      }))
    },

    async createSubscription({ input, user, ctx }) {
      const billing = requireBilling(deps)
      await ownUser(input.uid, user.id)
      const country = (await visitorCountry(deps, ctx)) ?? input.country.toUpperCase()
      return guarded(() =>
        billing.createSubscription(user, {
          paymentMethodId: input.paymentMethodId,
          premiumType: input.premiumType,
          currency: currencyForCountry(country),
        }),
      )
    },

    async createWalletCheckout({ input, user, ctx }) {
      const billing = requireBilling(deps)
      const row = await ownUser(input.uid, user.id)
      const country = (await visitorCountry(deps, ctx)) ?? input.country.toUpperCase()
      if (country === 'TR') {
        const message = 'The wallet payment is not offered in Turkey; pay by card.'
        throw ValidationError([{ path: 'country', message }], message)
      }
      return guarded(async () => ({
        checkoutUrl: await billing.createCheckout(user, {
          plan: input.premiumType,
          currency: currencyForCountry(country),
          locale: row.locale,
        }),
      }))
    },

    async cancelSubscription({ input, user }) {
      const billing = requireBilling(deps)
      const { message } = await guarded(() =>
        billing.cancelAtPeriodEnd(user.id, input.subscriptionId),
      )
      return {
        message,
        updatedUserData: await details(user.id),
      }
    },

    async updatePremium({ input, user }) {
      await ownUser(input.uid, user.id)
      return guarded(() => resync(user.id, input.subscriptionId))
    },
    async updatePremiumFourMonths({ input, user }) {
      await ownUser(input.uid, user.id)
      return guarded(() => resync(user.id, input.subscriptionId))
    },
    async updateOnhold({ input, user }) {
      await ownUser(input.uid, user.id)
      return guarded(() => resync(user.id, null))
    },

    async webhook({ ctx }) {
      const billing = requireBilling(deps)
      let event: Stripe.Event
      try {
        event = verifyWebhook(
          ctx.request.rawBody,
          ctx.get('stripe-signature') || undefined,
          deps.config.stripe!.webhookSecret,
        )
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new ApiError('webhook_invalid', error.message)
        throw error
      }
      const outcome = await guarded(() => handleEvent(deps.database, billing, event))
      ctx.state.log.info({ event: event.id, type: event.type, outcome }, 'stripe webhook')
      return { received: true as const, outcome }
    },
  }
}
