// The app's calls to the cloud, built from the route table: api.<group>.<route>(input) for every
// declared route, typed by its declaration (no paths or response types written here). Only the
// session group is wrapped, because signing in and out also keeps the desktop's bearer token and
// the CSRF cache in step with the session.
// Types only from @shared/api: a value import would bring zod and the route table into the
// first load (see virtual:vitae-api-wire).
import type {
  AnyRoute,
  ApiRoutes,
  ResponseOf,
  RouteGroup,
  SignInInput,
  SignInOrPendingResponse,
  SignUpInput,
  UserDetails,
  WireRoute,
} from '@shared/api'
import type { Platform } from '@shared/platform'
import wire from 'virtual:vitae-api-wire'
import { ApiError, type CallArgs, type HttpClient } from './http'

/** What signing up or in led to: a session, or the verify view for an unconfirmed address. */
export type SignInOutcome = { user: UserDetails } | { verify: { email: string } }

export type RouteCall<R extends AnyRoute> = (...args: CallArgs<R>) => Promise<ResponseOf<R>>
export type GroupCalls<G extends RouteGroup> = { [K in keyof G]: RouteCall<G[K]> }
export type TableCalls = { [K in keyof ApiRoutes]: GroupCalls<ApiRoutes[K]> }

function groupCalls(http: HttpClient, group: Readonly<Record<string, WireRoute>>) {
  const calls: Record<string, RouteCall<AnyRoute>> = {}
  for (const [name, route] of Object.entries(group)) {
    calls[name] = (...args) => http.call(route, ...args)
  }
  return calls
}

/** One typed function per route of the table (its run-time facts come from the build). */
export function createRouteCalls(http: HttpClient): TableCalls {
  const table: Record<string, unknown> = {}
  for (const [group, routes] of Object.entries(wire)) table[group] = groupCalls(http, routes)
  return table as TableCalls
}

export function createApi(http: HttpClient, platform: Platform) {
  const calls = createRouteCalls(http)

  async function startSession(response: ResponseOf<ApiRoutes['session']['current']>) {
    if (platform.auth === 'bearer' && response.token) await platform.setSessionToken(response.token)
    http.resetCsrfToken()
    return response.user
  }

  // The desktop's pending-verification credential (the web's is an httpOnly cookie): kept here
  // between the sign-up or sign-in that issued it and the verify view's polling and resend.
  let pendingToken: string | undefined
  async function outcome(answer: SignInOrPendingResponse): Promise<SignInOutcome> {
    if ('verification' in answer) {
      pendingToken = answer.verification.pendingToken ?? pendingToken
      return { verify: { email: answer.verification.email } }
    }
    pendingToken = undefined
    return { user: await startSession(answer) }
  }
  const pending = () => (pendingToken === undefined ? {} : { pendingToken })

  const session = {
    ...calls.session,
    /** Signed in, or (e-mail on) waiting for the address to be confirmed: the verify view. */
    async signUp(input: SignUpInput): Promise<SignInOutcome> {
      return outcome(await calls.session.signUp(input))
    },
    async signIn(input: SignInInput): Promise<SignInOutcome> {
      return outcome(await calls.session.signIn(input))
    },
    /** The verify view's poll: signed in once the address is confirmed. */
    async verificationStatus(): Promise<SignInOutcome> {
      return outcome(await calls.session.verificationStatus(pending()))
    },
    async resendVerification(): Promise<void> {
      await outcome(await calls.session.resendVerification(pending()))
    },
    /** Follows a verification link; this browser is signed in when `signedIn`. */
    async verifyEmail(token: string) {
      const answer = await calls.session.verifyEmail({ token })
      http.resetCsrfToken()
      return answer
    },
    /** Ends the session on the server when it can; the local session ends either way. */
    async signOut(): Promise<void> {
      try {
        await calls.session.signOut()
      } finally {
        if (platform.auth === 'bearer') await platform.setSessionToken(null)
        http.resetCsrfToken()
      }
    },
    /** The signed-in user, or null when there is no session (401). */
    async current(): Promise<UserDetails | null> {
      if (platform.auth === 'bearer' && !(await platform.getSessionToken())) return null
      try {
        return (await calls.session.current()).user
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
  }

  return { ...calls, session }
}

export type Api = ReturnType<typeof createApi>
