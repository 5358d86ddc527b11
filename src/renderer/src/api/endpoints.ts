// The app's calls to the cloud, built from the route table: api.<group>.<route>(input) for every
// declared route, typed by its declaration (no paths or response types written here). Only the
// session group is wrapped, because signing in and out also keeps the desktop's bearer token and
// the CSRF cache in step with the session.
import {
  apiRoutes,
  type AnyRoute,
  type ApiRoutes,
  type ResponseOf,
  type RouteGroup,
  type SignInInput,
  type SignUpInput,
  type UserDetails,
} from '@shared/api'
import type { Platform } from '@shared/platform'
import { ApiError, type CallArgs, type HttpClient } from './http'

export type RouteCall<R extends AnyRoute> = (...args: CallArgs<R>) => Promise<ResponseOf<R>>
export type GroupCalls<G extends RouteGroup> = { [K in keyof G]: RouteCall<G[K]> }
export type TableCalls = { [K in keyof ApiRoutes]: GroupCalls<ApiRoutes[K]> }

function groupCalls<G extends RouteGroup>(http: HttpClient, group: G): GroupCalls<G> {
  const calls: Partial<Record<keyof G, RouteCall<AnyRoute>>> = {}
  for (const name of Object.keys(group) as (keyof G)[]) {
    const route = group[name] as AnyRoute
    calls[name] = (...args) => http.call(route, ...args)
  }
  return calls as unknown as GroupCalls<G>
}

/** One typed function per route of the table. */
export function createRouteCalls(http: HttpClient): TableCalls {
  const table = {} as Record<keyof ApiRoutes, unknown>
  for (const group of Object.keys(apiRoutes) as (keyof ApiRoutes)[]) {
    table[group] = groupCalls(http, apiRoutes[group])
  }
  return table as TableCalls
}

export function createApi(http: HttpClient, platform: Platform) {
  const calls = createRouteCalls(http)

  async function startSession(response: ResponseOf<ApiRoutes['session']['signIn']>) {
    if (platform.auth === 'bearer' && response.token) await platform.setSessionToken(response.token)
    http.resetCsrfToken()
    return response.user
  }

  const session = {
    async signUp(input: SignUpInput): Promise<UserDetails> {
      return startSession(await calls.session.signUp(input))
    },
    async signIn(input: SignInInput): Promise<UserDetails> {
      return startSession(await calls.session.signIn(input))
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
