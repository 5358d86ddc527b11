// What every request carries through the middleware chain, and what the routes are built from.
import type { ParameterizedContext } from 'koa'
import type { Logger } from 'pino'
import type { Auth } from './auth/auth'
import type { Config } from './config'
import type { AppDatabase } from './db'
import type { PdfRenderer } from '@node/pdf/renderer'

export interface SessionUser {
  id: string
  email: string
}

export interface AppState {
  requestId: string
  log: Logger
  /** Set by requireSession. */
  user?: SessionUser
  /** Set by validate(schema): the only request input handlers read. */
  input?: unknown
}

export type AppContext = ParameterizedContext<AppState>

/** A handler behind requireSession and validate(schema). */
export type ApiContext<Input = unknown> = ParameterizedContext<
  AppState & { user: SessionUser; input: Input }
>

/** A handler behind validate(schema) only. */
export type PublicApiContext<Input = unknown> = ParameterizedContext<AppState & { input: Input }>

export interface RateLimitRule {
  max: number
  windowSeconds: number
}

export interface RateLimits {
  signIn: RateLimitRule
  signUp: RateLimitRule
  exportPdf: RateLimitRule
}

export interface AppDeps {
  config: Config
  database: AppDatabase
  auth: Auth
  logger: Logger
  rateLimits: RateLimits
  /** Prints resumes to PDF (POST /api/export/pdf); Chromium starts on first use. */
  pdfRenderer: PdfRenderer
}
