// Two-factor sign-in over real HTTP (issue 16 point 5): enrol with the password and a first
// authenticator code, sign in with a code, with a backup code (single use), and the refusals.
import type { ApiErrorBody, SecurityState, SessionResponse, TwoFactorSetup } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { signUpUser, type TestUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'
import { totp } from '../../test/totp'

let server: TestServer
beforeAll(async () => {
  // Every test comes from 127.0.0.1: a budget for the whole file (the limit has its own test).
  server = await createTestServer({
    rateLimits: { secondFactor: { max: 500, windowSeconds: 600 } },
  })
})
afterAll(async () => {
  await server.close()
})

/** Signs up and turns two-factor on; answers the setup (secret, backup codes). */
async function enrolled(): Promise<{ owner: TestUser; setup: TwoFactorSetup }> {
  const owner = await signUpUser(server)
  const started = await owner.client.post<TwoFactorSetup>('/api/security/two-factor/enable', {
    password: owner.password,
  })
  expect(started.status).toBe(200)
  const confirmed = await owner.client.post<SecurityState>('/api/security/two-factor/confirm', {
    code: totp(started.body.secret),
  })
  expect(confirmed.status).toBe(200)
  expect(confirmed.body.twoFactorEnabled).toBe(true)
  return { owner, setup: started.body }
}

async function firstStep(owner: TestUser): Promise<TestClient> {
  const client = new TestClient(server.url)
  const response = await client.post<{ twoFactorRequired?: boolean }>('/api/session/sign-in', {
    email: owner.email,
    password: owner.password,
  })
  expect(response.status).toBe(200)
  expect(response.body).toEqual({ twoFactorRequired: true })
  // No session yet: only the second step's cookie.
  expect((await client.get('/api/session')).body).toEqual({ user: null })
  return client
}

describe('two-factor enrolment', () => {
  it('needs the password, shows the secret and ten backup codes, and is on only after a correct code', async () => {
    const owner = await signUpUser(server)
    const wrong = await owner.client.post<ApiErrorBody>('/api/security/two-factor/enable', {
      password: 'not the password',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.id).toBe('wrong_password')

    const started = await owner.client.post<TwoFactorSetup>('/api/security/two-factor/enable', {
      password: owner.password,
    })
    expect(started.status).toBe(200)
    expect(started.body.totpUri).toMatch(/^otpauth:\/\/totp\/Vitae:/)
    expect(started.body.secret).toMatch(/^[A-Z2-7]+=*$/)
    expect(started.body.backupCodes).toHaveLength(10)
    expect(new Set(started.body.backupCodes).size).toBe(10)

    // Not on yet: signing in still needs only the password.
    const before = await owner.client.get<SecurityState>('/api/security')
    expect(before.body).toMatchObject({ twoFactorEnabled: false, hasPassword: true, passkeys: [] })

    const badCode = await owner.client.post<ApiErrorBody>('/api/security/two-factor/confirm', {
      code: totp(started.body.secret, Date.now() - 10 * 60_000),
    })
    expect(badCode.status).toBe(400)
    expect(badCode.body.error.id).toBe('invalid_two_factor_code')

    const confirmed = await owner.client.post<SecurityState>('/api/security/two-factor/confirm', {
      code: totp(started.body.secret),
    })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.twoFactorEnabled).toBe(true)
    // The session was renewed in place: the owner stays signed in.
    expect((await owner.client.get('/api/session')).status).toBe(200)
    // The secret and the codes are stored encrypted, never as given.
    const row = await server.database.db
      .selectFrom('twoFactor')
      .selectAll()
      .where('userId', '=', owner.user.id)
      .executeTakeFirstOrThrow()
    expect(row.secret).not.toContain(started.body.secret)
    expect(row.backupCodes).not.toContain(started.body.backupCodes[0])
  })
})

describe('signing in with two-factor on', () => {
  it('asks for the second step, refuses a wrong code, and signs in with the current code', async () => {
    const { owner, setup } = await enrolled()
    const client = await firstStep(owner)
    const wrong = await client.post<ApiErrorBody>('/api/session/two-factor', {
      code: totp(setup.secret, Date.now() + 10 * 60_000),
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.id).toBe('invalid_two_factor_code')
    const right = await client.post<SessionResponse>('/api/session/two-factor', {
      code: totp(setup.secret),
    })
    expect(right.status).toBe(200)
    expect(right.body.user.id).toBe(owner.user.id)
    expect((await client.get<SessionResponse>('/api/session')).body.user.id).toBe(owner.user.id)
  })

  it('signs in with a backup code exactly once', async () => {
    const { owner, setup } = await enrolled()
    const code = setup.backupCodes[3]!
    const first = await firstStep(owner)
    const used = await first.post<SessionResponse>('/api/session/two-factor', { backupCode: code })
    expect(used.status).toBe(200)
    expect(used.body.user.id).toBe(owner.user.id)

    const second = await firstStep(owner)
    const again = await second.post<ApiErrorBody>('/api/session/two-factor', { backupCode: code })
    expect(again.status).toBe(400)
    expect(again.body.error.id).toBe('invalid_two_factor_code')
    expect((await second.get('/api/session')).body).toEqual({ user: null })
    // Another, unused code still works.
    const other = await second.post<SessionResponse>('/api/session/two-factor', {
      backupCode: setup.backupCodes[4],
    })
    expect(other.status).toBe(200)
  })

  it('skips the second step for 30 days on a device trusted at the second step, and only there', async () => {
    const { owner, setup } = await enrolled()
    const trusted = await firstStep(owner)
    const signedIn = await trusted.post<SessionResponse>('/api/session/two-factor', {
      code: totp(setup.secret),
      trustDevice: true,
    })
    expect(signedIn.status).toBe(200)
    const cookie = [...trusted.cookies.keys()].find((name) => name.endsWith('trust_device'))
    expect(cookie).toBeDefined()
    expect((await trusted.post('/api/session/sign-out', {})).status).toBe(204)

    // The same browser: the password alone signs in (and the trust is renewed).
    const again = await trusted.post<SessionResponse>('/api/session/sign-in', {
      email: owner.email,
      password: owner.password,
    })
    expect(again.status).toBe(200)
    expect(again.body.user.id).toBe(owner.user.id)
    // Another browser still needs the code.
    await firstStep(owner)
  })

  it('keeps asking on a device not trusted at the second step', async () => {
    const { owner, setup } = await enrolled()
    const client = await firstStep(owner)
    const signedIn = await client.post('/api/session/two-factor', { code: totp(setup.secret) })
    expect(signedIn.status).toBe(200)
    expect([...client.cookies.keys()].some((name) => name.endsWith('trust_device'))).toBe(false)
    expect((await client.post('/api/session/sign-out', {})).status).toBe(204)
    const again = await client.post('/api/session/sign-in', {
      email: owner.email,
      password: owner.password,
    })
    expect(again.body).toEqual({ twoFactorRequired: true })
  })

  it('refuses the second step without a pending sign-in', async () => {
    const { setup } = await enrolled()
    const stranger = new TestClient(server.url)
    const response = await stranger.post<ApiErrorBody>('/api/session/two-factor', {
      code: totp(setup.secret),
    })
    expect(response.status).toBe(401)
    expect(response.body.error.id).toBe('unauthenticated')
  })

  it('is turned off with the password, after which the password alone signs in again', async () => {
    const { owner } = await enrolled()
    const wrong = await owner.client.post<ApiErrorBody>('/api/security/two-factor/disable', {
      password: 'nope nope nope',
    })
    expect(wrong.body.error.id).toBe('wrong_password')
    const off = await owner.client.post<SecurityState>('/api/security/two-factor/disable', {
      password: owner.password,
    })
    expect(off.status).toBe(200)
    expect(off.body.twoFactorEnabled).toBe(false)
    const signIn = await new TestClient(server.url).post<SessionResponse>('/api/session/sign-in', {
      email: owner.email,
      password: owner.password,
    })
    expect(signIn.body.user.id).toBe(owner.user.id)
  })

  it('hands out ten new backup codes and retires the old ones', async () => {
    const { owner, setup } = await enrolled()
    const fresh = await owner.client.post<{ backupCodes: string[] }>(
      '/api/security/two-factor/backup-codes',
      { password: owner.password },
    )
    expect(fresh.status).toBe(200)
    expect(fresh.body.backupCodes).toHaveLength(10)
    const client = await firstStep(owner)
    const old = await client.post<ApiErrorBody>('/api/session/two-factor', {
      backupCode: setup.backupCodes[0],
    })
    expect(old.body.error.id).toBe('invalid_two_factor_code')
    const now = await client.post<SessionResponse>('/api/session/two-factor', {
      backupCode: fresh.body.backupCodes[0],
    })
    expect(now.status).toBe(200)
  })
})

describe('the second-factor budget', () => {
  it('limits code guessing per client address with 429', async () => {
    const limited = await createTestServer({
      rateLimits: { secondFactor: { max: 2, windowSeconds: 600 } },
    })
    try {
      const client = new TestClient(limited.url)
      const guess = () => client.post<ApiErrorBody>('/api/session/two-factor', { code: '000000' })
      expect((await guess()).status).toBe(401)
      expect((await guess()).status).toBe(401)
      const blocked = await guess()
      expect(blocked.status).toBe(429)
      expect(blocked.body.error.id).toBe('rate_limited')
    } finally {
      await limited.close()
    }
  })
})

describe('the second step for the desktop app (bearer, no cookies)', () => {
  it('carries the pending step in the answer and signs in with the code', async () => {
    const { owner, setup } = await enrolled()
    const desktop = new TestClient(server.url, 'desktop')
    const first = await desktop.post<{ twoFactorRequired: true; twoFactorToken?: string }>(
      '/api/session/sign-in',
      { email: owner.email, password: owner.password },
    )
    expect(first.status).toBe(200)
    expect(first.headers.getSetCookie()).toEqual([])
    expect(first.body.twoFactorToken).toEqual(expect.any(String))
    // Without the pending step the code alone opens nothing.
    const bare = await desktop.post<ApiErrorBody>('/api/session/two-factor', {
      code: totp(setup.secret),
    })
    expect(bare.status).toBe(401)
    const second = await desktop.post<SessionResponse>('/api/session/two-factor', {
      code: totp(setup.secret),
      twoFactorToken: first.body.twoFactorToken,
    })
    expect(second.status).toBe(200)
    expect(second.body.token).toEqual(expect.any(String))
    desktop.bearerToken = second.body.token!
    expect((await desktop.get<SessionResponse>('/api/session')).body.user.id).toBe(owner.user.id)
    // The web never sees such a token.
    const web = await new TestClient(server.url).post<Record<string, unknown>>(
      '/api/session/sign-in',
      { email: owner.email, password: owner.password },
    )
    expect(web.body).toEqual({ twoFactorRequired: true })
  })
})
