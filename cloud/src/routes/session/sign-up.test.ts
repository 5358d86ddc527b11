// Sign-up's rules of issue 11 point 2: the password policy (M-3), names as plain text within
// the shared limits and images http(s) only on every write (L-3), and no answer that tells
// whether an address has an account (L-6).
import { NAME_MAX_LENGTH } from '@shared/account/limits'
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

const signUp = (client: TestClient, body: Record<string, unknown>) =>
  client.post<SessionResponse & ApiErrorBody>('/api/session/sign-up', body)

const cookieShape = (setCookie: string[]) =>
  setCookie.map((cookie) => cookie.replace(/=[^;]*/, '=…').replace(/Max-Age=\d+/, 'Max-Age=n'))

describe('the password policy (M-3)', () => {
  it.each(['password', '12345678', '        ', 'qwertyuiop'])(
    'refuses %j with a clear message on the password field',
    async (password) => {
      const response = await signUp(new TestClient(server.url), {
        email: 'weak@example.com',
        password,
      })
      expect(response.status).toBe(400)
      expect(response.body.error.id).toBe('validation_failed')
      expect(response.body.error.issues).toEqual([
        { path: 'password', message: expect.stringMatching(/too easy to guess/) },
      ])
    },
  )

  it("refuses the person's own name as password", async () => {
    const response = await signUp(new TestClient(server.url), {
      email: 'grace.hopper@example.com',
      password: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
    })
    expect(response.status).toBe(400)
  })
})

describe('account names and pictures (L-3)', () => {
  it('stores names as plain text, whatever tags were nested in them', async () => {
    const response = await signUp(new TestClient(server.url), {
      email: 'tags@example.com',
      password: 'correct horse battery',
      firstName: '<scr<script>ipt>alert(1)</scr</script>ipt>Ada',
      lastName: ' <b>Lovelace</b> ',
    })
    expect(response.status).toBe(201)
    expect(response.body.user).toMatchObject({
      firstName: 'alert(1)Ada',
      lastName: 'Lovelace',
      displayName: 'alert(1)Ada Lovelace',
    })
    const row = await server.database.db
      .selectFrom('user')
      .select(['name', 'firstName', 'lastName'])
      .where('email', '=', 'tags@example.com')
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toMatch(/[<>]/)
  })

  it('refuses a name over the shared limit', async () => {
    const response = await signUp(new TestClient(server.url), {
      email: 'long@example.com',
      password: 'correct horse battery',
      firstName: 'A'.repeat(NAME_MAX_LENGTH + 1),
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues?.[0]?.path).toBe('firstName')
  })

  it("holds on better-auth's update-user too (1,000,000 characters, javascript: images)", async () => {
    const { client, user } = await signUpUser(server)
    const headers = new Headers({ cookie: client.cookieHeader() })
    const update = (body: Record<string, unknown>) =>
      server.auth.api.updateUser({ headers, body: body as never })
    await expect(update({ name: 'x'.repeat(1_000_000) })).rejects.toMatchObject({
      statusCode: 400,
    })
    for (const image of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'x']) {
      await expect(update({ image }), image).rejects.toMatchObject({ statusCode: 400 })
    }
    await update({ name: '<scr<script>ipt>Ada</b>', image: 'https://example.com/ada.png' })
    const row = await server.database.db
      .selectFrom('user')
      .select(['name', 'image'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Ada', image: 'https://example.com/ada.png' })
  })
})

describe('sign-up to an address that has an account (L-6)', () => {
  it('answers like a fresh sign-up, opens no session and changes nothing', async () => {
    const owner = await signUpUser(server, { firstName: 'Owner', lastName: 'One' })
    const fresh = await signUp(new TestClient(server.url), {
      email: 'brand-new@example.com',
      password: 'another long password',
      firstName: 'Eve',
    })
    const prober = new TestClient(server.url)
    const taken = await signUp(prober, {
      email: owner.email.toUpperCase(),
      password: 'another long password',
      firstName: 'Eve',
    })
    expect(taken.status).toBe(fresh.status)
    expect(taken.status).toBe(201)
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort())
    expect(Object.keys(taken.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort())
    const comparable = (body: SessionResponse) => ({
      ...body.user,
      id: undefined,
      uid: undefined,
      email: undefined,
      createdAt: undefined,
    })
    expect(comparable(taken.body)).toEqual(comparable(fresh.body))
    expect(taken.body.user.email).toBe(owner.email.toLowerCase())
    expect(taken.body.user.id).not.toBe(owner.user.id)
    expect(cookieShape(taken.headers.getSetCookie())).toEqual(
      cookieShape(fresh.headers.getSetCookie()),
    )
    // The cookie opens nothing; the owner's account and session are untouched.
    expect((await prober.get('/api/session')).status).toBe(401)
    const me = await owner.client.get<SessionResponse>('/api/session')
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({ firstName: 'Owner', lastName: 'One' })
    const signIn = await new TestClient(server.url).post('/api/session/sign-in', {
      email: owner.email,
      password: owner.password,
    })
    expect(signIn.status).toBe(200)
  })

  it('signs the owner in when they sign up again with their own password', async () => {
    const owner = await signUpUser(server)
    const again = new TestClient(server.url)
    const response = await signUp(again, { email: owner.email, password: owner.password })
    expect(response.status).toBe(201)
    expect(response.body.user.id).toBe(owner.user.id)
    expect((await again.get('/api/session')).status).toBe(200)
  })

  it('gives a desktop client a token-shaped token that opens nothing', async () => {
    const owner = await signUpUser(server)
    const desktop = new TestClient(server.url, 'desktop')
    const response = await signUp(desktop, {
      email: owner.email,
      password: 'another long password',
    })
    expect(response.status).toBe(201)
    expect(response.body.token).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(response.headers.getSetCookie()).toEqual([])
    desktop.bearerToken = response.body.token ?? null
    expect((await desktop.get('/api/session')).status).toBe(401)
  })
})
