// GET /api/plan (apiRoutes.plan): billing on or off for anyone, the plan and credits for the
// signed-in user, straight from the entitlements module.
import type { apiRoutes } from '@shared/api'
import type { AppDeps } from '../../context'
import type { GroupHandlers } from '../mount'

export function planHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.plan> {
  return {
    async get({ user }) {
      const { billingEnabled } = deps.entitlements
      return { billingEnabled, plan: user ? await deps.entitlements.summary(user.id) : null }
    },
  }
}
