import type { ApiErrorBody, AtsViewResponse } from '@shared/api'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { setAccountStatus, signUpUser, type TestUser } from '../../test/factories'
import { pdfInfo, pdfLinkTargets, pdfToText } from '../../../../tests/support/pdf-text'
import { TEST_CHROMIUM_PATH } from '../../../../tests/support/print-bundle'
import { printBundleDir } from '../../../../tests/support/provided'
import { createTestServer, type TestServer } from '../../test/server'
import { contentDisposition } from './content-disposition'

let server: TestServer
let premium: TestUser

beforeAll(async () => {
  server = await createTestServer({
    billing: true,
    webDistDir: printBundleDir(),
    env: { CHROMIUM_PATH: TEST_CHROMIUM_PATH, PDF_RENDERERS: '1' },
  })
  premium = await signUpUser(server, { firstName: 'Ada' })
  await setAccountStatus(server, premium, 'Premium')
}, 120_000)
afterAll(async () => {
  await server?.close()
})

const resume = () => completeResume()

describe('who may download (spec 000 §6)', () => {
  it('asks a visitor to sign in (401)', async () => {
    const visitor = new TestClient(server.url)
    const response = await visitor.post<ApiErrorBody>('/api/export/pdf', { cvData: resume() })
    expect(response.status).toBe(401)
    expect(response.body.error.id).toBe('unauthenticated')
  })

  it.each(['Free', 'Onhold'] as const)('asks a %s user to upgrade (402)', async (status) => {
    const user = await signUpUser(server)
    await setAccountStatus(server, user, status)
    const response = await user.client.post<ApiErrorBody>('/api/export/pdf', { cvData: resume() })
    expect(response.status).toBe(402)
    expect(response.body.error.id).toBe('premium_required')
    expect(response.headers.get('content-type')).toContain('application/json')
  })

  it('gives a Premium user the PDF with real text, metadata, links and the download name', async () => {
    const response = await premium.client.post(
      '/api/export/pdf',
      { cvData: resume() },
      { headers: { 'Accept-Encoding': 'br, gzip' } },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    // A PDF's streams are compressed already: it goes out as it is.
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('content-disposition')).toBe(
      contentDisposition('Ada_Lovelace_Senior_Backend_Engineer.pdf'),
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const pdf = response.bytes
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-')
    const text = pdfToText(pdf)
    for (const field of ['Ada Lovelace', 'Analytical Engines Ltd', 'Cut payment latency by 40%'])
      expect(text).toContain(field)
    const info = pdfInfo(pdf)
    expect(info).toMatchObject({ Author: 'Ada Lovelace', Tagged: 'yes' })
    expect(info['Page size']).toContain('(A4)')
    expect(pdfLinkTargets(pdf)).toContain('mailto:ada@example.com')
  })

  it('makes one tall page in adjust mode', async () => {
    const long = resume()
    long.experiences = Array.from({ length: 8 }, (_, i) => ({
      ...long.experiences[0]!,
      id: `exp-${i}`,
      title: `Role ${i}`,
      description: `<ul>${'<li>Shipped a thing that mattered to customers</li>'.repeat(6)}</ul>`,
    }))
    const normal = await premium.client.post('/api/export/pdf', { cvData: long })
    const adjusted = await premium.client.post('/api/export/pdf', { cvData: long, adjust: true })
    expect(Number(pdfInfo(normal.bytes).Pages)).toBeGreaterThan(1)
    const info = pdfInfo(adjusted.bytes)
    expect(info.Pages).toBe('1')
    const [, width, height] = /([\d.]+) x ([\d.]+)/.exec(info['Page size'] ?? '') ?? []
    expect(Number(width)).toBeCloseTo(595, 0)
    expect(Number(height)).toBeGreaterThan(842)
  })

  it('refuses a request without a resume (400)', async () => {
    const response = await premium.client.post<ApiErrorBody>('/api/export/pdf', { adjust: true })
    expect(response.status).toBe(400)
    expect(response.body.error.issues).toEqual([{ path: 'cvData', message: 'cvData is required.' }])
  })
})

describe('without Chromium', () => {
  it('answers 503 with a stable id, so the web app can offer the browser print', async () => {
    const bare = await createTestServer({
      webDistDir: printBundleDir(),
      env: { CHROMIUM_PATH: '/nonexistent/chromium' },
    })
    try {
      const user = await signUpUser(bare)
      await setAccountStatus(bare, user, 'Premium')
      const response = await user.client.post<ApiErrorBody>('/api/export/pdf', {
        cvData: resume(),
      })
      expect(response.status).toBe(503)
      expect(response.body.error.id).toBe('pdf_renderer_unavailable')
      expect(response.body.error.message).toMatch(/Save as PDF/)
    } finally {
      await bare.close()
    }
  })
})

describe('contentDisposition', () => {
  it('sends the exact UTF-8 name and an ASCII fallback', () => {
    expect(contentDisposition('Ayşe_Yılmaz_工程师.pdf')).toBe(
      `attachment; filename="Ayse_Y_lmaz____.pdf"; filename*=UTF-8''Ay%C5%9Fe_Y%C4%B1lmaz_%E5%B7%A5%E7%A8%8B%E5%B8%88.pdf`,
    )
  })
})

describe('POST /api/export/ats (the ATS view, issue 14 point 2)', () => {
  it('reads the printed PDF back and says, field by field, what an ATS reads as written', async () => {
    // A Free user may look: no PDF leaves the server, so no download is spent.
    const user = await signUpUser(server)
    await setAccountStatus(server, user, 'Free')
    const written = resume()
    const response = await user.client.post<AtsViewResponse>('/api/export/ats', {
      cvData: written,
    })
    expect(response.status).toBe(200)
    const { rows, read, score, pages } = response.body
    expect(pages).toBeGreaterThan(0)
    expect(read.contact.email).toBe(written.contact.email)
    const email = rows.find((row) => row.section === 'contact' && row.field === 'email')
    expect(email).toMatchObject({ written: written.contact.email, status: 'same' })
    // Every experience's title is there, as written (the templates print real text).
    const titles = rows.filter((row) => row.section === 'experiences' && row.field === 'title')
    expect(titles).toHaveLength(written.experiences.length)
    expect(titles.every((row) => row.status === 'same')).toBe(true)
    // The score is the share of rows read as written.
    expect(score).toBeCloseTo(rows.filter((row) => row.status === 'same').length / rows.length)
    // Every filled field of the resume has its row; the summary is one of them.
    expect(rows.some((row) => row.section === 'contact' && row.field === 'description')).toBe(true)
  })

  it('needs a session', async () => {
    const visitor = new TestClient(server.url)
    const response = await visitor.post<ApiErrorBody>('/api/export/ats', { cvData: resume() })
    expect(response.status).toBe(401)
  })
})
