// THE route table: every path the cloud answers, by resource. The cloud mounts exactly this
// (a test compares its routers with it in both directions), the renderer's client is built from
// it, and the dev proxy and the web server read its paths. See contract.ts for how to add a route.
import { defineForward, type ForwardDefinition } from './contract'
import { evaluationRoutes } from './evaluation'
import { exportRoutes } from './export'
import { importRoutes } from './import'
import { libraryRoutes } from './library'
import { sessionRoutes } from './session'
import { systemRoutes } from './system'
import { userRoutes } from './user'

/** Where better-auth answers (its basePath). */
export const AUTH_BASE_PATH = '/api/auth'

export const apiRoutes = {
  system: systemRoutes,
  session: sessionRoutes,
  user: userRoutes,
  library: libraryRoutes,
  import: importRoutes,
  export: exportRoutes,
  evaluation: evaluationRoutes,
}
export type ApiRoutes = typeof apiRoutes

/** Paths handed whole to another library (no schemas, no typed client; see defineForward). */
export const forwardedRoutes = {
  /**
   * better-auth's own endpoints (sign-up/in/out, get-session, update-user, …) as it ships them.
   * The app itself calls the /api/session routes; these stay reachable because better-auth
   * serves them. Restricting them means replacing this wildcard by one declaration per endpoint
   * the product uses (target 'better-auth').
   */
  betterAuth: defineForward({
    methods: ['GET', 'POST'],
    path: `${AUTH_BASE_PATH}/*path`,
    summary: "better-auth's endpoints, answered by better-auth itself.",
    target: 'better-auth',
    auth: 'public',
    csrf: true,
    errors: [
      'unauthenticated',
      'invalid_credentials',
      'email_not_verified',
      'email_taken',
      'not_found',
      'rate_limited',
    ],
  }),
} satisfies Record<string, ForwardDefinition>
