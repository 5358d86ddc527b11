// GET /csrf-token: the token the web app sends back in X-CSRF-Token (see auth/csrf.ts).
import Router from '@koa/router'
import type { CsrfTokenResponse } from '@shared/api'
import { issueCsrfToken } from '../../auth/csrf'
import type { AppDeps, AppState } from '../../context'

export function csrfRoutes(deps: AppDeps) {
  const router = new Router<AppState>()
  const secure = deps.config.publicUrl.startsWith('https:')
  router.get('/csrf-token', (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    const body: CsrfTokenResponse = {
      csrfToken: issueCsrfToken(ctx, { secret: deps.config.authSecret, secure }),
    }
    ctx.body = body
  })
  return router
}
