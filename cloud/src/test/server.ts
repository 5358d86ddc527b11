// createTestServer(): the real app, listening on a free port, on a throwaway database (SQLite in
// a temp folder, or a fresh PostgreSQL schema when DATABASE_URL is set). Tests talk to it over
// real HTTP.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Koa from 'koa'
import pino from 'pino'
import { createApp } from '../app'
import { parseConfig, type Config } from '../config'
import type { AppState, RateLimits } from '../context'
import type { AppDatabase } from '../db'
import { createTestDatabase, type TestDatabase } from './database'

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth'

export interface TestServer {
  url: string
  config: Config
  database: AppDatabase
  /** The Koa app itself, for tests that inspect what it mounted. */
  app: Koa<AppState>
  close(): Promise<void>
}

export interface TestServerOptions {
  webDistDir?: string
  rateLimits?: Partial<RateLimits>
  env?: Record<string, string>
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
      ...options.env,
    }),
    authSecret: TEST_AUTH_SECRET,
    databaseUrl: test.databaseUrl,
  }
  const { app, pdfRenderer } = createApp({
    config,
    db: test.database,
    logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    rateLimits: options.rateLimits,
    // Every answer is checked against the route table's declaration (routes/mount.ts).
    checkContract: true,
  })
  server.on('request', app.callback())
  return {
    url,
    config,
    database: test.database,
    app,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await pdfRenderer.close()
      await test.cleanup()
    },
  }
}
