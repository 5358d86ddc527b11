// The Koa app: middlewares in the order a request meets them, then the routes, then the web app.
import { apiRoutes, forwardedRoutes, isServerPath } from '@shared/api'
import Koa from 'koa'
import type { Logger } from 'pino'
import { createAuth } from './auth/auth'
import { authHandler } from './auth/handler'
import type { Config } from './config'
import type { AppDeps, AppState, RateLimits } from './context'
import { createEntitlements } from './entitlements'
import { createAccountMails } from './mail/account-mails'
import { createMailer } from './mail/mailer'
import type { AppDatabase } from './db'
import { ApiError, NotFoundError } from './errors'
import { parseBody } from './middlewares/body-parser'
import { compression } from './middlewares/compression'
import { cors, DESKTOP_ORIGIN } from './middlewares/cors'
import { errorHandler, respondWithError } from './middlewares/error-handler'
import { requestLogger } from './middlewares/request-logger'
import { securityHeaders } from './middlewares/security-headers'
import { createPdfRenderer, type PdfRenderer } from '@node/pdf/renderer'
import { enhanceHandlers } from './routes/enhance/enhance'
import { evaluationHandlers } from './routes/evaluation/evaluation'
import { exportHandlers } from './routes/export/export'
import { planHandlers } from './routes/plan/plan'
import { importHandlers } from './routes/import/import'
import { libraryHandlers } from './routes/library/library'
import { mountTable } from './routes/mount'
import { sessionHandlers } from './routes/session/session'
import { siteHandlers } from './routes/site/site'
import { desktopSignIn } from './routes/identity/desktop-sign-in'
import { identityHandlers } from './routes/identity/identity'
import { systemHandlers } from './routes/system/system'
import { translateHandlers } from './routes/translate/translate'
import { translationProviderFor } from './translate/provider'
import { userHandlers } from './routes/user/user'
import { shareHandlers, sharePageHead } from './routes/share/share'
import { historyHandlers } from './routes/history/history'
import { coverLetterHandlers } from './routes/cover-letter/cover-letter'
import { accountHandlers } from './routes/account/account'
import { billingHandlers } from './routes/billing/billing'
import { StripeBilling } from './billing/billing'
import { createStripeClient } from './billing/stripe-client'
import { serveWeb } from './routes/web/web'
import { createWorkPool, type WorkPoolOptions } from './workers/pool'

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Per client address (X-Forwarded-For with TRUST_PROXY): room for typos and a shared office
  // connection, far too little for guessing passwords or mass-creating accounts.
  signIn: { max: 30, windowSeconds: 10 * 60 },
  signUp: { max: 20, windowSeconds: 60 * 60 },
  // Second-factor codes and security changes: six digits are few, so a budget far below what
  // guessing needs (better-auth also locks a pending sign-in after a few wrong codes).
  secondFactor: { max: 20, windowSeconds: 10 * 60 },
  // Each request sends a mail to an address the caller typed: enough for a few resends and
  // resets, too few to use the server to flood someone's mailbox.
  accountEmail: { max: 10, windowSeconds: 60 * 60 },
  // The verify view asks every 5 s (spec 001 §9): 10 minutes of waiting from one address.
  verification: { max: 150, windowSeconds: 10 * 60 },
  // Each PDF costs a Chromium page for a second or so: generous for people, not for scripts.
  exportPdf: { max: 60, windowSeconds: 10 * 60 },
  // Evaluations are CPU work: a generous budget per client address and minute, shared by every
  // evaluation route.
  evaluation: { max: 60, windowSeconds: 60 },
  // Enhancement asks an LLM when one is configured; credits bound it per user, this per address.
  enhance: { max: 60, windowSeconds: 60 },
  // Each import lays out and parses a file in the work pool and spends a credit when it
  // succeeds; refused ones spend none, so the budget is what bounds a script sending them.
  import: { max: 30, windowSeconds: 10 * 60 },
  // Opening share links (/r/<slug>): room for a recruiter clicking around, little for guessing
  // slugs or passwords (a slug has 128 random bits; a password try costs an scrypt hash).
  share: { max: 60, windowSeconds: 10 * 60 },
}

/** Every budget times `scale` (RATE_LIMIT_SCALE; 1 in production). */
function scaled(limits: RateLimits, scale: number): RateLimits {
  if (scale === 1) return limits
  return Object.fromEntries(
    Object.entries(limits).map(([bucket, rule]) => [bucket, { ...rule, max: rule.max * scale }]),
  ) as RateLimits
}

/** "METHOD /path" → maxBodyBytes of every route that declares one (static paths only). */
function bodyLimits(): Map<string, number> {
  const limits = new Map<string, number>()
  for (const group of Object.values(apiRoutes))
    for (const route of Object.values(group)) {
      if (route.maxBodyBytes === null) continue
      if (route.path.includes(':'))
        throw new Error(`${route.path}: maxBodyBytes is supported on static paths only.`)
      limits.set(`${route.method} ${route.path}`, route.maxBodyBytes)
    }
  return limits
}

export interface CreateAppOptions {
  config: Config
  db: AppDatabase
  logger: Logger
  rateLimits?: Partial<RateLimits>
  /** Replaces the Chromium renderer built from the configuration (tests). */
  pdfRenderer?: PdfRenderer
  /** Overrides the work pool's bounds (tests); threads default to config.workThreads. */
  work?: Partial<WorkPoolOptions>
  /**
   * Check every answer against the route table's declaration (routes/mount.ts). On under
   * vitest, off in production.
   */
  checkContract?: boolean
}

export function createApp({
  config,
  db,
  logger,
  rateLimits,
  pdfRenderer,
  work,
  checkContract = process.env.VITEST !== undefined,
}: CreateAppOptions) {
  const trustedOrigins = [config.publicUrl, DESKTOP_ORIGIN, ...config.trustedOrigins]
  const mails = createAccountMails(createMailer(config.smtp, logger), config.publicUrl, logger)
  const auth = createAuth({ config: { ...config, trustedOrigins }, database: db, logger, mails })
  const entitlements = createEntitlements({ database: db, billingEnabled: config.stripe !== null })
  const deps: AppDeps = {
    config,
    database: db,
    auth,
    mails,
    logger,
    rateLimits: scaled({ ...DEFAULT_RATE_LIMITS, ...rateLimits }, config.rateLimitScale),
    pdfRenderer:
      pdfRenderer ??
      createPdfRenderer({
        bundleDir: config.webDistDir,
        chromiumPath: config.pdf.chromiumPath,
        concurrency: config.pdf.renderers,
      }),
    work: createWorkPool({ threads: config.workThreads, ...work }),
    entitlements,
    billing: config.stripe
      ? new StripeBilling({
          database: db,
          stripe: createStripeClient(config.stripe),
          entitlements,
          logger,
          publicUrl: config.publicUrl,
        })
      : null,
  }

  const translationProvider = translationProviderFor(config)
  const { jobs: translationJobs, ...translate } = translateHandlers(deps, translationProvider)

  const app = new Koa<AppState>({ proxy: config.trustProxy })
  app.use(requestLogger(logger))
  // Outside the error handler, so large error answers are compressed like any other.
  app.use(compression())
  app.use(errorHandler())
  app.use(
    securityHeaders({
      https: config.publicUrl.startsWith('https:'),
      stripe: config.stripe !== null,
      analyticsOrigin: config.site.analytics
        ? new URL(config.site.analytics.endpoint).origin
        : null,
    }),
  )
  app.use(cors(trustedOrigins))
  app.use(parseBody(bodyLimits()))

  const router = mountTable(
    deps,
    {
      routes: apiRoutes,
      handlers: {
        system: systemHandlers(deps),
        session: sessionHandlers(deps),
        identity: identityHandlers(deps),
        user: userHandlers(deps),
        account: accountHandlers(deps),
        library: libraryHandlers(deps),
        import: importHandlers(deps),
        export: exportHandlers(deps),
        evaluation: evaluationHandlers(deps),
        enhance: enhanceHandlers(deps),
        plan: planHandlers(deps),
        billing: billingHandlers(deps),
        share: shareHandlers(deps),
        history: historyHandlers(deps),
        coverLetter: coverLetterHandlers(deps, translationProvider),
        site: siteHandlers(deps),
        translate,
      },
    },
    {
      routes: forwardedRoutes,
      handlers: {
        'better-auth': authHandler(auth, config.publicUrl),
        'desktop-sign-in': desktopSignIn(deps).forward(),
      },
    },
    { checkContract },
  )
  app.use(router.routes())
  app.use(
    router.allowedMethods({
      throw: true,
      methodNotAllowed: () =>
        new ApiError('method_not_allowed', 'This path does not take that method.'),
      notImplemented: () => new ApiError('not_implemented', 'This method is not supported.'),
    }),
  )

  app.use(
    serveWeb(
      config.webDistDir,
      { publicUrl: config.publicUrl, operator: config.operator },
      { sharePage: sharePageHead(deps) },
    ),
  )
  // The end of the chain answers rather than throws, so the router's allowedMethods (above) can
  // still turn "no such path" into "not with this method" (405).
  app.use((ctx) => {
    if (!isServerPath(ctx.path)) return respondWithError(ctx, NotFoundError('Not found.'))
    ctx.set('Cache-Control', 'no-store')
    respondWithError(ctx, NotFoundError(`There is no API route ${ctx.method} ${ctx.path}.`))
  })

  return {
    app,
    auth,
    pdfRenderer: deps.pdfRenderer,
    entitlements: deps.entitlements,
    work: deps.work,
    translationJobs,
  }
}
