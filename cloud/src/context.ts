// What every request carries through the middleware chain, and what the routes are built from.
import type { RateLimitBucket } from '@shared/api'
import type { ParameterizedContext } from 'koa'
import type { Logger } from 'pino'
import type { Auth } from './auth/auth'
import type { Config } from './config'
import type { AppDatabase } from './db'
import type { AccountMails } from './mail/account-mails'
import type { Entitlements } from './entitlements'
import type { PdfRenderer } from '@node/pdf/renderer'
import type { WorkPool } from './workers/pool'
import type { StripeBilling } from './billing/billing'

export interface SessionUser {
  id: string
  email: string
}

export interface AppState {
  requestId: string
  log: Logger
  /** Set by requireSession and optionalSession (routes/mount.ts hands it to the handler). */
  user?: SessionUser
  /** Set by validate(schema): the only request input handlers read. */
  input?: unknown
}

export type AppContext = ParameterizedContext<AppState>

export interface RateLimitRule {
  max: number
  windowSeconds: number
}

/** The budget of every bucket the route table names. */
export type RateLimits = Record<RateLimitBucket, RateLimitRule>

export interface AppDeps {
  config: Config
  database: AppDatabase
  auth: Auth
  /** Account mails over SMTP, or (no SMTP) their links in the log: see mail/mailer.ts. */
  mails: AccountMails
  logger: Logger
  rateLimits: RateLimits
  /** Prints resumes to PDF (POST /api/export/pdf); Chromium starts on first use. */
  pdfRenderer: PdfRenderer
  /** Runs CPU-heavy request work off the event loop (import, evaluation; workers/pool.ts). */
  work: WorkPool
  /** THE plan gates and credit debits (cloud/src/entitlements/). */
  entitlements: Entitlements
  /** Stripe billing; null when STRIPE_* are not set (billing off: nothing is sold). */
  billing: StripeBilling | null
}
