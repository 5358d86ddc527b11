// Stripe.js, loaded only by the payment page (never in the home page's first download) from
// Stripe's own address, as Stripe requires for PCI compliance. The few calls the app makes are
// typed here instead of pulling in @stripe/stripe-js: the card form's three Elements, creating a
// card payment method, and confirming a card payment with the client secret (3-D Secure).
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/'

export interface StripeElement {
  mount(target: HTMLElement): void
  destroy(): void
  on(
    event: 'change',
    handler: (event: { complete: boolean; error?: { message: string } }) => void,
  ): void
}
export interface StripeElements {
  create(
    type: 'cardNumber' | 'cardExpiry' | 'cardCvc',
    options?: Record<string, unknown>,
  ): StripeElement
}
export interface StripeErrorShape {
  message?: string
  type?: string
  code?: string
}
export interface StripeClient {
  elements(options?: Record<string, unknown>): StripeElements
  createPaymentMethod(options: {
    type: 'card'
    card: StripeElement
    billing_details: { name: string; email?: string }
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeErrorShape }>
  confirmCardPayment(
    clientSecret: string,
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeErrorShape }>
}
type StripeFactory = (publishableKey: string, options?: Record<string, unknown>) => StripeClient

declare global {
  interface Window {
    Stripe?: StripeFactory
  }
}

let loading: Promise<StripeFactory> | null = null

/** Loads Stripe.js once; a failed load can be tried again. */
export function loadStripeJs(timeoutMs = 20_000): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe)
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = STRIPE_JS_URL
    script.async = true
    const timer = window.setTimeout(
      () => fail(new Error('Stripe.js took too long to load.')),
      timeoutMs,
    )
    function fail(error: Error) {
      window.clearTimeout(timer)
      script.remove()
      loading = null
      reject(error)
    }
    script.onload = () => {
      window.clearTimeout(timer)
      if (window.Stripe) resolve(window.Stripe)
      else fail(new Error('Stripe.js loaded without defining Stripe.'))
    }
    script.onerror = () => fail(new Error('Stripe.js could not be loaded.'))
    document.head.appendChild(script)
  })
  return loading
}
