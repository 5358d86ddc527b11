// Stripe webhooks: the signature is checked on the raw body with the webhook secret (the SDK's
// constructEvent, 5-minute tolerance against replays), so a forged, altered or old event answers
// 400 and changes nothing. Each event id is processed once (stripe_events); a redelivered one
// answers 200 at once. Events are only a signal: the handler reads the object's current state
// from Stripe and acts on that, so events arriving twice or out of order cannot move an account
// backwards or forwards wrongly.
import Stripe from 'stripe'
import type { AppDatabase } from '../db'
import { nowTimestamp } from '../db/rows'
import type { StripeBilling } from './billing'

export const WEBHOOK_TOLERANCE_SECONDS = 300

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

export function verifyWebhook(
  rawBody: string | undefined,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!rawBody) throw new WebhookSignatureError('The webhook has no body.')
  if (!signature) throw new WebhookSignatureError('The webhook has no Stripe-Signature header.')
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS)
  } catch (error) {
    throw new WebhookSignatureError(
      `The webhook signature could not be verified: ${(error as Error).message}`,
    )
  }
}

function idOf(object: unknown): string | null {
  const id = (object as { id?: unknown } | null)?.id
  return typeof id === 'string' ? id : null
}

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored'

export async function handleEvent(
  database: AppDatabase,
  billing: StripeBilling,
  event: Stripe.Event,
): Promise<WebhookOutcome> {
  const seen = await database.db
    .selectFrom('stripe_events')
    .select('id')
    .where('id', '=', event.id)
    .executeTakeFirst()
  if (seen) return 'duplicate'
  let outcome: WebhookOutcome
  try {
    outcome = await dispatch(billing, event)
  } catch (error) {
    // Stripe has no such object (another account's or mode's event): nothing to act on, and a
    // retry would not change that. Anything else propagates, so Stripe retries later.
    if (!(error instanceof Stripe.errors.StripeError && error.code === 'resource_missing'))
      throw error
    outcome = 'ignored'
  }
  // Recorded after the work: a crash before this line means Stripe redelivers and the
  // (idempotent) work runs again, never that an event is lost.
  await database.db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, received_at: nowTimestamp() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  return outcome
}

async function dispatch(billing: StripeBilling, event: Stripe.Event): Promise<WebhookOutcome> {
  const objectId = idOf(event.data.object)
  let outcome: WebhookOutcome = 'processed'
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      if (objectId) await billing.sync(objectId)
      break
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      if (objectId) await billing.invoicePaid(objectId)
      break
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      // Never a plan change by itself: only the subscription's own status counts.
      const subscription = (event.data.object as Stripe.Invoice).parent?.subscription_details
        ?.subscription
      const id = typeof subscription === 'string' ? subscription : subscription?.id
      if (id) await billing.sync(id)
      break
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (objectId) await billing.checkoutCompleted(objectId)
      break
    default:
      outcome = 'ignored'
  }
  return outcome
}
