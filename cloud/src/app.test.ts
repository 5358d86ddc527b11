import type { ApiErrorBody, SessionResponse } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from './test/client'
import { signUpUser } from './test/factories'
import { createTestServer, type TestServer } from './test/server'

describe('the API as a whole', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await createTestServer()
  })
  afterAll(async () => {
    await server.close()
  })

  it('answers unknown API paths with a JSON 404 that names them', async () => {
    const response = await new TestClient(server.url).get<ApiErrorBody>('/api/no/such/thing')
    expect(response.status).toBe(404)
    expect(response.body.error).toEqual({
      id: 'not_found',
      message: 'There is no API route GET /api/no/such/thing.',
    })
  })

  it('answers a known path with the wrong method with a JSON 405', async () => {
    const response = await new TestClient(server.url).get<ApiErrorBody>('/api/session/sign-in')
    expect(response.status).toBe(405)
    expect(response.body.error.id).toBe('method_not_allowed')
  })

  it('gives every response a request id, keeping a sane one from the load balancer', async () => {
    const generated = await fetch(`${server.url}/healthz`)
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await fetch(`${server.url}/healthz`, {
      headers: { 'X-Request-Id': 'lb-1234567890' },
    })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234567890')
    const replaced = await fetch(`${server.url}/healthz`, {
      headers: { 'X-Request-Id': 'bad id <script>' },
    })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends security headers on API answers too', async () => {
    const response = await fetch(`${server.url}/api/session`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})

describe('when something breaks inside', () => {
  it('answers 500 internal_error with the request id and no stack trace', async () => {
    const server = await createTestServer()
    try {
      const { client } = await signUpUser(server)
      await server.database.close()
      const response = await client.get<ApiErrorBody>('/api/libraryEntriesCount/anyone')
      expect(response.status).toBe(500)
      const requestId = response.headers.get('x-request-id') ?? ''
      expect(response.body.error).toEqual({
        id: 'internal_error',
        message: `Something went wrong on our side; it has been logged under request id ${requestId}.`,
      })
      expect(response.text).not.toMatch(/at .+\.ts|node_modules|Error:/)
    } finally {
      await server.close()
    }
  })
})

describe('behind https (PUBLIC_URL https://…)', () => {
  it('marks cookies Secure and turns on HSTS and upgrade-insecure-requests', async () => {
    const server = await createTestServer({ env: { PUBLIC_URL: 'https://vitae.example.com' } })
    try {
      const client = new TestClient(server.url)
      const csrf = await client.get('/csrf-token')
      expect(csrf.headers.getSetCookie()[0]).toMatch(/; Secure/)
      expect(csrf.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      expect(csrf.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')

      const signUp = await client.post<SessionResponse>('/api/session/sign-up', {
        email: 'secure@example.com',
        password: 'a long password',
      })
      expect(signUp.status).toBe(201)
      const session = signUp.headers.getSetCookie().find((c) => c.includes('session_token'))
      expect(session).toMatch(/Secure/)
      expect(session).toMatch(/HttpOnly/)
    } finally {
      await server.close()
    }
  })
})
