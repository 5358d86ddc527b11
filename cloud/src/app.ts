// The Koa app: middlewares in the order a request meets them, then the routes, then the web app.
import { apiRoutes, forwardedRoutes, isServerPath } from '@shared/api'
import Koa from 'koa'
import type { Logger } from 'pino'
import { createAuth } from './auth/auth'
import { authHandler } from './auth/handler'
import type { Config } from './config'
import type { AppDeps, AppState, RateLimits } from './context'
import type { AppDatabase } from './db'
import { ApiError, NotFoundError } from './errors'
import { parseBody } from './middlewares/body-parser'
import { compression } from './middlewares/compression'
import { cors, DESKTOP_ORIGIN } from './middlewares/cors'
import { errorHandler, respondWithError } from './middlewares/error-handler'
import { requestLogger } from './middlewares/request-logger'
import { securityHeaders } from './middlewares/security-headers'
import { createPdfRenderer, type PdfRenderer } from '@node/pdf/renderer'
import { evaluationHandlers } from './routes/evaluation/evaluation'
import { exportHandlers } from './routes/export/export'
import { importHandlers } from './routes/import/import'
import { libraryHandlers } from './routes/library/library'
import { mountTable } from './routes/mount'
import { sessionHandlers } from './routes/session/session'
import { systemHandlers } from './routes/system/system'
import { userHandlers } from './routes/user/user'
import { serveWeb } from './routes/web/web'

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Per client address (X-Forwarded-For with TRUST_PROXY): room for typos and a shared office
  // connection, far too little for guessing passwords or mass-creating accounts.
  signIn: { max: 30, windowSeconds: 10 * 60 },
  signUp: { max: 20, windowSeconds: 60 * 60 },
  // Each PDF costs a Chromium page for a second or so: generous for people, not for scripts.
  exportPdf: { max: 60, windowSeconds: 10 * 60 },
  // Evaluations are CPU work: a generous budget per client address and minute, shared by every
  // evaluation route.
  evaluation: { max: 60, windowSeconds: 60 },
}

export interface CreateAppOptions {
  config: Config
  db: AppDatabase
  logger: Logger
  rateLimits?: Partial<RateLimits>
  /** Replaces the Chromium renderer built from the configuration (tests). */
  pdfRenderer?: PdfRenderer
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
  checkContract = process.env.VITEST !== undefined,
}: CreateAppOptions) {
  const trustedOrigins = [config.publicUrl, DESKTOP_ORIGIN, ...config.trustedOrigins]
  const auth = createAuth({ config: { ...config, trustedOrigins }, database: db, logger })
  const deps: AppDeps = {
    config,
    database: db,
    auth,
    logger,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...rateLimits },
    pdfRenderer:
      pdfRenderer ??
      createPdfRenderer({
        bundleDir: config.webDistDir,
        chromiumPath: config.pdf.chromiumPath,
        concurrency: config.pdf.renderers,
      }),
  }

  const app = new Koa<AppState>({ proxy: config.trustProxy })
  app.use(requestLogger(logger))
  // Outside the error handler, so large error answers are compressed like any other.
  app.use(compression())
  app.use(errorHandler())
  app.use(securityHeaders({ https: config.publicUrl.startsWith('https:') }))
  app.use(cors(trustedOrigins))
  app.use(parseBody())

  const router = mountTable(
    deps,
    {
      routes: apiRoutes,
      handlers: {
        system: systemHandlers(deps),
        session: sessionHandlers(deps),
        user: userHandlers(deps),
        library: libraryHandlers(deps),
        import: importHandlers(deps),
        export: exportHandlers(deps),
        evaluation: evaluationHandlers(deps),
      },
    },
    { routes: forwardedRoutes, handlers: { 'better-auth': authHandler(auth, config.publicUrl) } },
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

  app.use(serveWeb(config.webDistDir))
  // The end of the chain answers rather than throws, so the router's allowedMethods (above) can
  // still turn "no such path" into "not with this method" (405).
  app.use((ctx) => {
    if (!isServerPath(ctx.path)) return respondWithError(ctx, NotFoundError('Not found.'))
    ctx.set('Cache-Control', 'no-store')
    respondWithError(ctx, NotFoundError(`There is no API route ${ctx.method} ${ctx.path}.`))
  })

  return { app, auth, pdfRenderer: deps.pdfRenderer }
}
