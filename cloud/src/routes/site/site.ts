// GET /api/site: the deployment's public facts from the operator's configuration (see
// src/shared/api/site.ts). Secrets never appear here: only whether a service is switched on.
import type { apiRoutes } from '@shared/api'
import type { AppDeps } from '../../context'
import type { GroupHandlers } from '../mount'

export function siteHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.site> {
  const { site, smtp, stripe, ai, translate } = deps.config
  const answer = {
    operator: site.operator,
    socialUrl: site.socialUrl,
    analytics: site.analytics,
    services: {
      email: smtp !== null,
      payments: stripe !== null,
      ai: ai !== null,
      translation: translate.provider,
    },
  }
  return {
    get() {
      return answer
    },
  }
}
