import { apiRoutes } from '@shared/api'
import type { Platform } from '@shared/platform'
import { createResume } from '@shared/resume'
import { describe, expect, it, vi } from 'vitest'
import { createApi } from './endpoints'
import { ApiError, createHttpClient } from './http'

type Call = { url: string; init: RequestInit }

function json(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function fakeFetch(answers: ((call: Call) => Response | Promise<Response>)[]) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, init }
    calls.push(call)
    const answer = answers.shift()
    if (!answer) throw new Error(`unexpected request ${init.method} ${url}`)
    return answer(call)
  })
  return { fetch, calls }
}

function platform(overrides: Partial<Platform> = {}): Platform {
  let token: string | null = null
  return {
    kind: 'web',
    auth: 'cookie',
    apiBaseUrl: () => Promise.resolve('https://api.test'),
    getSessionToken: () => Promise.resolve(token),
    setSessionToken: (next) => {
      token = next
      return Promise.resolve()
    },
    saveFile: () => Promise.resolve(true),
    exportPdf: () => Promise.resolve(true),
    desktop: null,
    openExternal: () => Promise.resolve(),
    ...overrides,
  }
}

const header = (call: Call | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name]

describe('http client on the web (cookie + CSRF)', () => {
  it('fetches the CSRF token once and sends it on every state-changing call', async () => {
    const { fetch, calls } = fakeFetch([
      () => json(200, { csrfToken: 'tok-1' }),
      () => json(200, { ok: 1 }),
      () => json(204, undefined),
    ])
    const http = createHttpClient(platform(), fetch)
    await http.call(apiRoutes.library.update, { id: 'a', cvData: {} })
    await http.call(apiRoutes.library.remove, { id: 'a' })
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET https://api.test/csrf-token',
      'PUT https://api.test/api/libraryEntry',
      'DELETE https://api.test/api/libraryEntry',
    ])
    expect(header(calls[1], 'X-CSRF-Token')).toBe('tok-1')
    expect(header(calls[2], 'X-CSRF-Token')).toBe('tok-1')
    expect(calls.every((c) => c.init.credentials === 'include')).toBe(true)
  })

  it('refetches an expired CSRF token and retries exactly once', async () => {
    const csrfError = { error: { id: 'csrf_invalid', message: 'expired' } }
    const { fetch, calls } = fakeFetch([
      () => json(200, { csrfToken: 'old' }),
      () => json(403, csrfError),
      () => json(200, { csrfToken: 'new' }),
      () => json(200, { result: { id: 'x' } }),
    ])
    const onRejected = vi.fn()
    const http = createHttpClient(platform(), fetch)
    http.onSessionRejected(onRejected)
    const body = await http.call(apiRoutes.library.create, {})
    expect(body.result.id).toBe('x')
    expect(header(calls[3], 'X-CSRF-Token')).toBe('new')
    expect(onRejected).not.toHaveBeenCalled()
  })

  it('turns an error body into an ApiError with id, message and issues', async () => {
    const { fetch } = fakeFetch([
      () => json(200, { csrfToken: 't' }),
      () =>
        json(400, {
          error: {
            id: 'validation_failed',
            message: 'Some fields are not valid.',
            issues: [{ path: 'email', message: 'Enter a valid e-mail address.' }],
          },
        }),
    ])
    const http = createHttpClient(platform(), fetch)
    const error: unknown = await http
      .call(apiRoutes.session.signUp, { email: '', password: '' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      id: 'validation_failed',
      message: 'Some fields are not valid.',
      issues: [{ path: 'email', message: 'Enter a valid e-mail address.' }],
    })
  })

  it('reports an unreachable server as a network error', async () => {
    const { fetch } = fakeFetch([
      () => {
        throw new TypeError('Failed to fetch')
      },
    ])
    const http = createHttpClient(platform(), fetch)
    const error: unknown = await http.call(apiRoutes.session.current).catch((e: unknown) => e)
    if (!(error instanceof ApiError)) throw new Error('expected an ApiError')
    expect(error.isNetworkError).toBe(true)
    expect(error.message).toMatch(/Cannot reach the server/)
  })

  it('reports a rejected session on calls of routes that need one only', async () => {
    const rejected = { error: { id: 'forbidden', message: 'no' } }
    const unauthenticated = { error: { id: 'unauthenticated', message: 'Sign in.' } }
    const { fetch } = fakeFetch([
      () => json(403, rejected),
      () => json(401, unauthenticated),
      () => json(200, { csrfToken: 't' }),
      () => json(401, unauthenticated),
    ])
    const onRejected = vi.fn()
    const http = createHttpClient(platform(), fetch)
    http.onSessionRejected(onRejected)
    await http.call(apiRoutes.library.list, { uid: 'u1' }).catch(() => null)
    await http.call(apiRoutes.library.get, { id: '1' }).catch(() => null)
    // A public route (sign-in) answering 401 says nothing about the session.
    await http.call(apiRoutes.session.signIn, { email: 'a@b.co', password: 'x' }).catch(() => null)
    expect(onRejected.mock.calls).toEqual([[403], [401]])
  })

  it('does not read email_not_verified as a rejected session (the detailed evaluation refuses it)', async () => {
    const { fetch } = fakeFetch([
      () => json(200, { csrfToken: 't' }),
      () =>
        json(401, {
          error: {
            id: 'email_not_verified',
            message: 'Please verify your email to see the results.',
          },
        }),
    ])
    const onRejected = vi.fn()
    const http = createHttpClient(platform(), fetch)
    http.onSessionRejected(onRejected)
    await expect(
      http.call(apiRoutes.evaluation.detailed, { cvText: 'Ada', jobTitle: 'Engineer' }),
    ).rejects.toMatchObject({ id: 'email_not_verified' })
    expect(onRejected).not.toHaveBeenCalled()
  })
})

describe('http client on the desktop (bearer token)', () => {
  it('sends the bearer token and the client header, and no CSRF token', async () => {
    const desktop = platform({ kind: 'desktop', auth: 'bearer' })
    await desktop.setSessionToken('secret')
    const { fetch, calls } = fakeFetch([() => json(200, { result: { id: 'n' }, fixes: [] })])
    const http = createHttpClient(desktop, fetch)
    await http.call(apiRoutes.library.create, {})
    expect(calls).toHaveLength(1)
    expect(header(calls[0], 'Authorization')).toBe('Bearer secret')
    expect(header(calls[0], 'X-Vitae-Client')).toBe('desktop')
    expect(header(calls[0], 'X-CSRF-Token')).toBeUndefined()
    expect(calls[0]?.init.credentials).toBe('omit')
  })

  it('keeps the token from sign-in and forgets it on sign-out', async () => {
    const desktop = platform({ kind: 'desktop', auth: 'bearer' })
    const { fetch } = fakeFetch([
      () => json(200, { user: { uid: 'u1' }, token: 'fresh' }),
      () => json(204, undefined),
    ])
    const api = createApi(createHttpClient(desktop, fetch), desktop)
    await api.session.signIn({ email: 'a@b.co', password: 'x' })
    expect(await desktop.getSessionToken()).toBe('fresh')
    await api.session.signOut()
    expect(await desktop.getSessionToken()).toBeNull()
  })

  it('keeps the pending-verification credential between sign-in and the verify view', async () => {
    const desktop = platform({ kind: 'desktop', auth: 'bearer' })
    const { fetch, calls } = fakeFetch([
      () => json(200, { verification: { email: 'a@b.co', pendingToken: 'pending-1' } }),
      () => json(200, { verification: { email: 'a@b.co', pendingToken: 'pending-2' } }),
      () => json(200, { user: { uid: 'u1' }, token: 'session' }),
    ])
    const api = createApi(createHttpClient(desktop, fetch), desktop)
    expect(await api.session.signIn({ email: 'a@b.co', password: 'x' })).toEqual({
      verify: { email: 'a@b.co' },
    })
    expect(await desktop.getSessionToken()).toBeNull()
    await api.session.resendVerification()
    expect(await api.session.verificationStatus()).toEqual({ user: { uid: 'u1' } })
    expect(await desktop.getSessionToken()).toBe('session')
    const bodies = calls.slice(1).map((call) => JSON.parse(String(call.init.body)) as unknown)
    expect(bodies).toEqual([{ pendingToken: 'pending-1' }, { pendingToken: 'pending-2' }])
  })

  it('knows there is no session without a stored token, without asking the server', async () => {
    const desktop = platform({ kind: 'desktop', auth: 'bearer' })
    const { fetch } = fakeFetch([])
    const api = createApi(createHttpClient(desktop, fetch), desktop)
    expect(await api.session.current()).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('api endpoints', () => {
  it("answers null for a visitor's session check (200, user null) without reporting a rejected session", async () => {
    const { fetch, calls } = fakeFetch([() => json(200, { user: null })])
    const web = platform()
    const http = createHttpClient(web, fetch)
    const onRejected = vi.fn()
    http.onSessionRejected(onRejected)
    expect(await createApi(http, web).session.current()).toBeNull()
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET https://api.test/api/session',
    ])
    expect(onRejected).not.toHaveBeenCalled()
  })

  it('answers null for the current session on 401 (a session that ended) and calls every route of the table', async () => {
    const entry = { id: 'cv1', uid: 'u1', cvData: {}, createdAt: 'a', updatedAt: 'b' }
    const { fetch, calls } = fakeFetch([
      () => json(401, { error: { id: 'unauthenticated', message: 'Sign in.' } }),
      () => json(200, { result: [entry] }),
      () => json(200, { count: 1 }),
      () => json(404, { error: { id: 'not_found', message: 'Not found.' } }),
    ])
    const web = platform()
    const api = createApi(createHttpClient(web, fetch), web)
    expect(await api.session.current()).toBeNull()
    expect(await api.library.list({ uid: 'u 1' })).toEqual({ result: [entry] })
    expect(await api.library.count({ uid: 'u1' })).toEqual({ count: 1 })
    await expect(api.library.verifyOwnership({ cvId: 'cv9' })).rejects.toMatchObject({
      status: 404,
      id: 'not_found',
    })
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET https://api.test/api/session',
      'GET https://api.test/api/libraryEntries/u%201',
      'GET https://api.test/api/libraryEntriesCount/u1',
      'GET https://api.test/api/verify-cv-ownership/cv9',
    ])
    // Path parameters go into the path only; GET calls carry no body.
    expect(calls.every((c) => c.init.body === undefined)).toBe(true)
  })

  it('has one function per declared route', () => {
    const web = platform()
    const api = createApi(createHttpClient(web, fakeFetch([]).fetch), web)
    for (const [group, routes] of Object.entries(apiRoutes)) {
      for (const name of Object.keys(routes)) {
        expect(typeof (api as Record<string, Record<string, unknown>>)[group]?.[name]).toBe(
          'function',
        )
      }
    }
  })
})

describe('binary answers', () => {
  it('returns the PDF bytes, and the JSON error of a refused export', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70, 45])
    const { fetch, calls } = fakeFetch([
      () => json(200, { csrfToken: 'tok' }),
      () => new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
      () => json(402, { error: { id: 'premium_required', message: 'Upgrade.' } }),
    ])
    const web = platform()
    const api = createApi(createHttpClient(web, fetch), web)
    const resume = createResume()
    expect(await api.export.pdf({ cvData: resume, adjust: true })).toEqual(pdf)
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ cvData: resume, adjust: true })
    expect(header(calls[1], 'Accept')).toBe('application/pdf')
    await expect(api.export.pdf({ cvData: resume, adjust: false })).rejects.toMatchObject({
      status: 402,
      id: 'premium_required',
    })
  })
})
