// `npm start`: load the configuration, open and migrate the database, serve, and shut down
// cleanly on SIGTERM/SIGINT (stop accepting, let in-flight requests finish, close the database).
import { once } from 'node:events'
import { existsSync, realpathSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Logger } from 'pino'
import { createApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { migrateToLatest, openDatabase, pingDatabase, type AppDatabase } from './db'
import { createLogger } from './logger'

const SHUTDOWN_GRACE_MS = 10_000

export interface RunningServer {
  server: Server
  url: string
  /**
   * Stops accepting, waits for in-flight requests (up to the grace period), closes Chromium and
   * the database.
   */
  stop(): Promise<void>
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const database: AppDatabase = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
  })
  try {
    await pingDatabase(database)
    const applied = await migrateToLatest(database)
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated')
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }

  const { app, pdfRenderer, translationJobs, work } = createApp({ config, db: database, logger })
  const server = app.listen(config.port, config.host)
  try {
    await once(server, 'listening')
  } catch (error) {
    await database.close().catch(() => undefined)
    throw error
  }

  let stopping: Promise<void> | null = null
  return {
    server,
    url: config.publicUrl,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        // Idle keep-alive connections would hold close() open; busy ones get the grace period.
        server.closeIdleConnections()
        const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
        await closed
        clearTimeout(timer)
        // Running translations end; the next poll reports them failed and refunds (jobs.ts).
        translationJobs.abortAll()
        await translationJobs.idle()
        await pdfRenderer.close()
        await work.close()
        await database.close()
      })()
      return stopping
    },
  }
}

function describeStartupError(error: unknown, config: Config | null): string {
  if (error instanceof ConfigError) return error.message
  const err = error as NodeJS.ErrnoException
  if (err.code === 'EADDRINUSE')
    return `Port ${config?.port} on ${config?.host} is already in use; set PORT to another port.`
  if (err.code === 'EACCES')
    return `Not allowed to listen on ${config?.host}:${config?.port}; choose a PORT above 1023.`
  if (
    config?.databaseUrl &&
    ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', '28P01', '3D000'].includes(
      err.code ?? '',
    )
  ) {
    return `Cannot reach the PostgreSQL database at DATABASE_URL (${err.code}: ${err.message}). Check that it is running and the URL is right.`
  }
  return `The cloud could not start: ${err.message ?? String(error)}`
}

async function main() {
  let config: Config | null = null
  try {
    config = loadConfig()
  } catch (error) {
    console.error(describeStartupError(error, null))
    process.exit(1)
  }
  const logger = createLogger(config.logLevel)
  let running: RunningServer
  try {
    running = await startServer(config, logger)
  } catch (error) {
    logger.fatal({ err: error }, 'startup failed')
    console.error(describeStartupError(error, config))
    process.exit(1)
  }
  logger.info(
    {
      url: running.url,
      listen: `${config.host}:${config.port}`,
      database: config.databaseUrl ? 'postgres' : 'sqlite',
    },
    `Vitae cloud listening on ${running.url}`,
  )
  // The API works on its own; only the pages (and PDF export, which prints the print page) need
  // the web build, so its absence is a warning rather than a reason to refuse to start.
  if (!existsSync(join(config.webDistDir, 'index.html'))) {
    logger.warn(
      { webDistDir: config.webDistDir },
      'the web app is not built: the API is served, the pages answer 503 and PDF export is off until you run npm run build:web (npm start does it for you)',
    )
  }

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}

// Run only as the entry point (node dist/cloud/server.js, or tsx on the source in `npm run dev`),
// not when a test imports startServer.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  void main()
}
