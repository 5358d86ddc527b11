// The Koa app: middlewares in the order a request meets them, then the routes, then the web app.
import Koa from 'koa'
import type { Logger } from 'pino'
import { createAuth } from './auth/auth'
import { csrfProtection } from './auth/csrf'
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
import { csrfRoutes } from './routes/csrf/csrf'
import { exportRoutes } from './routes/export/export'
import { healthRoutes } from './routes/health/health'
import { evaluationRoutes } from './routes/evaluation/evaluation'
import { importRoutes } from './routes/import/import'
import { libraryRoutes } from './routes/library/library'
import { sessionRoutes } from './routes/session/session'
import { userRoutes } from './routes/user/user'
import { serveWeb } from './routes/web/web'

export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Per client address (X-Forwarded-For with TRUST_PROXY): room for typos and a shared office
  // connection, far too little for guessing passwords or mass-creating accounts.
  signIn: { max: 30, windowSeconds: 10 * 60 },
  signUp: { max: 20, windowSeconds: 60 * 60 },
  // Each PDF costs a Chromium page for a second or so: generous for people, not for scripts.
  exportPdf: { max: 60, windowSeconds: 10 * 60 },
}

export interface CreateAppOptions {
  config: Config
  db: AppDatabase
  logger: Logger
  rateLimits?: Partial<RateLimits>
  /** Replaces the Chromium renderer built from the configuration (tests). */
  pdfRenderer?: PdfRenderer
}

export function createApp({ config, db, logger, rateLimits, pdfRenderer }: CreateAppOptions) {
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
  app.use(csrfProtection({ secret: config.authSecret }))
  app.use(parseBody())
  app.use(authHandler(auth, config.publicUrl))

  for (const router of [
    healthRoutes(deps),
    csrfRoutes(deps),
    sessionRoutes(deps),
    userRoutes(deps),
    libraryRoutes(deps),
    exportRoutes(deps),
    importRoutes(deps),
    evaluationRoutes(deps),
  ]) {
    app.use(router.routes())
    app.use(
      router.allowedMethods({
        throw: true,
        methodNotAllowed: () =>
          new ApiError(405, 'method_not_allowed', 'This path does not take that method.'),
        notImplemented: () => new ApiError(501, 'not_implemented', 'This method is not supported.'),
      }),
    )
  }

  app.use(serveWeb(config.webDistDir))
  // The end of the chain answers rather than throws, so each router's allowedMethods (above)
  // can still turn "no such path" into "not with this method" (405).
  app.use((ctx) => {
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/')
    respondWithError(
      ctx,
      NotFoundError(isApi ? `There is no API route ${ctx.method} ${ctx.path}.` : 'Not found.'),
    )
  })

  return { app, auth, pdfRenderer: deps.pdfRenderer }
}
