// THE route table: every path the cloud answers, by resource. The cloud mounts exactly this
// (a test compares its routers with it in both directions), the renderer's client is built from
// it, and the dev proxy and the web server read its paths. See contract.ts for how to add a route.
import { accountRoutes } from './account'
import { billingRoutes } from './billing'
import { coverLetterRoutes } from './cover-letter'
import {
  defineForward,
  type ForwardDefinition,
  type HttpMethod,
  type RateLimitBucket,
} from './contract'
import type { ApiErrorId } from './errors'
import { enhanceRoutes } from './enhance'
import { evaluationRoutes } from './evaluation'
import { exportRoutes } from './export'
import { DESKTOP_SIGN_IN_PATH, identityRoutes } from './identity'
import { historyRoutes } from './history'
import { importRoutes } from './import'
import { libraryRoutes } from './library'
import { planRoutes } from './plan'
import { sessionRoutes } from './session'
import { shareRoutes } from './share'
import { siteRoutes } from './site'
import { systemRoutes } from './system'
import { translateRoutes } from './translate'
import { userRoutes } from './user'

/** Where better-auth answers (its basePath). */
export const AUTH_BASE_PATH = '/api/auth'

export const apiRoutes = {
  system: systemRoutes,
  session: sessionRoutes,
  identity: identityRoutes,
  user: userRoutes,
  account: accountRoutes,
  library: libraryRoutes,
  import: importRoutes,
  export: exportRoutes,
  evaluation: evaluationRoutes,
  translate: translateRoutes,
  enhance: enhanceRoutes,
  plan: planRoutes,
  billing: billingRoutes,
  share: shareRoutes,
  history: historyRoutes,
  coverLetter: coverLetterRoutes,
  site: siteRoutes,
}
export type ApiRoutes = typeof apiRoutes

/**
 * One of better-auth's own endpoints made reachable over HTTP, exactly at
 * `${AUTH_BASE_PATH}${endpoint}` and for one method: the declaration goes into
 * `forwardedRoutes` below, and the cloud mounts it behind the chain it asks for (CSRF, rate
 * limit) with better-auth answering. Nothing else under /api/auth is mounted, so an endpoint
 * better-auth ships (sign-in/email, sign-up/email, get-session, update-user, …) is unreachable
 * until it is declared here (H-1). Exact paths only: no wildcards, no parameters.
 *
 * Example (the accounts issue): `verifyEmail: betterAuthEndpoint('GET', '/verify-email',
 * { summary: 'Confirms an e-mail address from the link sent to it.', rateLimit: 'signIn' })`.
 */
export function betterAuthEndpoint(
  method: HttpMethod,
  endpoint: `/${string}`,
  options: {
    summary: string
    rateLimit?: RateLimitBucket
    errors?: readonly ApiErrorId[]
    /** Defaults to true; applies to state-changing methods only. */
    csrf?: boolean
  },
): ForwardDefinition {
  if (/[*:?#]/.test(endpoint)) {
    throw new Error(`better-auth endpoint ${endpoint}: declare exact paths only.`)
  }
  return defineForward({
    methods: [method],
    path: `${AUTH_BASE_PATH}${endpoint}`,
    summary: options.summary,
    target: 'better-auth',
    auth: 'public',
    csrf: options.csrf ?? true,
    ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    errors: options.errors ?? [
      'unauthenticated',
      'invalid_credentials',
      'email_not_verified',
      'not_found',
    ],
  })
}

/**
 * Paths handed whole to another library (no schemas, no typed client; see defineForward).
 *
 * One sign-in surface (issue 11 point 2): the product signs in, signs up, signs out and reads
 * the session through its own /api/session routes (rate limited per client address, answering
 * in the shared SessionResponse shape, the bearer token only to the desktop). Two-factor,
 * passkeys and the start of social sign-in are product routes too (apiRoutes.identity, calling
 * better-auth's server API); only the OAuth callbacks, which the providers' redirects reach,
 * are better-auth endpoints here. Each feature that needs another adds one
 * `betterAuthEndpoint(...)` line here.
 */
export const forwardedRoutes: Readonly<Record<string, ForwardDefinition>> = {
  // Where Google and GitHub send the browser back (social sign-in, issue 16 point 4). The
  // request comes from the provider's redirect, so it carries no CSRF token; better-auth checks
  // the signed state cookie against its stored state and sends the PKCE verifier instead.
  googleCallback: betterAuthEndpoint('GET', '/callback/google', {
    summary: 'Google sends the browser back here after sign-in.',
    rateLimit: 'signIn',
  }),
  githubCallback: betterAuthEndpoint('GET', '/callback/github', {
    summary: 'GitHub sends the browser back here after sign-in.',
    rateLimit: 'signIn',
  }),
  // The desktop app's social sign-in in the system browser (RFC 8252, loopback redirect): the
  // browser starts at begin (redirected to the provider), comes back through better-auth's
  // callback to finish, which hands a one-time code to the app's loopback address.
  desktopSignInBegin: defineForward({
    methods: ['GET'],
    path: `${DESKTOP_SIGN_IN_PATH}/begin`,
    summary: "The system browser starts the desktop app's social sign-in here.",
    target: 'desktop-sign-in',
    auth: 'public',
    // GET only: CSRF applies to state-changing methods.
    csrf: true,
    rateLimit: 'signIn',
    errors: ['not_found'],
  }),
  desktopSignInFinish: defineForward({
    methods: ['GET'],
    path: `${DESKTOP_SIGN_IN_PATH}/finish`,
    summary: "The system browser ends the desktop app's social sign-in here.",
    target: 'desktop-sign-in',
    auth: 'public',
    // GET only: CSRF applies to state-changing methods.
    csrf: true,
    rateLimit: 'signIn',
    errors: ['not_found'],
  }),
}
