// createTestServer(): the real app, listening on a free port, on a throwaway database (SQLite in
// a temp folder, or a fresh PostgreSQL schema when DATABASE_URL is set). Tests talk to it over
// real HTTP.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Koa from 'koa'
import pino from 'pino'
import { createApp } from '../app'
import type { Auth } from '../auth/auth'
import { parseConfig, type Config } from '../config'
import type { AppState, RateLimits } from '../context'
import type { AppDatabase } from '../db'
import type { Entitlements } from '../entitlements'
import { createTestDatabase, type TestDatabase } from './database'
import type { WorkPoolOptions } from '../workers/pool'
import type { PdfRenderer } from '@node/pdf/renderer'

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth'

export interface TestServer {
  url: string
  config: Config
  database: AppDatabase
  /** The Koa app itself, for tests that inspect what it mounted. */
  app: Koa<AppState>
  /** better-auth as the app configured it, for server-side calls no route exposes. */
  auth: Auth
  /** The app's entitlements module (plans and credits), for tests that set a plan. */
  entitlements: Entitlements
  close(): Promise<void>
}

export interface TestServerOptions {
  webDistDir?: string
  rateLimits?: Partial<RateLimits>
  /** The work pool's bounds (threads, queue, time limit). */
  work?: Partial<WorkPoolOptions>
  env?: Record<string, string>
  /**
   * Billing off (default, like `npm start`: no STRIPE_*, every account has Premium's allowances)
   * or on (placeholder STRIPE_* values, so the plan tiers apply as with Stripe configured).
   */
  billing?: boolean
  /** Replaces the Chromium PDF renderer (tests that count downloads without Chromium). */
  pdfRenderer?: PdfRenderer
}

/** Placeholder Stripe settings: billing on for the entitlements; no call reaches Stripe. */
export const TEST_STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_placeholder',
  STRIPE_WEBHOOK_SECRET: 'whsec_placeholder',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder',
}

export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const test = await createTestDatabase()
  try {
    return await startOn(test, options)
  } catch (error) {
    await test.cleanup()
    throw error
  }
}

async function startOn(test: TestDatabase, options: TestServerOptions): Promise<TestServer> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  const config: Config = {
    ...parseConfig({
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: test.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: options.webDistDir ?? `${test.dataDir}/no-web-build`,
      ...(options.billing === true ? TEST_STRIPE_ENV : {}),
      ...options.env,
    }),
    authSecret: TEST_AUTH_SECRET,
    databaseUrl: test.databaseUrl,
  }
  const { app, auth, pdfRenderer, work, entitlements, translationJobs } = createApp({
    config,
    db: test.database,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    rateLimits: options.rateLimits,
    work: options.work,
    pdfRenderer: options.pdfRenderer,
    // Every answer is checked against the route table's declaration (routes/mount.ts).
    checkContract: true,
  })
  server.on('request', app.callback())
  return {
    url,
    config,
    database: test.database,
    app,
    auth,
    entitlements,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      translationJobs.abortAll()
      await translationJobs.idle()
      await pdfRenderer.close()
      await work.close()
      await test.cleanup()
    },
  }
}
