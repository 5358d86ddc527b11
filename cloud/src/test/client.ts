// A small HTTP client for tests, behaving like one of the two real clients: a browser (cookie
// jar + CSRF token from /csrf-token) or the desktop app (X-Vitae-Client: desktop + bearer token).
import { CSRF_HEADER } from '@shared/api'

export interface TestResponse<Body = unknown> {
  status: number
  headers: Headers
  body: Body
  text: string
  /** The raw body, for binary answers such as PDFs. */
  bytes: Uint8Array
}

export interface RequestOptions {
  body?: unknown
  /** Raw body text instead of JSON (e.g. broken JSON). */
  rawBody?: string
  headers?: Record<string, string>
  /** Browser clients send the CSRF token on state-changing calls unless this is false. */
  csrf?: boolean
}

export class TestClient {
  readonly cookies = new Map<string, string>()
  bearerToken: string | null = null
  private csrfToken: string | null = null

  constructor(
    readonly baseUrl: string,
    readonly kind: 'browser' | 'desktop' = 'browser',
  ) {}

  private storeCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async fetchCsrfToken(): Promise<string> {
    const response = await this.request<{ csrfToken: string }>('GET', '/csrf-token')
    this.csrfToken = response.body.csrfToken
    return this.csrfToken
  }

  async request<Body = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<Body>> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (this.kind === 'desktop') {
      headers['X-Vitae-Client'] = 'desktop'
      if (this.bearerToken) headers.Authorization = `Bearer ${this.bearerToken}`
    } else if (method !== 'GET' && method !== 'HEAD' && options.csrf !== false) {
      headers[CSRF_HEADER] = this.csrfToken ?? (await this.fetchCsrfToken())
    }
    // After the CSRF fetch, which may have set the cookie the token belongs to.
    if (this.cookies.size > 0) headers.Cookie = this.cookieHeader()
    let body: string | undefined
    if (options.rawBody !== undefined) {
      body = options.rawBody
      headers['Content-Type'] = 'application/json'
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['Content-Type'] = 'application/json'
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body,
      redirect: 'manual',
    })
    this.storeCookies(response.headers)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const text = new TextDecoder().decode(bytes)
    let parsed: unknown = text
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text)
    return { status: response.status, headers: response.headers, body: parsed as Body, text, bytes }
  }

  get<Body = unknown>(path: string, options?: RequestOptions) {
    return this.request<Body>('GET', path, options)
  }
  post<Body = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('POST', path, { ...options, body })
  }
  put<Body = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('PUT', path, { ...options, body })
  }
  delete<Body = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<Body>('DELETE', path, { ...options, body })
  }
}
