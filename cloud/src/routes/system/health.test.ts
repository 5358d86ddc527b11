import type { ApiErrorBody, HealthResponse } from '@shared/api'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer | null = null
afterEach(async () => {
  await server?.close()
  server = null
})

describe('GET /healthz', () => {
  it('reports the database in use and the version, and is never cached', async () => {
    server = await createTestServer()
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as HealthResponse
    expect(body).toEqual({
      ok: true,
      database: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    })
  })

  it('answers 503 database_unavailable when the database is gone', async () => {
    server = await createTestServer()
    await server.database.close()
    const response = await fetch(`${server.url}/healthz`)
    expect(response.status).toBe(503)
    const body = (await response.json()) as ApiErrorBody
    expect(body.error).toEqual({
      id: 'database_unavailable',
      message: 'The database cannot be reached.',
    })
  })
})
