// Cover letters over real HTTP (issue 19.1): create, list, get, autosave with revisions and
// conflicts, duplicate, delete, ownership (another user's letter or resume is 404), the plan's
// count, the AI draft (offline and through a scripted OpenAI-compatible server; one enhance
// credit, refunded when the AI fails), translation (offline part) and the PDF through the
// renderer. On SQLite, and on PostgreSQL when DATABASE_URL is set (npm run test:pg).
import type {
  ApiErrorBody,
  CoverLetterEntry,
  DraftCoverLetterResponse,
  TranslateCoverLetterResponse,
} from '@shared/api'
import { englishResume } from '@shared/ai/test-fixtures/resumes'
import {
  answer,
  startScriptedLlm,
  type Reply,
  type ScriptedServer,
} from '@shared/ai/llm/test-fixtures/make-llm-server'
import type { PrintRequest } from '@shared/export'
import {
  startFakeLibreTranslate,
  type FakeServer,
} from '@shared/translate/test-fixtures/make-servers'
import type { PdfRenderer } from '@node/pdf/renderer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import {
  createResumeEntry,
  remainingCredits,
  setAccountStatus,
  setFreeCredits,
  signUpUser,
  type TestUser,
} from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

const printed: PrintRequest[] = []
const fakePdf: PdfRenderer = {
  render: (request) => {
    printed.push(request)
    return Promise.resolve({
      pdf: new TextEncoder().encode(`%PDF-1.4 ${request.coverLetter?.subject ?? ''}`),
    } as Awaited<ReturnType<PdfRenderer['render']>>)
  },
  warmUp: () => Promise.resolve(),
  close: () => Promise.resolve(),
}

const JOB = 'Contoso Logistics is hiring a Senior Planner who knows route planning.'
type Created = { result: { id: string }; fixes: string[] }

async function createLetter(owner: TestUser, body: Record<string, unknown>) {
  const response = await owner.client.post<Created>('/api/coverLetters', body)
  expect(response.status, response.text).toBe(201)
  return response.body.result.id
}

async function getLetter(owner: TestUser, id: string) {
  const response = await owner.client.get<{ result: CoverLetterEntry }>(`/api/coverLetters/${id}`)
  expect(response.status, response.text).toBe(200)
  return response.body.result
}

describe('cover letters, offline engine, billing on', () => {
  let server: TestServer
  let alice: TestUser // Premium
  let bob: TestUser // Premium, the other user
  let carol: TestUser // Free
  let aliceResume: string
  let bobResume: string

  beforeAll(async () => {
    server = await createTestServer({
      billing: true,
      pdfRenderer: fakePdf,
      rateLimits: { signUp: { max: 1000, windowSeconds: 60 } },
    })
    alice = await signUpUser(server, { firstName: 'Alice' })
    bob = await signUpUser(server, { firstName: 'Bob' })
    carol = await signUpUser(server, { firstName: 'Carol' })
    await setAccountStatus(server, alice, 'Premium')
    await setAccountStatus(server, bob, 'Premium')
    aliceResume = await createResumeEntry(alice, { ...englishResume(), resumeName: 'Mara CV' })
    bobResume = await createResumeEntry(bob, englishResume())
  })
  afterAll(async () => {
    await server.close()
  })

  it('asks a visitor to sign in', async () => {
    const response = await new TestClient(server.url).get('/api/coverLetters')
    expect(response.status).toBe(401)
  })

  it('creates a letter linked to a resume, repairs its input and lists it', async () => {
    const id = await createLetter(alice, {
      resumeId: aliceResume,
      letter: { subject: '<b>Application</b>', recipient: { company: 'Contoso' } },
    })
    const entry = await getLetter(alice, id)
    expect(entry).toMatchObject({ id, resumeId: aliceResume, revision: 1 })
    expect(entry.letter.subject).toBe('Application')
    // The resume's language when the letter names none.
    expect(entry.letter.language).toBe('en')
    const list = await alice.client.get<{ result: CoverLetterEntry[] }>('/api/coverLetters')
    expect(list.body.result.map((letter) => letter.id)).toContain(id)
    const others = await bob.client.get<{ result: CoverLetterEntry[] }>('/api/coverLetters')
    expect(others.body.result.map((letter) => letter.id)).not.toContain(id)
  })

  it("answers 404 for another user's letter or resume, and changes nothing", async () => {
    const id = await createLetter(alice, { resumeId: aliceResume, letter: { subject: 'Mine' } })
    expect((await bob.client.get(`/api/coverLetters/${id}`)).status).toBe(404)
    expect(
      (
        await bob.client.put(`/api/coverLetters/${id}`, {
          letter: { subject: 'Stolen' },
          baseRevision: 1,
        })
      ).status,
    ).toBe(404)
    expect((await bob.client.delete(`/api/coverLetters/${id}`)).status).toBe(404)
    expect((await bob.client.post(`/api/coverLetters/${id}/duplicate`, {})).status).toBe(404)
    expect((await bob.client.post(`/api/coverLetters/${id}/pdf`, {})).status).toBe(404)
    // Linking to someone else's resume, or drafting from it.
    expect((await bob.client.post('/api/coverLetters', { resumeId: aliceResume })).status).toBe(404)
    expect(
      (
        await alice.client.put(`/api/coverLetters/${id}`, {
          letter: { subject: 'x' },
          resumeId: bobResume,
          baseRevision: 1,
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await bob.client.post('/api/coverLetters/draft', {
          resumeId: aliceResume,
          jobDescription: JOB,
        })
      ).status,
    ).toBe(404)
    expect((await getLetter(alice, id)).letter.subject).toBe('Mine')
  })

  it('autosaves on the base revision and answers a stale one with 409 and the stored letter', async () => {
    const id = await createLetter(alice, { resumeId: aliceResume, letter: { subject: 'v1' } })
    const first = await alice.client.put<{ result: { revision: number } }>(
      `/api/coverLetters/${id}`,
      { letter: { subject: 'v2', body: '<p>Hello</p>' }, baseRevision: 1 },
    )
    expect(first.status, first.text).toBe(200)
    expect(first.body.result.revision).toBe(2)
    const stale = await alice.client.put<ApiErrorBody>(`/api/coverLetters/${id}`, {
      letter: { subject: 'from another tab' },
      baseRevision: 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.id).toBe('revision_conflict')
    expect(stale.body.error.current).toMatchObject({
      revision: 2,
      cvData: { subject: 'v2', body: '<p>Hello</p>' },
    })
    expect((await getLetter(alice, id)).letter.subject).toBe('v2')
    // A deletion based on the old revision is refused alike; on the current one it goes.
    expect((await alice.client.delete(`/api/coverLetters/${id}`, { baseRevision: 1 })).status).toBe(
      409,
    )
    expect((await alice.client.delete(`/api/coverLetters/${id}`, { baseRevision: 2 })).status).toBe(
      200,
    )
    expect((await alice.client.get(`/api/coverLetters/${id}`)).status).toBe(404)
  })

  it('duplicates a letter with its link', async () => {
    const id = await createLetter(alice, {
      resumeId: aliceResume,
      letter: { name: 'Contoso', subject: 'Application' },
    })
    const copy = await alice.client.post<{ result: { id: string } }>(
      `/api/coverLetters/${id}/duplicate`,
      {},
    )
    expect(copy.status).toBe(201)
    const entry = await getLetter(alice, copy.body.result.id)
    expect(entry.resumeId).toBe(aliceResume)
    expect(entry.letter).toMatchObject({ name: 'Contoso (2)', subject: 'Application' })
  })

  it('keeps the letter when its resume is deleted, unlinked', async () => {
    const resumeId = await createResumeEntry(alice, englishResume())
    const id = await createLetter(alice, { resumeId, letter: { subject: 'Orphan' } })
    expect((await alice.client.delete('/api/libraryEntry', { id: resumeId })).status).toBe(200)
    const entry = await getLetter(alice, id)
    expect(entry.resumeId).toBeNull()
    expect(entry.letter.subject).toBe('Orphan')
  })

  it('Free: one letter, then the upgrade prompt', async () => {
    const resumeId = await createResumeEntry(carol, englishResume())
    await createLetter(carol, { resumeId })
    const second = await carol.client.post<ApiErrorBody>('/api/coverLetters', { resumeId })
    expect(second.status).toBe(402)
    expect(second.body.error.id).toBe('premium_required')
  })

  it('drafts offline from the stored resume with placeholders, debiting one enhance credit', async () => {
    const before = (await remainingCredits(server, alice, 'enhance')) ?? 0
    const response = await alice.client.post<DraftCoverLetterResponse>('/api/coverLetters/draft', {
      resumeId: aliceResume,
      jobDescription: JOB,
      letter: { recipient: { company: 'Contoso Logistics' } },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.engine).toBe('offline')
    expect(response.body.result.body).toContain('Northwind Freight')
    expect(response.body.result.body).toContain('at Contoso Logistics')
    expect(response.body.result.placeholders).toContain('[position]')
    expect(response.body.result.removedFacts).toEqual([])
    expect(response.body.remainingCredits).toBe(before - 1)
    expect(await remainingCredits(server, alice, 'enhance')).toBe(before - 1)
  })

  it('refuses a draft without enhance credits (Free, none left) and debits nothing', async () => {
    const dave = await signUpUser(server)
    const resumeId = await createResumeEntry(dave, englishResume())
    await setFreeCredits(server, dave, 'enhance', 0)
    const response = await dave.client.post<ApiErrorBody>('/api/coverLetters/draft', {
      resumeId,
      jobDescription: JOB,
    })
    expect(response.status).toBe(402)
    expect(response.body.error.id).toBe('not_enough_credits')
  })

  it('translates the offline part into a new copy; a full translation needs a provider', async () => {
    const id = await createLetter(alice, {
      resumeId: aliceResume,
      letter: {
        name: 'Contoso',
        subject: 'Application for the [position] position',
        closing: 'Yours sincerely,',
      },
    })
    const full = await alice.client.post<ApiErrorBody>(`/api/coverLetters/${id}/translate`, {
      targetLanguage: 'de',
    })
    expect(full.status).toBe(409)
    expect(full.body.error.message).toMatch(/No translation service/)
    const response = await alice.client.post<TranslateCoverLetterResponse>(
      `/api/coverLetters/${id}/translate`,
      { targetLanguage: 'de', offlineOnly: true },
    )
    expect(response.status, response.text).toBe(201)
    expect(response.body.mode).toBe('offline-only')
    const copy = await getLetter(alice, response.body.result.id)
    expect(copy.resumeId).toBe(aliceResume)
    expect(copy.letter).toMatchObject({
      language: 'de',
      name: 'Contoso (de)',
      closing: 'Mit freundlichen Grüßen',
      subject: 'Application for the [Position] position',
    })
    expect((await getLetter(alice, id)).letter.language).toBe('en')
    // Free has no translation.
    const carolLetters = await carol.client.get<{ result: CoverLetterEntry[] }>('/api/coverLetters')
    const carolLetter = carolLetters.body.result[0]!.id
    const refused = await carol.client.post<ApiErrorBody>(
      `/api/coverLetters/${carolLetter}/translate`,
      {
        targetLanguage: 'de',
        offlineOnly: true,
      },
    )
    expect(refused.status).toBe(402)
  })

  it("prints the PDF in the linked resume's look; Free gets the upgrade prompt", async () => {
    const id = await createLetter(alice, {
      resumeId: aliceResume,
      letter: { subject: 'Printed letter' },
    })
    printed.length = 0
    const response = await alice.client.post(`/api/coverLetters/${id}/pdf`, {})
    expect(response.status).toBe(200)
    expect(response.text).toContain('Printed letter')
    expect(printed[0]?.resume.contact.lastName).toBe('Ellison')
    expect(printed[0]?.coverLetter?.subject).toBe('Printed letter')
    const carolLetters = await carol.client.get<{ result: CoverLetterEntry[] }>('/api/coverLetters')
    const refused = await carol.client.post<ApiErrorBody>(
      `/api/coverLetters/${carolLetters.body.result[0]!.id}/pdf`,
      {},
    )
    expect(refused.status).toBe(402)
    expect(refused.body.error.id).toBe('premium_required')
  })
})

describe('cover letters, LLM engine (scripted OpenAI-compatible server)', () => {
  let server: TestServer
  let llm: ScriptedServer
  let next: () => Reply = () => answer('{}')
  beforeAll(async () => {
    llm = await startScriptedLlm(() => next())
    server = await createTestServer({
      billing: true,
      env: { AI_BASE_URL: llm.url, AI_API_KEY: 'test-key', AI_MODEL: 'scripted' },
    })
  })
  afterAll(async () => {
    await server.close()
    await llm.close()
  })

  it('answers with the written draft, without the invented sentence', async () => {
    next = () =>
      answer(
        JSON.stringify({
          subject: 'Application for the Senior Planner position',
          greeting: 'Dear Jane Roe,',
          paragraphs: [
            'I would like to join Contoso Logistics as a Senior Planner.',
            'At Northwind Freight I plan routes for 40 delivery vans. I saved 2 million dollars at Globex.',
          ],
          closing: 'Kind regards,',
        }),
      )
    const user = await signUpUser(server)
    const resumeId = await createResumeEntry(user, englishResume())
    const before = (await remainingCredits(server, user, 'enhance')) ?? 0
    const response = await user.client.post<DraftCoverLetterResponse>('/api/coverLetters/draft', {
      resumeId,
      jobDescription: JOB,
      jobTitle: 'Senior Planner',
      letter: { recipient: { name: 'Jane Roe', company: 'Contoso Logistics' } },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.engine).toBe('llm')
    expect(response.body.result.body).toBe(
      '<p>I would like to join Contoso Logistics as a Senior Planner.</p><p>At Northwind Freight I plan routes for 40 delivery vans.</p>',
    )
    expect(response.body.result.removedFacts).toEqual(expect.arrayContaining(['Globex']))
    expect(await remainingCredits(server, user, 'enhance')).toBe(before - 1)
  })

  it('falls back to the offline draft when the LLM fails, and says so', async () => {
    next = () => answer('broken', 500)
    const user = await signUpUser(server)
    const resumeId = await createResumeEntry(user, englishResume())
    const response = await user.client.post<DraftCoverLetterResponse>('/api/coverLetters/draft', {
      resumeId,
      jobDescription: JOB,
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.engine).toBe('offline')
    expect(response.body.fallback?.from).toBe('llm')
    expect(response.body.result.placeholders).toContain('[company name]')
  })
})

describe('cover letters, translation through LibreTranslate (TRANSLATE_PROVIDER=libretranslate)', () => {
  let libre: FakeServer
  let server: TestServer
  beforeAll(async () => {
    libre = await startFakeLibreTranslate({ apiKey: 'libre-key' })
    server = await createTestServer({
      billing: true,
      env: {
        TRANSLATE_PROVIDER: 'libretranslate',
        LIBRETRANSLATE_URL: libre.url,
        LIBRETRANSLATE_API_KEY: 'libre-key',
      },
    })
  })
  afterAll(async () => {
    await server.close()
    await libre.close()
  })

  it('translates the letter into a copy and debits one translate credit', async () => {
    const user = await signUpUser(server)
    await setAccountStatus(server, user, 'Premium')
    const resumeId = await createResumeEntry(user, englishResume())
    const id = await createLetter(user, {
      resumeId,
      letter: {
        subject: 'Application',
        greeting: 'Dear Jane Roe,',
        body: '<p>I plan routes at <strong>Northwind Freight</strong>.</p>',
        recipient: { name: 'Jane Roe', company: 'Contoso' },
      },
    })
    const before = (await remainingCredits(server, user, 'translate')) ?? 0
    const response = await user.client.post<TranslateCoverLetterResponse>(
      `/api/coverLetters/${id}/translate`,
      { targetLanguage: 'de' },
    )
    expect(response.status, response.text).toBe(201)
    expect(response.body).toMatchObject({ mode: 'full', keptInSource: 0 })
    const copy = await getLetter(user, response.body.result.id)
    expect(copy.letter.language).toBe('de')
    expect(copy.letter.subject).toContain('Application⁽de⁾')
    expect(copy.letter.body).toContain('<strong>Northwind Freight</strong>')
    expect(copy.letter.greeting).toContain('Jane Roe')
    expect(await remainingCredits(server, user, 'translate')).toBe(before - 1)
  })
})
