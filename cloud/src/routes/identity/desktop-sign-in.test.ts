// The desktop app's social sign-in through the system browser (RFC 8252 loopback redirect with
// PKCE), over real HTTP: the test plays the app (a loopback listener, state and verifier) and
// the system browser (its own cookie jar, following redirects) against the cloud and a local
// OpenID Connect provider.
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ApiErrorBody, SessionResponse } from '@shared/api'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { startOidcServer, type TestOidcServer } from '../../test/oidc-server'
import { createTestServer, type TestServer } from '../../test/server'

let provider: TestOidcServer
let server: TestServer
let loopback: Server
let loopbackPort: number
let arrivals: URL[] = []

beforeAll(async () => {
  provider = await startOidcServer()
  server = await createTestServer({
    rateLimits: { signIn: { max: 500, windowSeconds: 600 } },
    env: {
      GITHUB_CLIENT_ID: 'vitae-github',
      GITHUB_CLIENT_SECRET: 'github-secret',
      OAUTH_ISSUER_OVERRIDE: provider.issuer,
    },
  })
  loopback = createServer((request, response) => {
    arrivals.push(new URL(request.url ?? '/', 'http://127.0.0.1'))
    response.end('ok')
  })
  await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve))
  loopbackPort = (loopback.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => loopback?.close(resolve))
  await server?.close()
  await provider?.stop()
})
afterEach(() => {
  arrivals = []
})

/** The system browser: follows redirects with its own cookies until it reaches the app. */
async function browse(start: string): Promise<{ url: URL; cookies: Map<string, string> }> {
  const cookies = new Map<string, string>()
  let url = new URL(start)
  for (let hop = 0; hop < 10; hop++) {
    const origin = url.origin
    const jar = [...cookies].filter(([key]) => key.startsWith(`${origin} `))
    const response = await fetch(url, {
      redirect: 'manual',
      headers: jar.length
        ? { Cookie: jar.map(([key, value]) => `${key.split(' ')[1]}=${value}`).join('; ') }
        : {},
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const index = pair.indexOf('=')
      const value = pair.slice(index + 1)
      const key = `${origin} ${pair.slice(0, index)}`
      if (value === '' || /max-age=0/i.test(cookie)) cookies.delete(key)
      else cookies.set(key, value)
    }
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return { url, cookies }
    url = new URL(location, url)
    if (url.port === String(loopbackPort)) {
      await fetch(url)
      return { url, cookies }
    }
  }
  throw new Error('too many redirects')
}

function pkce() {
  const verifier = randomBytes(48).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

async function start(challenge: string, state: string) {
  const app = new TestClient(server.url, 'desktop')
  const response = await app.post<{ url: string }>('/api/session/desktop-sign-in', {
    provider: 'github',
    redirectPort: loopbackPort,
    state,
    codeChallenge: challenge,
  })
  expect(response.status).toBe(200)
  return { app, url: response.body.url }
}

describe('desktop social sign-in through the system browser', () => {
  it('hands the app a one-time code on its loopback address, traded once for a session', async () => {
    provider.nextUser({ sub: 'gh-desk', email: 'desk.social@example.com', emailVerified: true })
    const { verifier, challenge } = pkce()
    const state = randomBytes(32).toString('base64url')
    const { app, url } = await start(challenge, state)
    expect(url).toMatch(
      new RegExp(`^${server.url}/api/session/desktop-sign-in/begin\\?handoff=[\\w-]{43}$`),
    )

    const browser = await browse(url)
    expect(browser.url.origin).toBe(`http://127.0.0.1:${loopbackPort}`)
    expect(arrivals).toHaveLength(1)
    const arrival = arrivals[0]!
    expect(arrival.pathname).toBe('/callback')
    expect(arrival.searchParams.get('state')).toBe(state)
    const code = arrival.searchParams.get('code')!
    // The browser was only the way in: it holds no session afterwards.
    expect([...browser.cookies.keys()].some((key) => key.includes('session_token'))).toBe(false)

    // Without the verifier the code is worthless.
    const wrong = await app.post<ApiErrorBody>('/api/session/desktop-sign-in/exchange', {
      code,
      codeVerifier: pkce().verifier,
    })
    expect(wrong.status).toBe(401)

    // A new sign-in for the right verifier; the first code was used up by the wrong attempt.
    const again = await start(challenge, state)
    await browse(again.url)
    const code2 = arrivals[1]!.searchParams.get('code')!
    const session = await app.post<SessionResponse>('/api/session/desktop-sign-in/exchange', {
      code: code2,
      codeVerifier: verifier,
    })
    expect(session.status).toBe(200)
    expect(session.body.user.email).toBe('desk.social@example.com')
    expect(session.body.token).toEqual(expect.any(String))
    app.bearerToken = session.body.token!
    expect((await app.get<SessionResponse>('/api/session')).body.user.email).toBe(
      'desk.social@example.com',
    )
    // Once only.
    const replay = await app.post<ApiErrorBody>('/api/session/desktop-sign-in/exchange', {
      code: code2,
      codeVerifier: verifier,
    })
    expect(replay.status).toBe(401)
    expect(replay.body.error.id).toBe('invalid_credentials')
  })

  it('tells the app when the provider sign-in is refused, with no code', async () => {
    // An existing, unverified e-mail account: linking is refused.
    const owner = new TestClient(server.url)
    await owner.post('/api/session/sign-up', {
      email: 'desk.taken@example.com',
      password: 'correct horse battery',
    })
    provider.nextUser({ sub: 'gh-taken', email: 'desk.taken@example.com', emailVerified: true })
    const { challenge } = pkce()
    const { url } = await start(challenge, randomBytes(32).toString('base64url'))
    await browse(url)
    expect(arrivals[0]!.searchParams.get('code')).toBeNull()
    expect(arrivals[0]!.searchParams.get('error')).toBe('account_not_linked')
  })

  it('refuses an unknown or used handoff, and a bad port or challenge', async () => {
    const missing = await fetch(`${server.url}/api/session/desktop-sign-in/begin?handoff=nope`)
    expect(missing.status).toBe(404)
    const app = new TestClient(server.url, 'desktop')
    const badPort = await app.post<ApiErrorBody>('/api/session/desktop-sign-in', {
      provider: 'github',
      redirectPort: 80,
      state: 'x'.repeat(32),
      codeChallenge: 'y'.repeat(43),
    })
    expect(badPort.status).toBe(400)
    const notConfigured = await app.post<ApiErrorBody>('/api/session/desktop-sign-in', {
      provider: 'google',
      redirectPort: 5000,
      state: 'x'.repeat(32),
      codeChallenge: 'y'.repeat(43),
    })
    expect(notConfigured.status).toBe(404)
  })
})
