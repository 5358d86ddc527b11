// Social sign-in over real HTTP against a local OpenID Connect provider (issue 16 point 4): the
// browser's whole round trip (start, provider, callback), the registration record of a first
// sign-in, the linking rules, and what is off when nothing is configured.
import type { ApiErrorBody, SessionResponse, AvailableSignInMethods } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { signUpUser } from '../../test/factories'
import { startOidcServer, type TestOidcServer } from '../../test/oidc-server'
import { createTestServer, type TestServer } from '../../test/server'

let provider: TestOidcServer
let server: TestServer
beforeAll(async () => {
  provider = await startOidcServer()
  server = await createTestServer({
    billing: true,
    rateLimits: { signIn: { max: 500, windowSeconds: 600 } },
    env: {
      GOOGLE_CLIENT_ID: 'vitae-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'vitae-github',
      GITHUB_CLIENT_SECRET: 'github-secret',
      OAUTH_ISSUER_OVERRIDE: provider.issuer,
    },
  })
})
afterAll(async () => {
  await server?.close()
  await provider?.stop()
})

/** The browser's round trip: start, the provider's redirect back, our callback's redirect. */
async function socialSignIn(client: TestClient, providerId: 'google' | 'github') {
  const start = await client.post<{ url: string }>('/api/session/social', {
    provider: providerId,
    callbackPath: '/de/library',
    errorPath: '/de/?socialError=1',
  })
  expect(start.status).toBe(200)
  const authorize = new URL(start.body.url)
  expect(authorize.origin).toBe(new URL(provider.issuer).origin)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  expect(authorize.searchParams.get('state')).toBeTruthy()
  // The provider (no cookies of ours go there) answers with a redirect to our callback.
  const atProvider = await fetch(authorize, { redirect: 'manual' })
  expect(atProvider.status).toBe(302)
  const callback = new URL(atProvider.headers.get('location')!)
  expect(callback.pathname).toBe(`/api/auth/callback/${providerId}`)
  const back = await client.get(`${callback.pathname}${callback.search}`)
  expect(back.status).toBe(302)
  return new URL(back.headers.get('location')!, server.url)
}

describe('social sign-in with a configured provider', () => {
  it('offers the configured providers', async () => {
    const methods = await new TestClient(server.url).get<AvailableSignInMethods>(
      '/api/session/methods',
    )
    expect(methods.body).toEqual({ social: ['google', 'github'], passkeys: true })
  })

  it('creates the account with its registration record and starting credits on the first sign-in', async () => {
    provider.nextUser({
      sub: 'google-1',
      email: 'Social.Person@Example.com',
      emailVerified: true,
      name: 'Social Person',
    })
    const client = new TestClient(server.url)
    const landing = await socialSignIn(client, 'google')
    expect(landing.pathname).toBe('/de/library')
    const me = await client.get<SessionResponse>('/api/session')
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({
      email: 'social.person@example.com',
      emailVerified: true,
      displayName: 'Social Person',
      accountStatus: 'Free',
      evaluationCredit: 3,
      enhanceCredit: 10,
      existingCredit: 1,
    })
    const accounts = await server.database.db
      .selectFrom('account')
      .select(['providerId', 'accountId'])
      .where('userId', '=', me.body.user.id)
      .execute()
    expect(accounts).toEqual([{ providerId: 'google', accountId: 'google-1' }])

    // A second sign-in finds the same account; nothing new is created.
    const again = new TestClient(server.url)
    await socialSignIn(again, 'google')
    expect((await again.get<SessionResponse>('/api/session')).body.user.id).toBe(me.body.user.id)
    const users = await server.database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'social.person@example.com')
      .execute()
    expect(users).toHaveLength(1)
  })

  it('refuses a callback whose state this browser did not start', async () => {
    provider.nextUser({ sub: 'gh-x', email: 'x@example.com', emailVerified: true })
    const starter = new TestClient(server.url)
    const start = await starter.post<{ url: string }>('/api/session/social', { provider: 'github' })
    const atProvider = await fetch(start.body.url, { redirect: 'manual' })
    const callback = new URL(atProvider.headers.get('location')!)
    // Another browser (without the signed state cookie) brings the code back.
    const attacker = new TestClient(server.url)
    const back = await attacker.get(`${callback.pathname}${callback.search}`)
    expect(back.status).toBe(302)
    expect(back.headers.get('location')).toMatch(/error=/)
    expect((await attacker.get('/api/session')).body).toEqual({ user: null })
  })

  it('links to an existing e-mail account only when both sides have proven the address', async () => {
    const owner = await signUpUser(server, { email: 'linked@example.com' })

    // The local address is not verified yet: no linking, no session, the owner's account alone.
    provider.nextUser({ sub: 'gh-linked', email: 'linked@example.com', emailVerified: true })
    const early = new TestClient(server.url)
    const refused = await socialSignIn(early, 'github')
    expect(refused.pathname).toBe('/de/')
    expect(refused.searchParams.get('error')).toBe('account_not_linked')
    expect((await early.get('/api/session')).body).toEqual({ user: null })

    await server.database.db
      .updateTable('user')
      .set({ emailVerified: server.database.dialect === 'sqlite' ? 1 : true })
      .where('id', '=', owner.user.id)
      .execute()

    // The provider does not vouch for the address: still no linking.
    provider.nextUser({ sub: 'gh-linked', email: 'linked@example.com', emailVerified: false })
    const unproven = new TestClient(server.url)
    expect((await socialSignIn(unproven, 'github')).searchParams.get('error')).toBe(
      'account_not_linked',
    )
    expect((await unproven.get('/api/session')).body).toEqual({ user: null })

    // Both sides proven: the GitHub account joins the existing one.
    provider.nextUser({ sub: 'gh-linked', email: 'linked@example.com', emailVerified: true })
    const proven = new TestClient(server.url)
    expect((await socialSignIn(proven, 'github')).pathname).toBe('/de/library')
    const me = await proven.get<SessionResponse>('/api/session')
    expect(me.body.user.id).toBe(owner.user.id)
    const providers = await server.database.db
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', owner.user.id)
      .orderBy('providerId')
      .execute()
    expect(providers.map((p) => p.providerId)).toEqual(['credential', 'github'])
  })

  it('refuses a landing path outside the site', async () => {
    const response = await new TestClient(server.url).post<ApiErrorBody>('/api/session/social', {
      provider: 'google',
      callbackPath: '//evil.example/x',
    })
    expect(response.status).toBe(400)
    expect(response.body.error.id).toBe('validation_failed')
  })
})

describe('social sign-in without configuration', () => {
  it('offers no provider and refuses to start one', async () => {
    const plain = await createTestServer()
    try {
      const client = new TestClient(plain.url)
      expect(
        (await client.get<AvailableSignInMethods>('/api/session/methods')).body.social,
      ).toEqual([])
      const start = await client.post<ApiErrorBody>('/api/session/social', { provider: 'google' })
      expect(start.status).toBe(404)
      expect(start.body.error.id).toBe('not_found')
    } finally {
      await plain.close()
    }
  })
})
