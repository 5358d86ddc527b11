// The app's calls to the cloud, built from the route table: api.<group>.<route>(input) for every
// declared route, typed by its declaration (no paths or response types written here). Only the
// session group is wrapped, because signing in and out also keeps the desktop's bearer token and
// the CSRF cache in step with the session.
// Types only from @shared/api: a value import would bring zod and the route table into the
// first load (see virtual:vitae-api-wire).
import type {
  AnyRoute,
  ApiRoutes,
  SecurityState,
  SessionResponse,
  SocialProvider,
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

/**
 * Sign-in with the right password of an account with two-factor on: there is no session yet,
 * the dialog asks for the authenticator code or a backup code (api.session.twoFactor).
 */
export class TwoFactorRequired extends Error {
  /** Desktop only: the pending step, sent back with the code. */
  constructor(readonly twoFactorToken?: string) {
    super('The second sign-in step is needed.')
    this.name = 'TwoFactorRequired'
  }
}

export function createApi(http: HttpClient, platform: Platform) {
  const calls = createRouteCalls(http)

  async function startSession(response: SessionResponse) {
    if (platform.auth === 'bearer' && response.token) await platform.setSessionToken(response.token)
    http.resetCsrfToken()
    return response.user
  }

  /** A security change that replaced the session hands the desktop its new token. */
  async function keepSession(state: SecurityState): Promise<SecurityState> {
    if (platform.auth === 'bearer' && state.token) await platform.setSessionToken(state.token)
    http.resetCsrfToken()
    return state
  }

  /** The desktop's pending second step (the web keeps it in a cookie). */
  let pendingTwoFactor: string | undefined

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
    /**
     * Signed in, or the verify view (address not confirmed, e-mail on); throws TwoFactorRequired
     * when the account asks for a second step.
     */
    async signIn(input: SignInInput): Promise<SignInOutcome> {
      const response = await calls.session.signIn(input)
      if ('twoFactorRequired' in response) {
        pendingTwoFactor = response.twoFactorToken
        throw new TwoFactorRequired(response.twoFactorToken)
      }
      return outcome(response)
    },
    /** The second step: the authenticator code, or a backup code (used up by this). */
    async twoFactor(
      input: { code: string } | { backupCode: string },
      trustDevice = false,
    ): Promise<UserDetails> {
      const response = await calls.identity.twoFactorSignIn({
        ...input,
        trustDevice,
        ...(pendingTwoFactor ? { twoFactorToken: pendingTwoFactor } : {}),
      })
      pendingTwoFactor = undefined
      return startSession(response)
    },
    /** Signs in with a passkey: `authenticate` runs the browser's WebAuthn ceremony. */
    async passkey(
      authenticate: (options: Record<string, unknown>) => Promise<Record<string, unknown>>,
    ): Promise<UserDetails> {
      const options = await calls.identity.passkeySignInOptions()
      const response = await authenticate(options)
      return startSession(await calls.identity.passkeySignIn({ response }))
    },
    /** The provider's sign-in page to send the browser to. */
    async socialUrl(provider: SocialProvider, callbackPath: string, errorPath: string) {
      return (await calls.identity.socialSignIn({ provider, callbackPath, errorPath })).url
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
    /**
     * The signed-in user, or null when there is none: a visitor gets `{ user: null }`, a session
     * that ended (a stale cookie, a desktop token that no longer holds) a 401.
     */
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

  const security = {
    current: () => calls.identity.security(),
    startTwoFactor: (password: string) => calls.identity.enableTwoFactor({ password }),
    async confirmTwoFactor(code: string) {
      return keepSession(await calls.identity.confirmTwoFactor({ code }))
    },
    async disableTwoFactor(password: string) {
      return keepSession(await calls.identity.disableTwoFactor({ password }))
    },
    newBackupCodes: (password: string) => calls.identity.backupCodes({ password }),
    /** Adds a passkey: `register` runs the browser's WebAuthn ceremony. */
    async addPasskey(
      register: (options: Record<string, unknown>) => Promise<Record<string, unknown>>,
      name?: string,
    ) {
      const options = await calls.identity.passkeyRegisterOptions()
      const response = await register(options)
      return calls.identity.addPasskey({ response, ...(name ? { name } : {}) })
    },
    deletePasskey: (id: string) => calls.identity.deletePasskey({ id }),
  }

  return { ...calls, session, security }
}

export type Api = ReturnType<typeof createApi>
