// The one Stripe client of the cloud, built from STRIPE_* (config.ts). STRIPE_API_URL points the
// SDK at another host with its own host/port/protocol options: the tests' Stripe-shaped stand-in
// (cloud/src/test/stripe-server.ts) or stripe-mock during development.
import Stripe from 'stripe'
import type { StripeConfig } from '../config'

/** The SDK version is pinned exactly in package.json; so is the API version it speaks. */
export function createStripeClient(config: StripeConfig): Stripe {
  const options: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Vitae' },
  }
  if (config.apiUrl) {
    const url = new URL(config.apiUrl)
    options.protocol = url.protocol === 'http:' ? 'http' : 'https'
    options.host = url.hostname
    options.port = Number(url.port || (url.protocol === 'http:' ? 80 : 443))
  }
  return new Stripe(config.secretKey, options)
}
