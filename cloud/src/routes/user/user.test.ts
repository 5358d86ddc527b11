// The user routes of spec 001 §7 for the caller's own uid; another user's uid answers 404 exactly
// like a missing one and changes nothing.
import type { ApiErrorBody, GetUserResponse, UserDetails } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { signUpUser, type TestUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer
let owner: TestUser
let other: TestUser
beforeAll(async () => {
  server = await createTestServer()
  owner = await signUpUser(server, { firstName: 'Olga', lastName: 'Owner', updatesAndTips: false })
  other = await signUpUser(server)
})
afterAll(async () => {
  await server.close()
})

async function recordOf(user: TestUser): Promise<UserDetails> {
  const response = await user.client.get<GetUserResponse>(`/api/user/${user.user.uid}`)
  expect(response.status).toBe(200)
  return response.body.result
}

describe('GET /api/user/{uid}', () => {
  it('gives the owner their registration record', async () => {
    const response = await owner.client.get<GetUserResponse>(`/api/user/${owner.user.uid}`)
    expect(response.status).toBe(200)
    expect(response.body.result).toEqual(owner.user)
    expect(response.body.result).toMatchObject({
      firstName: 'Olga',
      lastName: 'Owner',
      updatesAndTips: false,
    })
  })

  it('answers 404 for another user, exactly as for a user that does not exist', async () => {
    const foreign = await other.client.get<ApiErrorBody>(`/api/user/${owner.user.uid}`)
    const missing = await other.client.get<ApiErrorBody>('/api/user/no-such-user')
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual(missing.body)
    expect(foreign.text).not.toContain(owner.email)
  })

  it('answers 401 without a session', async () => {
    const response = await new TestClient(server.url).get<ApiErrorBody>(
      `/api/user/${owner.user.uid}`,
    )
    expect(response.status).toBe(401)
    expect(response.body.error.id).toBe('unauthenticated')
  })
})

describe('GET /api/users/{uid}/exists', () => {
  it('says the own record exists', async () => {
    const response = await owner.client.get<{ exists: boolean }>(
      `/api/users/${owner.user.uid}/exists`,
    )
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ exists: true })
  })

  it("answers 404 for another user's uid and for an unknown one alike", async () => {
    const foreign = await other.client.get<ApiErrorBody>(`/api/users/${owner.user.uid}/exists`)
    const missing = await other.client.get<ApiErrorBody>('/api/users/nobody/exists')
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual(missing.body)
  })
})

describe('PUT /api/user', () => {
  it('saves names as plain text, the updates-and-tips choice and the locale', async () => {
    const response = await owner.client.put<GetUserResponse>('/api/user', {
      uid: owner.user.uid,
      firstName: '  <b>Olga</b> ',
      lastName: '<i>Öztürk</i>',
      updatesAndTips: true,
      locale: 'tr',
    })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({
      firstName: 'Olga',
      lastName: 'Öztürk',
      displayName: 'Olga Öztürk',
      updatesAndTips: true,
      locale: 'tr',
    })
    expect(await recordOf(owner)).toEqual(response.body.result)
  })

  it('changes only the fields sent', async () => {
    const before = await recordOf(owner)
    const response = await owner.client.put<GetUserResponse>('/api/user', {
      uid: owner.user.uid,
      updatesAndTips: false,
    })
    expect(response.status).toBe(200)
    expect(response.body.result).toEqual({ ...before, updatesAndTips: false })
  })

  it('refuses a name over the limit with a field message, and keeps the stored one', async () => {
    const before = await recordOf(owner)
    const response = await owner.client.put<ApiErrorBody>('/api/user', {
      uid: owner.user.uid,
      firstName: 'x'.repeat(101),
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues?.[0]?.path).toBe('firstName')
    expect(await recordOf(owner)).toEqual(before)
  })

  it("answers 404 for another user's uid and changes nothing", async () => {
    const before = await recordOf(owner)
    const response = await other.client.put<ApiErrorBody>('/api/user', {
      uid: owner.user.uid,
      firstName: 'Mallory',
      updatesAndTips: true,
    })
    expect(response.status).toBe(404)
    expect(await recordOf(owner)).toEqual(before)
  })

  it('never takes status, plan or credits from the client', async () => {
    const before = await recordOf(other)
    const response = await other.client.put<GetUserResponse>('/api/user', {
      uid: other.user.uid,
      accountStatus: 'Premium',
      evaluationCredit: 999,
    })
    expect(response.status).toBe(200)
    expect(response.body.result.accountStatus).toBe(before.accountStatus)
    expect(response.body.result.evaluationCredit).toBe(before.evaluationCredit)
  })
})

describe('POST /api/user', () => {
  it("completes the caller's registration record; status and credits stay the cloud's", async () => {
    const fresh = await signUpUser(server, { firstName: '', lastName: '' })
    const response = await fresh.client.post<GetUserResponse>('/api/user', {
      uid: fresh.user.uid,
      email: fresh.email.toUpperCase(),
      displayName: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      termsAndConditions: true,
      updatesAndTips: false,
      locale: 'de',
      accountStatus: 'Premium',
      evaluationCredit: 1000,
    })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      displayName: 'Grace Hopper',
      updatesAndTips: false,
      locale: 'de',
      accountStatus: 'Free',
      evaluationCredit: fresh.user.evaluationCredit,
    })
  })

  it("refuses an e-mail address that is not the account's", async () => {
    const response = await owner.client.post<ApiErrorBody>('/api/user', {
      uid: owner.user.uid,
      email: other.email,
      firstName: 'X',
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues?.[0]?.path).toBe('email')
  })

  it("answers 404 for another user's uid and changes nothing", async () => {
    const before = await recordOf(owner)
    const response = await other.client.post<ApiErrorBody>('/api/user', {
      uid: owner.user.uid,
      email: owner.email,
      firstName: 'Mallory',
    })
    expect(response.status).toBe(404)
    expect(await recordOf(owner)).toEqual(before)
  })
})

describe('DELETE /api/user', () => {
  it("answers 404 for another user's uid and deletes nothing", async () => {
    const response = await other.client.request<ApiErrorBody>('DELETE', '/api/user', {
      body: { uid: owner.user.uid },
    })
    expect(response.status).toBe(404)
    expect((await recordOf(owner)).uid).toBe(owner.user.uid)
  })

  it('needs the CSRF token from a browser', async () => {
    const response = await owner.client.request<ApiErrorBody>('DELETE', '/api/user', {
      body: { uid: owner.user.uid },
      csrf: false,
    })
    expect(response.status).toBe(403)
    expect((await recordOf(owner)).uid).toBe(owner.user.uid)
  })

  it('deletes the own account, clears the session cookie, and the address can sign up anew', async () => {
    const doomed = await signUpUser(server)
    const response = await doomed.client.request('DELETE', '/api/user', {
      body: { uid: doomed.user.uid },
    })
    expect(response.status).toBe(204)
    expect(response.headers.getSetCookie().some((cookie) => /max-age=0/i.test(cookie))).toBe(true)
    expect((await doomed.client.get('/api/session')).body).toEqual({ user: null })
    const again = await signUpUser(server, { email: doomed.email })
    expect(again.user.uid).not.toBe(doomed.user.uid)
  })
})
