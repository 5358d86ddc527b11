// GET /healthz for load balancers and uptime checks: 200 when the database answers, 503 when not.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Router from '@koa/router'
import { projectRoot } from '@node/project-root'
import type { HealthResponse } from '@shared/api'
import type { AppDeps, AppState } from '../../context'
import { pingDatabase } from '../../db'
import { ServiceUnavailableError } from '../../errors'

// Found from this file's folder, which differs between the source and the compiled cloud.
const packageJson = JSON.parse(
  readFileSync(join(projectRoot(import.meta.dirname), 'package.json'), 'utf8'),
) as { version: string }
export const APP_VERSION = packageJson.version

export function healthRoutes(deps: AppDeps) {
  const router = new Router<AppState>()
  router.get('/healthz', async (ctx) => {
    try {
      await pingDatabase(deps.database)
    } catch (error) {
      ctx.state.log.error({ err: error }, 'health check: database unreachable')
      throw ServiceUnavailableError('database_unavailable', 'The database cannot be reached.')
    }
    ctx.set('Cache-Control', 'no-store')
    const body: HealthResponse = { ok: true, database: deps.database.dialect, version: APP_VERSION }
    ctx.body = body
  })
  return router
}
