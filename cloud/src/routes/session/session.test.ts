import type { ApiErrorBody, SessionResponse } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { signUpUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer
beforeAll(async () => {
  // Billing on: the registration record shows the sign-up credits of the Free plan.
  server = await createTestServer({
    billing: true,
    rateLimits: { signIn: { max: 5, windowSeconds: 600 } },
  })
})
afterAll(async () => {
  await server.close()
})

const sessionCookie = (client: TestClient) =>
  [...client.cookies.keys()].find((name) => name.includes('session_token'))

describe('POST /api/session/sign-up', () => {
  it('creates the account with the registration record and signs the browser in with a cookie', async () => {
    const client = new TestClient(server.url)
    const response = await client.post<SessionResponse>('/api/session/sign-up', {
      email: '  Grace@Example.com ',
      password: 'a long password',
      firstName: 'Grace',
      lastName: 'Hopper',
      locale: 'de',
    })
    expect(response.status).toBe(201)
    expect(response.body.token).toBeUndefined()
    expect(response.body.user).toMatchObject({
      email: 'grace@example.com',
      emailVerified: false,
      displayName: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      locale: 'de',
      accountStatus: 'Free',
      subscriptionStatus: 'not active',
      premiumType: 'none',
      termsAndConditions: true,
      updatesAndTips: true,
      evaluationCredit: 3,
      enhanceCredit: 10,
      translateCredit: 0,
      existingCredit: 1,
    })
    expect(response.body.user.uid).toBe(response.body.user.id)
    expect(Object.keys(response.body.user).sort()).toEqual(
      [
        'id',
        'uid',
        'email',
        'emailVerified',
        'displayName',
        'firstName',
        'lastName',
        'accountStatus',
        'subscriptionStatus',
        'premiumType',
        'termsAndConditions',
        'updatesAndTips',
        'evaluationCredit',
        'enhanceCredit',
        'translateCredit',
        'existingCredit',
        'locale',
        'createdAt',
      ].sort(),
    )
    const setCookie = response.headers.getSetCookie().find((c) => c.includes('session_token'))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Secure/i)

    const me = await client.get<SessionResponse>('/api/session')
    expect(me.status).toBe(200)
    expect(me.body.user.id).toBe(response.body.user.id)
  })

  it('ignores attempts to set protected fields such as credits or plan', async () => {
    const { client } = await signUpUser(server, {
      // @ts-expect-error: not part of the sign-up input, sent anyway by a hostile client
      accountStatus: 'Premium',
      evaluationCredit: 999,
    })
    const me = await client.get<SessionResponse>('/api/session')
    expect(me.body.user).toMatchObject({ accountStatus: 'Free', evaluationCredit: 3 })
  })

  it('answers 400 with one issue per bad field', async () => {
    const response = await new TestClient(server.url).post<ApiErrorBody>('/api/session/sign-up', {
      email: 'not-an-email',
      password: 'short',
      locale: 'fr',
    })
    expect(response.status).toBe(400)
    expect(response.body.error.id).toBe('validation_failed')
    expect(response.body.error.issues?.map((i) => i.path).sort()).toEqual([
      'email',
      'locale',
      'password',
    ])
    expect(response.body.error.issues?.find((i) => i.path === 'password')?.message).toBe(
      'Use at least 8 characters.',
    )
  })

  it('refuses a browser request without a valid CSRF token with 403 csrf_invalid', async () => {
    const client = new TestClient(server.url)
    const missing = await client.post<ApiErrorBody>(
      '/api/session/sign-up',
      { email: 'x@example.com', password: 'a long password' },
      { csrf: false },
    )
    expect(missing.status).toBe(403)
    expect(missing.body.error.id).toBe('csrf_invalid')

    // A token minted for another browser's cookie is worthless with this one.
    const other = new TestClient(server.url)
    const foreignToken = await other.fetchCsrfToken()
    await client.fetchCsrfToken()
    const wrong = await client.post<ApiErrorBody>(
      '/api/session/sign-up',
      { email: 'x@example.com', password: 'a long password' },
      { csrf: false, headers: { 'X-CSRF-Token': foreignToken } },
    )
    expect(wrong.status).toBe(403)
    expect(wrong.body.error.id).toBe('csrf_invalid')
  })

  it('keeps the CSRF cookie httpOnly and SameSite=Lax and reuses it', async () => {
    const client = new TestClient(server.url)
    const first = await client.get<{ csrfToken: string }>('/csrf-token')
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('vitae_csrf='))
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const second = await client.get<{ csrfToken: string }>('/csrf-token')
    expect(second.headers.getSetCookie()).toEqual([])
    expect(second.body.csrfToken).toBe(first.body.csrfToken)
  })
})

describe('POST /api/session/sign-in', () => {
  it('signs in with the right password and gives the same answer for a wrong password or unknown e-mail', async () => {
    const { email, password, user } = await signUpUser(server)
    const client = new TestClient(server.url)
    const ok = await client.post<SessionResponse>('/api/session/sign-in', { email, password })
    expect(ok.status).toBe(200)
    expect(ok.body.user.id).toBe(user.id)
    expect(sessionCookie(client)).toBeDefined()

    const wrongPassword = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/sign-in',
      {
        email,
        password: 'not the password',
      },
    )
    const unknownEmail = await new TestClient(server.url).post<ApiErrorBody>(
      '/api/session/sign-in',
      {
        email: 'nobody@example.com',
        password: 'not the password',
      },
    )
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401)
      expect(response.body.error.id).toBe('invalid_credentials')
    }
    expect(wrongPassword.body.error.message).toBe(unknownEmail.body.error.message)
  })

  it('limits repeated attempts from one address with 429 and Retry-After', async () => {
    const limited = await createTestServer({
      rateLimits: { signIn: { max: 2, windowSeconds: 600 } },
    })
    try {
      const client = new TestClient(limited.url)
      const attempt = () =>
        client.post<ApiErrorBody>('/api/session/sign-in', {
          email: 'a@example.com',
          password: 'guess',
        })
      expect((await attempt()).status).toBe(401)
      expect((await attempt()).status).toBe(401)
      const blocked = await attempt()
      expect(blocked.status).toBe(429)
      expect(blocked.body.error.id).toBe('rate_limited')
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })
})

describe('GET /api/session and POST /api/session/sign-out', () => {
  it('answers a visitor without a session credential with user null, not an error', async () => {
    const response = await new TestClient(server.url).get('/api/session')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ user: null })
    // Other cookies (CSRF, consent) are no session credential; nor is a desktop without a token.
    const withCookies = await fetch(`${server.url}/api/session`, {
      headers: { Cookie: 'vitae-csrf=x; other=y' },
    })
    expect(withCookies.status).toBe(200)
    const desktop = new TestClient(server.url, 'desktop')
    expect((await desktop.get('/api/session')).body).toEqual({ user: null })
  })

  it('answers 401 unauthenticated for a session cookie or bearer token that does not hold', async () => {
    const { client } = await signUpUser(server)
    const name = sessionCookie(client)
    expect(name).toBeDefined()
    const browser = await fetch(`${server.url}/api/session`, {
      headers: { Cookie: `${name}=made-up.value` },
    })
    expect(browser.status).toBe(401)
    expect(((await browser.json()) as ApiErrorBody).error.id).toBe('unauthenticated')
    const desktop = new TestClient(server.url, 'desktop')
    desktop.bearerToken = 'made-up-token'
    const answer = await desktop.get<ApiErrorBody>('/api/session')
    expect(answer.status).toBe(401)
    expect(answer.body.error.id).toBe('unauthenticated')
  })

  it('signs the browser out: the cookie is cleared and the old cookie no longer works', async () => {
    const { client } = await signUpUser(server)
    const stolenCookie = client.cookieHeader()
    const out = await client.post('/api/session/sign-out')
    expect(out.status).toBe(204)
    expect(sessionCookie(client)).toBeUndefined()
    expect((await client.get('/api/session')).body).toEqual({ user: null })
    const replay = await fetch(`${server.url}/api/session`, { headers: { Cookie: stolenCookie } })
    expect(replay.status).toBe(401)
  })

  it('refuses a recently confirmed credential at once when its session ends (no stale cache)', async () => {
    const client = new TestClient(server.url, 'desktop')
    const signUp = await client.post<SessionResponse>('/api/session/sign-up', {
      email: 'cached@example.com',
      password: 'a long password',
    })
    client.bearerToken = signUp.body.token ?? null
    // Confirmed twice: the second answer comes from the session cache.
    expect((await client.get('/api/session')).status).toBe(200)
    expect((await client.get('/api/session')).status).toBe(200)
    // The session expires (or is revoked) in the database: the very next request is refused.
    await server.database.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    expect((await client.get('/api/session')).status).toBe(401)
  })
})

describe('desktop clients (X-Vitae-Client: desktop)', () => {
  it('get a bearer token instead of a cookie, need no CSRF token, and can sign out', async () => {
    const client = new TestClient(server.url, 'desktop')
    const signUp = await client.post<SessionResponse>('/api/session/sign-up', {
      email: 'desk@example.com',
      password: 'a long password',
    })
    expect(signUp.status).toBe(201)
    expect(signUp.body.token).toEqual(expect.any(String))
    expect(signUp.headers.getSetCookie()).toEqual([])
    expect(signUp.body.user.displayName).toBe('desk')

    client.bearerToken = signUp.body.token ?? null
    const me = await client.get<SessionResponse>('/api/session')
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe('desk@example.com')

    const signIn = await new TestClient(server.url, 'desktop').post<SessionResponse>(
      '/api/session/sign-in',
      {
        email: 'desk@example.com',
        password: 'a long password',
      },
    )
    expect(signIn.body.token).toEqual(expect.any(String))

    expect((await client.post('/api/session/sign-out')).status).toBe(204)
    expect((await client.get('/api/session')).status).toBe(401)
  })

  it('ignore cookies when a bearer header is present', async () => {
    const browser = await signUpUser(server)
    const response = await fetch(`${server.url}/api/session`, {
      headers: { Cookie: browser.client.cookieHeader(), Authorization: 'Bearer not-a-real-token' },
    })
    expect(response.status).toBe(401)
  })

  it('are allowed cross-origin from the desktop app only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/api/session/sign-in`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-vitae-client',
        },
      })
    const desktop = await preflight('app://vitae')
    expect(desktop.status).toBe(204)
    expect(desktop.headers.get('access-control-allow-origin')).toBe('app://vitae')
    expect(desktop.headers.get('access-control-allow-headers')).toMatch(/X-Vitae-Client/)
    const stranger = await preflight('https://evil.example')
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })
})
