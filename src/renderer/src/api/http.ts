// The one fetch wrapper every cloud call goes through, driven by the route table
// (src/shared/api/routes.ts): the declaration says where the input goes, whether the call needs
// the CSRF token or a session, and what kind of answer comes back. It knows how this build
// authenticates (cookie + CSRF token on the web, bearer token on the desktop), turns every
// failure into an ApiError, and reports calls that prove the session is gone.
import {
  buildRequest,
  CSRF_HEADER,
  isApiErrorBody,
  type AnyRoute,
  type ApiErrorBody,
  type ApiErrorId,
  type InputOf,
  type ResponseOf,
  type WireRoute,
} from '@shared/api'
import type { Platform } from '@shared/platform'
import wire from 'virtual:vitae-api-wire'

export type ApiIssue = NonNullable<ApiErrorBody['error']['issues']>[number]

/** Error ids the client itself produces; the server's come from the shared catalogue. */
export const CLIENT_ERROR_IDS = {
  network: 'network_unreachable',
  badResponse: 'invalid_response',
} as const
type ClientErrorId = (typeof CLIENT_ERROR_IDS)[keyof typeof CLIENT_ERROR_IDS]
/** An error answer that is not our JSON error body (a proxy's 502 page). */
type HttpStatusErrorId = `http_${number}`

export type ErrorId = ApiErrorId | ClientErrorId | HttpStatusErrorId

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly id: ErrorId,
    message: string,
    readonly issues: ApiIssue[] = [],
    /** What a conflict is about, as the server holds it now (revision_conflict: the entry). */
    readonly current?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get isNetworkError(): boolean {
    return this.id === CLIENT_ERROR_IDS.network
  }
}

export interface CallOptions {
  signal?: AbortSignal
}

/** The input argument may be left out when the route takes nothing. */
export type CallArgs<R extends AnyRoute> =
  Record<string, never> extends InputOf<R>
    ? [input?: InputOf<R>, options?: CallOptions]
    : [input: InputOf<R>, options?: CallOptions]

export interface HttpClient {
  /**
   * Calls a declared route. On a route that needs a session (`auth: 'session'`), a 401, or a 403
   * that is not a CSRF failure, means the session ended (spec 001 §4) and is reported to
   * onSessionRejected.
   */
  call<R extends AnyRoute>(route: R, ...args: CallArgs<R>): Promise<ResponseOf<R>>
  /** The same with the route's run-time facts only (what the app's build carries). */
  call<R extends AnyRoute>(route: WireRoute, ...args: CallArgs<R>): Promise<ResponseOf<R>>
  /** Forget the cached CSRF token (the session changed, so the server issues a new one). */
  resetCsrfToken(): void
  /** Called with the status when the server rejects the session of an authenticated call. */
  onSessionRejected(handler: ((status: 401 | 403) => void) | null): void
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>

const NETWORK_MESSAGE = 'Cannot reach the server. Check your internet connection and try again.'

export function createHttpClient(platform: Platform, fetchImpl: FetchLike): HttpClient {
  let csrfToken: Promise<string> | null = null
  let sessionRejected: ((status: 401 | 403) => void) | null = null

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, init)
    } catch (error) {
      if (init.signal?.aborted) throw error
      throw new ApiError(0, CLIENT_ERROR_IDS.network, NETWORK_MESSAGE)
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return undefined
    const text = await response.text()
    if (text === '') return undefined
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new ApiError(
        response.status,
        CLIENT_ERROR_IDS.badResponse,
        `The server sent an answer that could not be read (HTTP ${response.status}).`,
      )
    }
  }

  async function toError(response: Response): Promise<ApiError> {
    const body = await readBody(response).catch(() => undefined)
    if (isApiErrorBody(body)) {
      // A newer server may send an id this build does not know yet: kept as sent, and its
      // message (written for people) is what the user sees.
      const { id, message, issues, current } = body.error
      return new ApiError(response.status, id, message, issues ?? [], current)
    }
    return new ApiError(
      response.status,
      `http_${response.status}`,
      `The server answered with HTTP ${response.status}.`,
    )
  }

  async function fetchCsrfToken(baseUrl: string): Promise<string> {
    const response = await send(`${baseUrl}${wire.system.csrfToken.path}`, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) throw await toError(response)
    const body = (await readBody(response)) as { csrfToken?: unknown } | undefined
    if (typeof body?.csrfToken !== 'string') {
      throw new ApiError(
        response.status,
        CLIENT_ERROR_IDS.badResponse,
        'No security token came back.',
      )
    }
    return body.csrfToken
  }

  function csrf(baseUrl: string): Promise<string> {
    csrfToken ??= fetchCsrfToken(baseUrl).catch((error: unknown) => {
      csrfToken = null
      throw error
    })
    return csrfToken
  }

  async function headersFor(route: WireRoute, baseUrl: string, hasBody: boolean) {
    const headers: Record<string, string> = {
      Accept: route.response.kind === 'binary' ? route.response.contentType : 'application/json',
    }
    if (hasBody) headers['Content-Type'] = 'application/json'
    if (platform.auth === 'bearer') {
      headers['X-Vitae-Client'] = 'desktop'
      const token = await platform.getSessionToken()
      if (token) headers.Authorization = `Bearer ${token}`
    } else if (route.csrf) {
      headers[CSRF_HEADER] = await csrf(baseUrl)
    }
    return headers
  }

  async function attempt(route: WireRoute, input: unknown, options: CallOptions) {
    const baseUrl = await platform.apiBaseUrl()
    const { url, body } = buildRequest(route, (input ?? {}) as Record<string, unknown>)
    return send(`${baseUrl}${url}`, {
      method: route.method,
      headers: await headersFor(route, baseUrl, body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: platform.auth === 'cookie' ? 'include' : 'omit',
      signal: options.signal,
    })
  }

  /** A successful response, or the ApiError of the failed one. */
  async function perform(route: WireRoute, input: unknown, options: CallOptions) {
    let response = await attempt(route, input, options)
    let error = response.ok ? null : await toError(response)
    // An expired or rotated CSRF token: fetch a fresh one and try exactly once more.
    if (error?.id === 'csrf_invalid' && platform.auth === 'cookie') {
      csrfToken = null
      response = await attempt(route, input, options)
      error = response.ok ? null : await toError(response)
    }
    if (error) {
      // email_not_verified (401) refuses one action of a valid session: not a sign-out.
      const rejected =
        (error.status === 401 && error.id !== 'email_not_verified') ||
        (error.status === 403 && error.id !== 'csrf_invalid')
      if (route.auth === 'session' && rejected) sessionRejected?.(error.status as 401 | 403)
      throw error
    }
    return response
  }

  async function readAnswer(route: WireRoute, response: Response): Promise<unknown> {
    switch (route.response.kind) {
      case 'json':
        return readBody(response)
      case 'empty':
        return undefined
      case 'binary':
        try {
          return new Uint8Array(await response.arrayBuffer())
        } catch {
          throw new ApiError(0, CLIENT_ERROR_IDS.network, NETWORK_MESSAGE)
        }
    }
  }

  return {
    async call<R extends AnyRoute>(route: WireRoute, ...[input, options = {}]: CallArgs<R>) {
      const response = await perform(route, input, options)
      // The cloud answers what the route declares (checked against the schema in its tests).
      return (await readAnswer(route, response)) as ResponseOf<R>
    },
    resetCsrfToken() {
      csrfToken = null
    },
    onSessionRejected(handler) {
      sessionRejected = handler
    },
  }
}
