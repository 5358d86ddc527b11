import type { ApiErrorBody, GetUserResponse } from '@shared/api'
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
