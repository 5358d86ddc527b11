// The one fetch wrapper every cloud call goes through. It knows how this build authenticates
// (cookie + CSRF token on the web, bearer token on the desktop), turns every failure into an
// ApiError, and reports calls that prove the session is gone.
import { CSRF_HEADER, isApiErrorBody, type ApiErrorBody, type CsrfTokenResponse } from '@shared/api'
import type { Platform } from '@shared/platform'

export type ApiIssue = NonNullable<ApiErrorBody['error']['issues']>[number]

/** Error ids the client itself produces (the server's ids come from its error catalogue). */
export const CLIENT_ERROR_IDS = {
  network: 'network_unreachable',
  badResponse: 'invalid_response',
  csrf: 'csrf_invalid',
} as const

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly id: string,
    message: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message)
    this.name = 'ApiError'
  }

  get isNetworkError(): boolean {
    return this.id === CLIENT_ERROR_IDS.network
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  body?: unknown
  /**
   * Whether the call needs a signed-in user. A 401, or a 403 that is not a CSRF failure, on such
   * a call means the session ended (spec 001 §4) and is reported to onSessionRejected.
   */
  authenticated?: boolean
  signal?: AbortSignal
}

export interface HttpClient {
  request<Response>(method: HttpMethod, path: string, options?: RequestOptions): Promise<Response>
  /** The same call for a binary answer (a PDF): the body's bytes; errors are still JSON. */
  requestBytes(method: HttpMethod, path: string, options?: RequestOptions): Promise<Uint8Array>
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
      const { id, message, issues } = body.error
      return new ApiError(response.status, id, message, issues ?? [])
    }
    return new ApiError(
      response.status,
      `http_${response.status}`,
      `The server answered with HTTP ${response.status}.`,
    )
  }

  async function fetchCsrfToken(baseUrl: string): Promise<string> {
    const response = await send(`${baseUrl}/csrf-token`, {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) throw await toError(response)
    const body = (await readBody(response)) as Partial<CsrfTokenResponse> | undefined
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

  async function headersFor(method: HttpMethod, baseUrl: string, hasBody: boolean) {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (hasBody) headers['Content-Type'] = 'application/json'
    if (platform.auth === 'bearer') {
      headers['X-Vitae-Client'] = 'desktop'
      const token = await platform.getSessionToken()
      if (token) headers.Authorization = `Bearer ${token}`
    } else if (method !== 'GET') {
      headers[CSRF_HEADER] = await csrf(baseUrl)
    }
    return headers
  }

  async function attempt(method: HttpMethod, path: string, options: RequestOptions) {
    const baseUrl = await platform.apiBaseUrl()
    const hasBody = options.body !== undefined
    return send(`${baseUrl}${path}`, {
      method,
      headers: await headersFor(method, baseUrl, hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      credentials: platform.auth === 'cookie' ? 'include' : 'omit',
      signal: options.signal,
    })
  }

  /** A successful response, or the ApiError of the failed one. */
  async function perform(method: HttpMethod, path: string, options: RequestOptions) {
    let response = await attempt(method, path, options)
    let error = response.ok ? null : await toError(response)
    // An expired or rotated CSRF token: fetch a fresh one and try exactly once more.
    if (error?.id === CLIENT_ERROR_IDS.csrf && platform.auth === 'cookie') {
      csrfToken = null
      response = await attempt(method, path, options)
      error = response.ok ? null : await toError(response)
    }
    if (error) {
      const rejected =
        error.status === 401 || (error.status === 403 && error.id !== CLIENT_ERROR_IDS.csrf)
      if (options.authenticated && rejected) sessionRejected?.(error.status as 401 | 403)
      throw error
    }
    return response
  }

  return {
    async request<Response>(method: HttpMethod, path: string, options: RequestOptions = {}) {
      const response = await perform(method, path, options)
      // The caller's function names the shared response type of its route.
      return (await readBody(response)) as Response
    },
    async requestBytes(method: HttpMethod, path: string, options: RequestOptions = {}) {
      const response = await perform(method, path, options)
      try {
        return new Uint8Array(await response.arrayBuffer())
      } catch {
        throw new ApiError(0, CLIENT_ERROR_IDS.network, NETWORK_MESSAGE)
      }
    },
    resetCsrfToken() {
      csrfToken = null
    },
    onSessionRejected(handler) {
      sessionRejected = handler
    },
  }
}
