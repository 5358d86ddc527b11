// GET /healthz for load balancers and uptime checks (200 when the database answers, 503 when
// not), and GET /csrf-token, the token the web app sends back in X-CSRF-Token (see auth/csrf.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '@node/project-root'
import type { apiRoutes } from '@shared/api'
import { issueCsrfToken } from '../../auth/csrf'
import type { AppDeps } from '../../context'
import { pingDatabase } from '../../db'
import { ServiceUnavailableError } from '../../errors'
import type { GroupHandlers } from '../mount'

const packageJson = JSON.parse(
  readFileSync(join(projectRoot(import.meta.dirname), 'package.json'), 'utf8'),
) as {
  version: string
}
export const APP_VERSION = packageJson.version

export function systemHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.system> {
  const secure = deps.config.publicUrl.startsWith('https:')
  return {
    async health({ ctx }) {
      try {
        await pingDatabase(deps.database)
      } catch (error) {
        ctx.state.log.error({ err: error }, 'health check: database unreachable')
        throw ServiceUnavailableError('database_unavailable', 'The database cannot be reached.')
      }
      return { ok: true, database: deps.database.dialect, version: APP_VERSION }
    },
    csrfToken({ ctx }) {
      return { csrfToken: issueCsrfToken(ctx, { secret: deps.config.authSecret, secure }) }
    },
  }
}
