import type {
  ApiErrorBody,
  apiRoutes,
  CreateCvFromExistingResponse,
  ImportResponse,
  ResponseOf,
} from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { remainingCredits, setFreeCredits, signUpUser, type TestUser } from '../../test/factories'
import { samplePage } from '../../test/import-page'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer({ billing: true })
})
afterAll(async () => {
  await server.close()
})

const credits = (user: TestUser) => remainingCredits(server, user, 'import')
const setCredits = (user: TestUser, balance: number) =>
  setFreeCredits(server, user, 'import', balance)

async function entryCount(user: TestUser): Promise<number> {
  const rows = await server.database.db
    .selectFrom('library_entries')
    .select('id')
    .where('uid', '=', user.user.uid)
    .execute()
  return rows.length
}

describe('POST /api/import', () => {
  it('parses the items, debits one credit and creates the library entry', async () => {
    const user = await signUpUser(server)
    expect(await credits(user)).toBe(1)
    const response = await user.client.post<ImportResponse>('/api/import', {
      source: { kind: 'pdf', pages: [samplePage()] },
    })
    expect(response.status).toBe(201)
    expect(response.body.resume.contact).toMatchObject({
      firstName: 'Jana',
      lastName: 'Novak',
      email: 'jana.novak@example.com',
    })
    expect(response.body.resume.experiences[0]).toMatchObject({
      startDate: '03/2021',
      isCurrentWork: true,
    })
    expect(response.body.resume.skills.map((s) => s.name)).toEqual(['Python', 'SQL', 'Airflow'])
    expect(await credits(user)).toBe(0)
    const entry = await user.client.get<ResponseOf<typeof apiRoutes.library.get>>(
      `/api/libraryEntry/${response.body.result.id}`,
    )
    expect(entry.body.result.cvData.contact.firstName).toBe('Jana')
    // Named after the person and the job title, not "Untitled resume".
    expect(entry.body.result.cvData.resumeName).toBe('Jana Novak – Data Engineer')
  })

  it('names a resume without person or job title after the uploaded file', async () => {
    const user = await signUpUser(server)
    const response = await user.client.post<ImportResponse>('/api/import', {
      source: { kind: 'resume', format: 'json', resume: { work: [{ name: 'Acme' }] } },
      fileName: 'C:\\Users\\ana\\Lebenslauf 2026.json',
    })
    expect(response.status).toBe(201)
    expect(response.body.resume.resumeName).toBe('Lebenslauf 2026')
  })

  it('answers 402 with a clear reason when no import is left, and creates nothing', async () => {
    const user = await signUpUser(server)
    await setCredits(user, 0)
    const response = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [samplePage()] },
    })
    expect(response.status).toBe(402)
    expect(response.body.error.id).toBe('not_enough_credits')
    expect(response.body.error.message).toMatch(/used all your free resume imports/i)
    expect(await entryCount(user)).toBe(0)
  })

  it('lets only one of two simultaneous imports spend the last credit', async () => {
    const user = await signUpUser(server)
    const send = () =>
      user.client.post('/api/import', { source: { kind: 'pdf', pages: [samplePage()] } })
    const statuses = (await Promise.all([send(), send()])).map((r) => r.status).sort()
    expect(statuses).toEqual([201, 402])
    expect(await entryCount(user)).toBe(1)
    expect(await credits(user)).toBe(0)
  })

  it('refuses a text over MAX_IMPORT_TEXT characters with the spec message and keeps the credit', async () => {
    const user = await signUpUser(server)
    const page = samplePage()
    for (let i = 0; i < 120; i++)
      page.items.push([`Line ${i} `.padEnd(250, 'x'), 40, 300 + i * 4, 300, 10, false])
    const response = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [page] },
    })
    expect(response.status).toBe(422)
    expect(response.body.error).toMatchObject({
      id: 'import_too-much-text',
      message: 'Text exceeds the maximum allowed length of 4 pages',
    })
    expect(await credits(user)).toBe(1)
    expect(await entryCount(user)).toBe(0)
  })

  it('refuses more pages than allowed and pages without text', async () => {
    const user = await signUpUser(server)
    const tooMany = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: Array.from({ length: 6 }, () => samplePage()) },
    })
    expect(tooMany.status).toBe(400)
    const empty = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [{ width: 595, height: 842, items: [] }] },
    })
    expect(empty.status).toBe(422)
    expect(empty.body.error.id).toBe('import_no-text')
    expect(await credits(user)).toBe(1)
  })

  it('stores a resume the app read from a JSON Resume file', async () => {
    const user = await signUpUser(server)
    const response = await user.client.post<ImportResponse>('/api/import', {
      source: {
        kind: 'resume',
        format: 'json',
        resume: {
          basics: { name: 'Ana Lima', email: 'ana@example.com' },
          work: [{ name: 'Acme', position: 'Engineer' }],
        },
      },
    })
    expect(response.status).toBe(201)
    expect(response.body.resume.contact).toMatchObject({ firstName: 'Ana', lastName: 'Lima' })
    expect(response.body.resume.experiences[0]).toMatchObject({
      company: 'Acme',
      title: 'Engineer',
    })
  })

  it('needs a session', async () => {
    const user = await signUpUser(server)
    await user.client.post('/api/session/sign-out', {})
    const response = await user.client.post<ApiErrorBody>('/api/import', {
      source: { kind: 'pdf', pages: [samplePage()] },
    })
    expect(response.status).toBe(401)
  })
})

describe('POST /createCVFromExisting', () => {
  it('keeps the spec contract: cvText in, allComponents out, one credit debited', async () => {
    const user = await signUpUser(server)
    const cvText = [
      'Jana Novak',
      'Data Engineer',
      'jana@example.com',
      '',
      'SKILLS',
      'Python, SQL',
    ].join('\n')
    const response = await user.client.post<CreateCvFromExistingResponse>('/createCVFromExisting', {
      cvText,
      uid: user.user.uid,
    })
    expect(response.status).toBe(200)
    expect(response.body.allComponents.Contact).toMatchObject({
      firstName: 'Jana',
      email: 'jana@example.com',
    })
    expect(response.body.allComponents.Skill.map((s) => s.name)).toEqual(['Python', 'SQL'])
    expect(await credits(user)).toBe(0)
    const again = await user.client.post<ApiErrorBody>('/createCVFromExisting', { cvText })
    expect(again.status).toBe(402)
  })

  it('answers 404 for another user id', async () => {
    const user = await signUpUser(server)
    const response = await user.client.post<ApiErrorBody>('/createCVFromExisting', {
      cvText: 'x',
      uid: 'someone-else',
    })
    expect(response.status).toBe(404)
    expect(await credits(user)).toBe(1)
  })
})
