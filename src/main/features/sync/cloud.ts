// The cloud's library as sync sees it: the library routes of the route table (src/shared/api),
// called over HTTP as the desktop client (bearer token, X-Vitae-Client: desktop). Every failure
// becomes one of three errors sync knows how to treat: the cloud cannot be reached (offline; try
// again later), the session is gone (signed out), or the cloud answered with an error body.
import {
  apiRoutes,
  buildRequest,
  isApiErrorBody,
  wireRoute,
  type AnyRoute,
  type InputOf,
  type LibraryEntry,
  type PlanSummary,
  type ResponseOf,
  type UserDetails,
} from '@shared/api'

/** The cloud could not be reached, or answered as a server in trouble (5xx): try again later. */
export class CloudUnreachableError extends Error {
  override readonly name = 'CloudUnreachableError'
}

/** The session is missing or no longer valid (401). */
export class SignedOutError extends Error {
  override readonly name = 'SignedOutError'
}

/** The cloud refused the call with its error body (404, 409, 403 …). */
export class CloudRefusedError extends Error {
  override readonly name = 'CloudRefusedError'
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    /** revision_conflict: the entry as the cloud holds it now. */
    readonly current?: unknown,
  ) {
    super(message)
  }
}

export interface CloudLibrary {
  /** The signed-in user's id. */
  whoAmI(): Promise<string>
  /** The signed-in user's details (SignedOutError when the token is no longer valid). */
  user(): Promise<UserDetails>
  /** The signed-in user's plan and credits. */
  plan(): Promise<PlanSummary | null>
  list(uid: string): Promise<LibraryEntry[]>
  get(id: string): Promise<LibraryEntry>
  /** Creates the entry under the id the local library gave it; answers its revision (1). */
  create(id: string, cvData: unknown): Promise<void>
  update(id: string, cvData: unknown, baseRevision: number): Promise<{ revision: number }>
  /** Deletes the entry if it is still at baseRevision (else revision_conflict). */
  remove(id: string, baseRevision: number): Promise<void>
}

export interface CloudLibraryOptions {
  baseUrl: string
  getToken(): Promise<string | null>
  fetch?: typeof globalThis.fetch
  /** Each call gives up after this long (then counts as unreachable). */
  timeoutMs?: number
}

export function createCloudLibrary(options: CloudLibraryOptions): CloudLibrary {
  const doFetch = options.fetch ?? globalThis.fetch
  const base = options.baseUrl.replace(/\/+$/, '')

  async function call<R extends AnyRoute>(route: R, input: InputOf<R>): Promise<ResponseOf<R>> {
    const token = await options.getToken()
    if (!token) throw new SignedOutError('Not signed in.')
    const { url, body } = buildRequest(wireRoute(route), input as Record<string, unknown>)
    let response: Response
    try {
      response = await doFetch(`${base}${url}`, {
        method: route.method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          'X-Vitae-Client': 'desktop',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      })
    } catch (error) {
      throw new CloudUnreachableError(
        `The cloud at ${base} could not be reached (${(error as Error).message}).`,
      )
    }
    const text = await response.text().catch(() => '')
    let parsed: unknown = undefined
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // Not our JSON (a proxy's error page): judged by the status below.
    }
    if (response.ok) return parsed as ResponseOf<R>
    if (response.status === 401) throw new SignedOutError('The session has ended; sign in again.')
    if (response.status >= 500 || !isApiErrorBody(parsed)) {
      throw new CloudUnreachableError(`The cloud answered ${response.status}.`)
    }
    const { id, message, current } = parsed.error
    throw new CloudRefusedError(response.status, id, message, current)
  }

  const library = apiRoutes.library
  return {
    async whoAmI() {
      const { user } = await call(apiRoutes.session.current, {})
      // No token sent at all (a stored token answers 401 when it no longer holds).
      if (!user) throw new SignedOutError('The session has ended; sign in again.')
      return user.uid
    },
    async user() {
      const { user } = await call(apiRoutes.session.current, {})
      if (!user) throw new SignedOutError('The session has ended; sign in again.')
      return user
    },
    async plan() {
      return (await call(apiRoutes.plan.get, {})).plan
    },
    async list(uid) {
      return (await call(library.list, { uid })).result
    },
    async get(id) {
      return (await call(library.get, { id })).result
    },
    async create(id, cvData) {
      await call(library.create, { id, cvData })
    },
    async update(id, cvData, baseRevision) {
      const { result } = await call(library.update, { id, cvData, baseRevision })
      return { revision: result.revision }
    },
    async remove(id, baseRevision) {
      await call(library.remove, { id, baseRevision })
    },
  }
}
