// POST /api/export/docx over real HTTP: the same plan rule as the PDF, a real Word file back.
import type { ApiErrorBody } from '@shared/api'
import { DOCX_MIME_TYPE } from '@shared/api/export'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import mammoth from 'mammoth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { setAccountStatus, signUpUser, type TestUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'
import { contentDisposition } from './content-disposition'

let server: TestServer
let premium: TestUser

beforeAll(async () => {
  // Billing on, so the plan rule applies as in production (npm start's default is billing off).
  server = await createTestServer({ billing: true })
  premium = await signUpUser(server, { firstName: 'Ada' })
  await setAccountStatus(server, premium, 'Premium')
})
afterAll(async () => {
  await server?.close()
})

describe('POST /api/export/docx', () => {
  it('asks a visitor to sign in (401)', async () => {
    const visitor = new TestClient(server.url)
    const response = await visitor.post<ApiErrorBody>('/api/export/docx', {
      cvData: completeResume(),
    })
    expect(response.status).toBe(401)
    expect(response.body.error.id).toBe('unauthenticated')
  })

  it.each(['Free', 'Onhold'] as const)('asks a %s user to upgrade (402)', async (status) => {
    const user = await signUpUser(server)
    await setAccountStatus(server, user, status)
    const response = await user.client.post<ApiErrorBody>('/api/export/docx', {
      cvData: completeResume(),
    })
    expect(response.status).toBe(402)
    expect(response.body.error.id).toBe('premium_required')
  })

  it('gives a Premium user the Word document under the download name', async () => {
    const response = await premium.client.post('/api/export/docx', { cvData: completeResume() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(DOCX_MIME_TYPE)
    expect(response.headers.get('content-disposition')).toBe(
      contentDisposition('Ada_Lovelace_Senior_Backend_Engineer.docx'),
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(response.bytes) })
    expect(text).toContain('Analytical Engines Ltd')
  })

  it('gives the Word document to everyone when billing is off (the default of npm start)', async () => {
    const off = await createTestServer()
    try {
      const user = await signUpUser(off)
      const response = await user.client.post('/api/export/docx', { cvData: completeResume() })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(DOCX_MIME_TYPE)
    } finally {
      await off.close()
    }
  })

  it('refuses a request without cvData with the field named (400)', async () => {
    const response = await premium.client.post<ApiErrorBody>('/api/export/docx', {})
    expect(response.status).toBe(400)
    expect(response.body.error.id).toBe('validation_failed')
    expect(response.body.error.issues?.[0]?.path).toBe('cvData')
  })
})
