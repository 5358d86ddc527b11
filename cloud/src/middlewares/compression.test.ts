// Answers are compressed where it pays: large JSON with brotli or gzip as the client accepts,
// small answers and clients that accept nothing as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createResumeEntry, signUpUser, type TestUser } from '../test/factories'
import { rawGet } from '../test/raw-get'
import { createTestServer, type TestServer } from '../test/server'
import { COMPRESSION_THRESHOLD } from './compression'

let server: TestServer
let user: TestUser
let entryUrl = ''
let auth: Record<string, string> = {}

beforeAll(async () => {
  server = await createTestServer()
  user = await signUpUser(server, {}, 'desktop')
  const id = await createResumeEntry(user, completeResume())
  entryUrl = `${server.url}/api/libraryEntry/${id}`
  auth = { 'X-Vitae-Client': 'desktop', Authorization: `Bearer ${user.client.bearerToken}` }
})
afterAll(async () => {
  await server?.close()
})

describe('compressed answers', () => {
  it('sends a large JSON answer with brotli when the client takes it, and the same JSON comes out', async () => {
    const plain = await rawGet(entryUrl, auth)
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD)

    const br = await rawGet(entryUrl, { ...auth, 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/Accept-Encoding/i)
    expect(br.body.length).toBeLessThan(plain.body.length / 2)
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    )
  })

  it('falls back to gzip for clients without brotli', async () => {
    const gz = await rawGet(entryUrl, { ...auth, 'Accept-Encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.body).toString()).result.cvData.contact.firstName).toBe('Ada')
  })

  it('leaves small answers as they are', async () => {
    const health = await rawGet(`${server.url}/healthz`, { 'Accept-Encoding': 'br, gzip' })
    expect(health.status).toBe(200)
    expect(health.body.length).toBeLessThan(COMPRESSION_THRESHOLD)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(health.body.toString())).toMatchObject({ ok: true })
  })
})
