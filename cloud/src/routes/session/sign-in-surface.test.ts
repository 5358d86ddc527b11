// One sign-in surface (issue 11 point 2; findings H-1, M-1, L-1): better-auth's own endpoints are
// not reachable, the product's routes are rate limited per client address as TRUST_PROXY says
// (a client-sent X-Forwarded-For never counts without it), the counters survive other
// traffic, and page JavaScript never receives a session token.
import type { ApiErrorBody, SessionResponse } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { signUpUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(async () => {
  await server.close()
})

describe("better-auth's own endpoints", () => {
  it.each([
    ['POST', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/sign-up/email'],
    ['GET', '/api/auth/get-session'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-password'],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/ok'],
    // The plugins of issue 16 are reached only through apiRoutes.identity.
    ['POST', '/api/auth/sign-in/social'],
    ['POST', '/api/auth/two-factor/enable'],
    ['POST', '/api/auth/two-factor/verify-totp'],
    ['POST', '/api/auth/two-factor/verify-backup-code'],
    ['POST', '/api/auth/two-factor/view-backup-codes'],
    ['GET', '/api/auth/passkey/generate-register-options'],
    ['POST', '/api/auth/passkey/verify-authentication'],
    ['GET', '/api/auth/passkey/list-user-passkeys'],
  ])('%s %s answers 404, even with a session and a CSRF token', async (method, path) => {
    const { client, email, password } = await signUpUser(server)
    const response = await client.request<ApiErrorBody>(method, path, {
      ...(method === 'POST'
        ? {
            body: { email, password, name: 'x'.repeat(10), image: 'javascript:alert(1)' },
            headers: { Origin: server.url },
          }
        : {}),
    })
    expect(response.status).toBe(404)
    expect(response.body.error.id).toBe('not_found')
    expect(response.text).not.toMatch(/token/i)
  })
})

describe('rate limits keyed on the client address', () => {
  it('ignore a client-sent X-Forwarded-For without TRUST_PROXY (H-1)', async () => {
    const limited = await createTestServer({
      rateLimits: { signIn: { max: 3, windowSeconds: 600 } },
    })
    try {
      const { email, password } = await signUpUser(limited)
      const forged: number[] = []
      for (let i = 1; i <= 6; i++) {
        const response = await new TestClient(limited.url).post(
          '/api/session/sign-in',
          { email, password: `wrong guess ${i}` },
          { headers: { 'X-Forwarded-For': `198.51.100.${i}`, 'X-Real-IP': `198.51.100.${i}` } },
        )
        forged.push(response.status)
      }
      expect(forged).toEqual([401, 401, 401, 429, 429, 429])
      // The right password too: the limit holds whoever guesses.
      const right = await new TestClient(limited.url).post<ApiErrorBody>(
        '/api/session/sign-in',
        { email, password },
        { headers: { 'X-Forwarded-For': '203.0.113.9' } },
      )
      expect(right.status).toBe(429)
      expect(right.body.error.id).toBe('rate_limited')
    } finally {
      await limited.close()
    }
  })

  it('count each forwarded address on its own with TRUST_PROXY', async () => {
    const proxied = await createTestServer({
      env: { TRUST_PROXY: 'true' },
      rateLimits: { signUp: { max: 2, windowSeconds: 600 } },
    })
    try {
      const signUp = (address: string, n: number) =>
        new TestClient(proxied.url).post(
          '/api/session/sign-up',
          { email: `p${n}-${address}@example.com`, password: 'correct horse battery' },
          { headers: { 'X-Forwarded-For': address } },
        )
      expect((await signUp('198.51.100.1', 1)).status).toBe(201)
      expect((await signUp('198.51.100.1', 2)).status).toBe(201)
      expect((await signUp('198.51.100.1', 3)).status).toBe(429)
      expect((await signUp('198.51.100.2', 4)).status).toBe(201)
    } finally {
      await proxied.close()
    }
  })

  it('hold under concurrent attempts (M-1: one atomic counter)', async () => {
    const limited = await createTestServer({
      rateLimits: { signIn: { max: 5, windowSeconds: 600 } },
    })
    try {
      const client = new TestClient(limited.url)
      await client.fetchCsrfToken()
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          client.post('/api/session/sign-in', { email: 'a@example.com', password: 'guess' }),
        ),
      )
      const statuses = responses.map((r) => r.status)
      expect(statuses.filter((s) => s === 401)).toHaveLength(5)
      expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    } finally {
      await limited.close()
    }
  })

  it('survive session reads and other traffic (M-1: nothing else prunes the counters)', async () => {
    const limited = await createTestServer({
      rateLimits: { signIn: { max: 2, windowSeconds: 600 } },
    })
    try {
      const client = new TestClient(limited.url)
      const attempt = () =>
        client.post('/api/session/sign-in', { email: 'a@example.com', password: 'guess' })
      await attempt()
      await attempt()
      expect((await attempt()).status).toBe(429)
      const user = await signUpUser(limited)
      for (let i = 0; i < 5; i++) {
        expect((await user.client.get('/api/session')).status).toBe(200)
        expect((await new TestClient(limited.url).get('/api/auth/get-session')).status).toBe(404)
      }
      expect((await attempt()).status).toBe(429)
      const row = await limited.database.db
        .selectFrom('rate_limit_counters')
        .selectAll()
        .where('key', 'like', 'signIn:%')
        .executeTakeFirstOrThrow()
      expect(Number(row.count)).toBe(4)
    } finally {
      await limited.close()
    }
  })
})

describe('the session token (L-1)', () => {
  it('never reaches a browser: not in sign-up, sign-in or session JSON, only in the httpOnly cookie', async () => {
    const { client, email, password } = await signUpUser(server)
    const cookie = [...client.cookies].find(([name]) => name.includes('session_token'))
    expect(cookie).toBeDefined()
    const token = decodeURIComponent(cookie![1]).split('.')[0]!
    const signIn = await new TestClient(server.url).post<SessionResponse>('/api/session/sign-in', {
      email,
      password,
    })
    const current = await client.get<SessionResponse>('/api/session')
    for (const response of [signIn, current]) {
      expect(response.status).toBe(200)
      expect(response.body.token).toBeUndefined()
      expect(response.text).not.toContain(token)
    }
    // A page that claims to be the desktop client loses the cookie's session instead.
    const posing = await client.get('/api/session', {
      headers: { 'X-Vitae-Client': 'desktop' },
    })
    expect(posing.status).toBe(200)
    expect(posing.body).toEqual({ user: null })
  })

  it('goes to the desktop client as a bearer token, which works', async () => {
    const desktop = await signUpUser(server, {}, 'desktop')
    expect(desktop.client.bearerToken).toEqual(expect.any(String))
    const me = await desktop.client.get<SessionResponse>('/api/session')
    expect(me.status).toBe(200)
    expect(me.body.token).toBeUndefined()
  })
})
