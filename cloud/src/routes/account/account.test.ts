// My Account's own routes: the password change (current password, platform policy, other sessions
// signed out), sessions and "sign out everywhere else", sign-in methods and the data export.
import type {
  AccountExport,
  ApiErrorBody,
  SessionsResponse,
  SignInMethodsResponse,
} from '@shared/api'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { createResumeEntry, signUpUser, type TestUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer({ rateLimits: { signIn: { max: 1000, windowSeconds: 60 } } })
})
afterAll(async () => {
  await server.close()
})

/** Another browser signed in to the same account. */
async function signInAgain(user: TestUser, password = user.password): Promise<TestClient> {
  const client = new TestClient(server.url)
  const response = await client.post('/api/session/sign-in', { email: user.email, password })
  expect(response.status).toBe(200)
  return client
}

describe('POST /api/account/password', () => {
  it('changes the password, keeps this session and signs every other one out', async () => {
    const user = await signUpUser(server)
    const laptop = await signInAgain(user)
    const newPassword = 'violet tractor umbrella'
    const response = await user.client.post<{ signedOut: number }>('/api/account/password', {
      currentPassword: user.password,
      newPassword,
    })
    expect(response.status).toBe(200)
    expect(response.body.signedOut).toBe(1)
    expect((await user.client.get('/api/session')).status).toBe(200)
    expect((await laptop.get('/api/session')).status).toBe(401)
    const old = await new TestClient(server.url).post('/api/session/sign-in', {
      email: user.email,
      password: user.password,
    })
    expect(old.status).toBe(401)
    await signInAgain(user, newPassword)
  })

  it('works for the desktop app (bearer token), whose session stays signed in', async () => {
    const user = await signUpUser(server, {}, 'desktop')
    const browser = await signInAgain(user)
    const response = await user.client.post<{ signedOut: number }>('/api/account/password', {
      currentPassword: user.password,
      newPassword: 'violet tractor umbrella',
    })
    expect(response.status).toBe(200)
    expect(response.body.signedOut).toBe(1)
    expect((await user.client.get('/api/session')).status).toBe(200)
    expect((await browser.get('/api/session')).status).toBe(401)
  })

  it('refuses a wrong current password as a field error (not 401) and changes nothing', async () => {
    const user = await signUpUser(server)
    const response = await user.client.post<ApiErrorBody>('/api/account/password', {
      currentPassword: 'not the password',
      newPassword: 'violet tractor umbrella',
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues?.[0]?.path).toBe('currentPassword')
    await signInAgain(user)
  })

  it('applies the platform password policy', async () => {
    const user = await signUpUser(server)
    const weak = await user.client.post<ApiErrorBody>('/api/account/password', {
      currentPassword: user.password,
      newPassword: 'password123',
    })
    expect(weak.status).toBe(400)
    expect(weak.body.error.issues?.[0]).toMatchObject({ path: 'newPassword' })
    expect(weak.body.error.issues?.[0]?.message).toMatch(/too easy to guess/)
    const short = await user.client.post<ApiErrorBody>('/api/account/password', {
      currentPassword: user.password,
      newPassword: 'short',
    })
    expect(short.status).toBe(400)
    await signInAgain(user)
  })

  it('answers 409 for an account without a password (social sign-in only)', async () => {
    const user = await signUpUser(server)
    // What a social-only account looks like: no credential row with a password.
    await server.database.db
      .updateTable('account')
      .set({ providerId: 'github', accountId: randomUUID(), password: null })
      .where('userId', '=', user.user.uid)
      .execute()
    const methods = await user.client.get<SignInMethodsResponse>('/api/account/sign-in-methods')
    expect(methods.body).toEqual({ password: false, providers: ['github'] })
    const response = await user.client.post<ApiErrorBody>('/api/account/password', {
      currentPassword: 'anything',
      newPassword: 'violet tractor umbrella',
    })
    expect(response.status).toBe(409)
    expect(response.body.error.id).toBe('conflict')
  })

  it('says a password account has a password', async () => {
    const user = await signUpUser(server)
    const methods = await user.client.get<SignInMethodsResponse>('/api/account/sign-in-methods')
    expect(methods.body).toEqual({ password: true, providers: [] })
  })
})

describe('sessions and devices', () => {
  it('lists the sessions, marks the current one, and never shows a token', async () => {
    const user = await signUpUser(server)
    await signInAgain(user)
    const response = await user.client.get<SessionsResponse>('/api/account/sessions')
    expect(response.status).toBe(200)
    expect(response.body.sessions).toHaveLength(2)
    expect(response.body.sessions.filter((session) => session.current)).toHaveLength(1)
    const tokens = await server.database.db
      .selectFrom('session')
      .select('token')
      .where('userId', '=', user.user.uid)
      .execute()
    for (const { token } of tokens) expect(response.text).not.toContain(token)
  })

  it('signs out everywhere else, keeping this session', async () => {
    const user = await signUpUser(server)
    const phone = await signInAgain(user)
    const tablet = await signInAgain(user)
    const response = await user.client.post<{ signedOut: number }>(
      '/api/account/sessions/sign-out-others',
    )
    expect(response.body).toEqual({ signedOut: 2 })
    expect((await phone.get('/api/session')).status).toBe(401)
    expect((await tablet.get('/api/session')).status).toBe(401)
    expect((await user.client.get('/api/session')).status).toBe(200)
  })

  it("signs one session out; another user's session id answers 404 and stays", async () => {
    const user = await signUpUser(server)
    const phone = await signInAgain(user)
    const stranger = await signUpUser(server)
    const sessions = (await user.client.get<SessionsResponse>('/api/account/sessions')).body
    const phoneSession = sessions.sessions.find((session) => !session.current)!
    const foreign = await stranger.client.delete<ApiErrorBody>(
      `/api/account/sessions/${phoneSession.id}`,
    )
    expect(foreign.status).toBe(404)
    expect((await phone.get('/api/session')).status).toBe(200)
    const own = await user.client.delete(`/api/account/sessions/${phoneSession.id}`)
    expect(own.status).toBe(204)
    expect((await phone.get('/api/session')).status).toBe(401)
  })
})

describe('GET /api/account/export', () => {
  it('holds the account, the resumes and the credits ledger, and nothing of anyone else', async () => {
    const user = await signUpUser(server, { firstName: 'Ada', lastName: 'Lovelace' })
    const stranger = await signUpUser(server)
    const id = await createResumeEntry(user)
    await createResumeEntry(stranger)
    await server.entitlements.grantCredits(user.user.uid, 'download', 2, 'operator', 'gift')
    const response = await user.client.get<AccountExport>('/api/account/export')
    expect(response.status).toBe(200)
    expect(response.body.format).toBe('vitae-account-export')
    expect(response.body.account).toMatchObject({ uid: user.user.uid, email: user.email })
    expect(response.body.resumes.map((resume) => resume.id)).toEqual([id])
    expect(response.body.creditLedger).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'download', delta: 2 })]),
    )
    expect(response.text).not.toContain(stranger.user.uid)
    expect(response.text).not.toContain(stranger.email)
  })

  it('needs a session', async () => {
    expect((await new TestClient(server.url).get('/api/account/export')).status).toBe(401)
  })
})
