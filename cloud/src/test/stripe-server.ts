// A Stripe-shaped stand-in for tests: a real HTTP server speaking the part of Stripe's REST API
// the cloud uses (form-encoded requests, Stripe's JSON objects and error bodies, Idempotency-Key,
// expand), with the `stripe` SDK pointed at it through host/port/protocol (STRIPE_API_URL). It
// also plays Stripe's side of webhooks: deliver() signs an event with the SDK's own
// generateTestHeaderString and POSTs it to the cloud, exactly as Stripe would.
//
// Card behaviour follows Stripe's test payment methods:
//   pm_card_visa                    → paid at once;
//   pm_card_authenticationRequired  → the first payment needs 3-D Secure (requires_action);
//   pm_card_chargeDeclined          → the first payment is declined (requires_payment_method);
//   pm_card_chargeDeclinedAfter3ds  → needs 3-D Secure, then fails (Stripe.js stand-in decides).
// Anything not listed here answers 404 resource_missing, as Stripe does for unknown ids.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Obj = Record<string, unknown> & { id: string; object: string }

export const TEST_WEBHOOK_SECRET = 'whsec_test_standin_secret_for_vitae'
export const TEST_SECRET_KEY = 'sk_test_standin'
export const TEST_PUBLISHABLE_KEY = 'pk_test_standin'

const DAY = 24 * 60 * 60

/** Parses Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      if (last) {
        node[part] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '')
      node[part] ??= nextIsIndex ? [] : {}
      node = node[part] as Record<string, unknown>
    })
  }
  return root
}

function id(prefix: string) {
  return `${prefix}_${randomBytes(10).toString('hex')}`
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message))
  }
}
const missing = (kind: string, value: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${value}'`,
  })

export interface RequestLogEntry {
  method: string
  path: string
  idempotencyKey: string | undefined
  params: Record<string, unknown>
}

export class StripeStandIn {
  readonly objects = new Map<string, Obj>()
  readonly requests: RequestLogEntry[] = []
  private readonly idempotent = new Map<string, { status: number; body: unknown }>()
  private server: Server | null = null
  url = ''
  /** Where deliver() posts events (the cloud's webhook route). */
  webhookUrl = ''
  /** Stripe's clock, in seconds; tests move it. */
  now = Math.floor(Date.now() / 1000)
  readonly sdk = new Stripe(TEST_SECRET_KEY)

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close() {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    )
  }

  get<T = Obj>(objectId: string): T {
    const found = this.objects.get(objectId)
    if (!found) throw new Error(`stand-in has no ${objectId}`)
    return found as unknown as T
  }

  private put(object: Obj): Obj {
    this.objects.set(object.id, object)
    return object
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const params =
      req.method === 'GET' || req.method === 'DELETE'
        ? parseStripeForm(url.search.slice(1))
        : parseStripeForm(Buffer.concat(chunks).toString('utf8'))
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, params })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') })
      res.end(JSON.stringify(body))
    }
    if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? '')) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      return
    }
    const replayKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null
    const replay = replayKey ? this.idempotent.get(replayKey) : undefined
    if (replay) {
      res.setHeader('Idempotent-Replayed', 'true')
      send(replay.status, replay.body)
      return
    }
    let status = 200
    let body: unknown
    try {
      body = this.route(req.method ?? 'GET', url.pathname, params)
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error
      status = error.status
      body = { error: error.body }
    }
    if (replayKey && req.method === 'POST') this.idempotent.set(replayKey, { status, body })
    send(status, body)
  }

  private expand(object: Obj, paths: string[]): Obj {
    const copy = structuredClone(object)
    for (const path of paths) {
      const [head, ...rest] = path.split('.')
      if (!head) continue
      const value = copy[head]
      if (typeof value === 'string' && this.objects.has(value)) {
        copy[head] = this.expand(this.get(value), rest.length ? [rest.join('.')] : [])
      } else if (value && typeof value === 'object' && rest.length) {
        copy[head] = this.expand(value as Obj, [rest.join('.')])
      }
    }
    return copy
  }

  private route(method: string, path: string, p: Record<string, unknown>): unknown {
    const expand = ((p.expand as string[] | undefined) ?? []).filter(Boolean)
    const out = (object: Obj) => this.expand(object, expand)
    let m: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/customers') {
      return out(
        this.put({
          id: id('cus'),
          object: 'customer',
          email: p.email ?? null,
          name: p.name ?? null,
          metadata: p.metadata ?? {},
          created: this.now,
          invoice_settings: { default_payment_method: null },
        }),
      )
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/)) && method === 'GET') {
      const customer = this.objects.get(m[1]!)
      if (!customer || customer.object !== 'customer') throw missing('customer', m[1]!)
      return out(customer)
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/)) && method === 'DELETE') {
      // Stripe cancels the customer's subscriptions at once and answers a deleted stub.
      const customer = this.objects.get(m[1]!)
      if (!customer || customer.object !== 'customer') throw missing('customer', m[1]!)
      for (const sub of this.objects.values()) {
        if (sub.object !== 'subscription' || sub.customer !== customer.id) continue
        if (sub.status !== 'canceled')
          Object.assign(sub, { status: 'canceled', ended_at: this.now })
      }
      this.objects.delete(customer.id)
      return { id: customer.id, object: 'customer', deleted: true }
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/)) && method === 'POST') {
      const pm = this.paymentMethod(m[1]!)
      pm.customer = p.customer
      return out(pm)
    }
    if (path === '/v1/prices' && method === 'GET') {
      const keys = (p.lookup_keys as string[] | undefined) ?? []
      const data = [...this.objects.values()].filter(
        (o) => o.object === 'price' && keys.includes(String(o.lookup_key)),
      )
      return { object: 'list', data, has_more: false, url: '/v1/prices' }
    }
    if (path === '/v1/prices' && method === 'POST') {
      const recurring = p.recurring as Record<string, string> | undefined
      const product = this.put({
        id: id('prod'),
        object: 'product',
        name: (p.product_data as Record<string, string> | undefined)?.name ?? 'Product',
      })
      return out(
        this.put({
          id: id('price'),
          object: 'price',
          active: true,
          currency: p.currency,
          unit_amount: Number(p.unit_amount),
          lookup_key: p.lookup_key ?? null,
          product: product.id,
          type: recurring ? 'recurring' : 'one_time',
          recurring: recurring
            ? {
                interval: recurring.interval,
                interval_count: Number(recurring.interval_count ?? 1),
              }
            : null,
        }),
      )
    }
    if (path === '/v1/subscriptions' && method === 'POST') return out(this.createSubscription(p))
    if (path === '/v1/subscriptions' && method === 'GET') {
      const data = [...this.objects.values()]
        .filter((o) => o.object === 'subscription')
        .filter((o) => !p.customer || o.customer === p.customer)
        .filter((o) => (p.status ?? 'all') === 'all' || o.status === p.status)
        .map(out)
      return { object: 'list', data, has_more: false, url: '/v1/subscriptions' }
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.objects.get(m[1]!)
      if (!sub || sub.object !== 'subscription') throw missing('subscription', m[1]!)
      if (method === 'GET') return out(sub)
      if (method === 'POST') {
        if (p.cancel_at_period_end !== undefined) {
          sub.cancel_at_period_end = p.cancel_at_period_end === 'true'
          sub.cancel_at = sub.cancel_at_period_end ? this.periodEnd(sub) : null
        }
        return out(sub)
      }
      if (method === 'DELETE') {
        sub.status = 'canceled'
        sub.canceled_at = this.now
        sub.ended_at = this.now
        return out(sub)
      }
    }
    if ((m = path.match(/^\/v1\/(invoices|payment_intents|checkout\/sessions)\/([^/]+)$/))) {
      const found = this.objects.get(m[2]!)
      if (!found || method !== 'GET') throw missing(m[1]!, m[2]!)
      return out(found)
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      const session = this.put({
        id: id('cs_test'),
        object: 'checkout.session',
        mode: p.mode,
        customer: p.customer ?? null,
        client_reference_id: p.client_reference_id ?? null,
        success_url: p.success_url,
        cancel_url: p.cancel_url,
        line_items_params: p.line_items,
        subscription_data: p.subscription_data ?? null,
        allowed_payment_method_types: p.allowed_payment_method_types ?? null,
        metadata: p.metadata ?? {},
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        currency: p.currency ?? null,
      })
      session.url = `${this.url}/pay/${session.id}`
      return out(session)
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      const session = this.put({
        id: id('bps'),
        object: 'billing_portal.session',
        customer: p.customer,
        return_url: p.return_url ?? null,
      })
      session.url = `${this.url}/portal/${session.id}`
      return session
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    })
  }

  private paymentMethod(pmId: string): Obj {
    const known = [
      'pm_card_visa',
      'pm_card_authenticationRequired',
      'pm_card_chargeDeclined',
      'pm_card_chargeDeclinedAfter3ds',
    ]
    if (!this.objects.has(pmId)) {
      if (!known.includes(pmId) && !pmId.startsWith('pm_standin_'))
        throw missing('PaymentMethod', pmId)
      this.put({ id: pmId, object: 'payment_method', type: 'card', customer: null })
    }
    return this.get(pmId)
  }

  private periodEnd(sub: Obj): number {
    return Number(
      (sub.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end,
    )
  }

  private addInterval(from: number, price: Obj): number {
    const recurring = price.recurring as { interval: string; interval_count: number }
    const date = new Date(from * 1000)
    if (recurring.interval === 'month')
      date.setUTCMonth(date.getUTCMonth() + recurring.interval_count)
    else if (recurring.interval === 'week')
      date.setUTCDate(date.getUTCDate() + 7 * recurring.interval_count)
    else if (recurring.interval === 'day')
      date.setUTCDate(date.getUTCDate() + recurring.interval_count)
    else date.setUTCFullYear(date.getUTCFullYear() + recurring.interval_count)
    return Math.floor(date.getTime() / 1000)
  }

  private createSubscription(p: Record<string, unknown>): Obj {
    const customer = this.objects.get(String(p.customer))
    if (!customer) throw missing('customer', String(p.customer))
    const items = (p.items as { price: string }[] | undefined) ?? []
    const price = this.objects.get(items[0]?.price ?? '')
    if (!price) throw missing('price', items[0]?.price ?? '')
    const pmId = String(p.default_payment_method ?? '')
    const pm = pmId ? this.paymentMethod(pmId) : null
    const trialDays = p.trial_period_days ? Number(p.trial_period_days) : 0
    const periodEnd = trialDays ? this.now + trialDays * DAY : this.addInterval(this.now, price)
    const extra = ((p.add_invoice_items as { price_data?: { unit_amount: string } }[]) ?? [])
      .map((i) => Number(i.price_data?.unit_amount ?? 0))
      .reduce((a, b) => a + b, 0)
    const amount = (trialDays ? 0 : Number(price.unit_amount)) + extra
    const sub = this.put({
      id: id('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_end: trialDays ? periodEnd : null,
      metadata: p.metadata ?? {},
      currency: price.currency,
      default_payment_method: pmId || null,
      created: this.now,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            price: structuredClone(price),
            current_period_start: this.now,
            current_period_end: periodEnd,
          },
        ],
      },
      latest_invoice: null,
    })
    const invoice = this.openInvoice(sub, amount, 'subscription_create')
    sub.latest_invoice = invoice.id
    if (amount === 0) {
      this.markInvoicePaid(invoice)
      return sub
    }
    const pi = this.get(String(invoice.payment_intent_id))
    if (!pm) return sub
    if (pmId === 'pm_card_visa' || pmId.startsWith('pm_standin_ok')) {
      this.succeedPaymentIntent(pi.id)
    } else if (pmId === 'pm_card_chargeDeclined') {
      pi.status = 'requires_payment_method'
      pi.last_payment_error = { code: 'card_declined', message: 'Your card was declined.' }
    } else {
      pi.status = 'requires_action'
    }
    return sub
  }

  private openInvoice(sub: Obj, amount: number, reason: string): Obj {
    const pi = this.put({
      id: id('pi'),
      object: 'payment_intent',
      amount,
      currency: sub.currency,
      status: 'requires_payment_method',
      customer: sub.customer,
      last_payment_error: null,
    })
    pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`
    const item = (
      sub.items as { data: { current_period_start: number; current_period_end: number }[] }
    ).data[0]!
    const invoice = this.put({
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: 0,
      currency: sub.currency,
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      confirmation_secret: { type: 'payment_intent', client_secret: pi.client_secret },
      payments: {
        object: 'list',
        data: [
          { object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: pi.id } },
        ],
      },
      payment_intent_id: pi.id,
      created: this.now,
    })
    pi.invoice = invoice.id
    return invoice
  }

  private markInvoicePaid(invoice: Obj) {
    invoice.status = 'paid'
    invoice.amount_paid = invoice.amount_due
    const subId = (invoice.parent as { subscription_details: { subscription: string } })
      .subscription_details.subscription
    const sub = this.get(subId)
    if (sub.status === 'incomplete' || sub.status === 'past_due') {
      sub.status = sub.trial_end && Number(sub.trial_end) > this.now ? 'trialing' : 'active'
    }
  }

  /** The card payment of a PaymentIntent succeeded (also what Stripe.js's confirm does). */
  succeedPaymentIntent(piId: string) {
    const pi = this.get(piId)
    pi.status = 'succeeded'
    if (pi.invoice) this.markInvoicePaid(this.get(String(pi.invoice)))
  }

  /** The card payment failed (a decline, or a failed 3-D Secure). */
  failPaymentIntent(piId: string, message = 'Your card was declined.') {
    const pi = this.get(piId)
    pi.status = 'requires_payment_method'
    pi.last_payment_error = { code: 'card_declined', message }
  }

  /** Stripe's clock passes a period: a renewal invoice, paid or failed. */
  renew(subId: string, outcome: 'paid' | 'failed'): Obj {
    const sub = this.get(subId)
    const item = (
      sub.items as {
        data: { current_period_start: number; current_period_end: number; price: Obj }[]
      }
    ).data[0]!
    this.now = item.current_period_end + 1
    item.current_period_start = item.current_period_end
    item.current_period_end = this.addInterval(item.current_period_start, item.price)
    sub.trial_end = sub.trial_end && Number(sub.trial_end) > this.now ? sub.trial_end : null
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled'
      sub.ended_at = this.now
      return sub
    }
    const invoice = this.openInvoice(sub, Number(item.price.unit_amount), 'subscription_cycle')
    sub.latest_invoice = invoice.id
    if (outcome === 'paid') this.succeedPaymentIntent(String(invoice.payment_intent_id))
    else {
      this.failPaymentIntent(String(invoice.payment_intent_id))
      sub.status = 'past_due'
    }
    return invoice
  }

  /** A hosted Checkout page was paid by the customer. */
  completeCheckout(sessionId: string): Obj {
    const session = this.get(sessionId)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.customer ??= this.put({ id: id('cus'), object: 'customer', metadata: {} }).id
    if (session.mode === 'subscription') {
      const lineItems = session.line_items_params as { price: string }[]
      const subData = (session.subscription_data ?? {}) as Record<string, unknown>
      const sub = this.createSubscription({
        customer: session.customer,
        items: [{ price: lineItems[0]!.price }],
        default_payment_method: 'pm_standin_ok_wallet',
        trial_period_days: subData.trial_period_days,
        metadata: subData.metadata ?? session.metadata,
      })
      session.subscription = sub.id
    }
    return session
  }

  /** An event as Stripe would build it around the object. */
  event(type: string, object: object, created = this.now): Stripe.Event {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event
  }

  /** POSTs an event to the cloud signed the way Stripe signs (or with the secret given). */
  async deliver(
    event: Stripe.Event,
    options: { secret?: string; timestamp?: number; signature?: string; payload?: string } = {},
  ): Promise<{ status: number; body: string }> {
    const payload = options.payload ?? JSON.stringify(event, null, 2)
    const signature =
      options.signature ??
      this.sdk.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? TEST_WEBHOOK_SECRET,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      })
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
      body: payload,
    })
    return { status: response.status, body: await response.text() }
  }
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  return new StripeStandIn().start()
}
