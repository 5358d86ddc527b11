// Translation over real HTTP (issue 15 points 1, 4, 5, 6, 7): the cloud on SQLite, or on
// PostgreSQL with PG_TEST_URL, translating through a scripted OpenAI-compatible server that the
// test starts. Jobs are polled exactly as the app polls them.
import type { ApiErrorBody, LibraryEntry, TranslateJob, TranslateLink } from '@shared/api'
import type { Resume } from '@shared/resume'
import { fullResume } from '@shared/translate/test-fixtures/full-resume'
import {
  startFakeLibreTranslate,
  startFakeLlm,
  type FakeServer,
} from '@shared/translate/test-fixtures/make-servers'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import {
  createResumeEntry,
  remainingCredits,
  setAccountStatus,
  signUpUser,
  type TestUser,
} from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let llm: FakeServer
let server: TestServer
let premium: TestUser
let free: TestUser

/** Sets the translate balance of the user's current period (the entitlements module's table). */
async function setCredits(user: TestUser, balance: number, on: TestServer = server) {
  // A first debit makes the period's balance row; then it is set directly.
  const row = await on.database.db
    .selectFrom('credit_balance')
    .select('balance')
    .where('user_id', '=', user.user.uid)
    .where('kind', '=', 'translate')
    .executeTakeFirst()
  if (!row) {
    await on.entitlements.withCredit(
      { id: user.user.uid },
      'translate',
      `setup:${randomUUID()}`,
      () => Promise.resolve(),
    )
  }
  await on.database.db
    .updateTable('credit_balance')
    .set({ balance })
    .where('user_id', '=', user.user.uid)
    .where('kind', '=', 'translate')
    .execute()
}
async function credits(user: TestUser): Promise<number | null> {
  return remainingCredits(server, user, 'translate')
}
/** The refund of an aborted job lands when its work has stopped. */
async function creditsSettled(user: TestUser, expected: number) {
  const deadline = Date.now() + 10_000
  while ((await credits(user)) !== expected && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
  expect(await credits(user)).toBe(expected)
}

beforeAll(async () => {
  llm = await startFakeLlm()
  server = await createTestServer({
    billing: true,
    env: {
      AI_BASE_URL: llm.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      TRANSLATE_PROVIDER: 'llm',
    },
  })
  premium = await signUpUser(server, { firstName: 'Pia' })
  await setAccountStatus(server, premium, 'Premium')
  free = await signUpUser(server, { firstName: 'Fred' })
})
afterAll(async () => {
  await server.close()
  await llm.close()
})
afterEach(() => {
  llm.script = null
  llm.latencyMs = 0
})

async function waitForJob(user: TestUser, id: string): Promise<TranslateJob> {
  const deadline = Date.now() + 20_000
  for (;;) {
    const response = await user.client.get<{ job: TranslateJob }>(`/api/translate/jobs/${id}`)
    expect(response.status).toBe(200)
    if (response.body.job.status !== 'running') return response.body.job
    if (Date.now() > deadline) throw new Error(`job ${id} still running`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function getEntry(user: TestUser, id: string): Promise<LibraryEntry> {
  const response = await user.client.get<{ result: LibraryEntry }>(`/api/libraryEntry/${id}`)
  expect(response.status).toBe(200)
  return response.body.result
}

async function translate(user: TestUser, sourceId: string, targetLanguage: string) {
  const started = await user.client.post<{ job: TranslateJob }>('/api/translate/jobs', {
    sourceId,
    targetLanguage,
  })
  expect(started.status).toBe(201)
  expect(started.body.job.status).toBe('running')
  return waitForJob(user, started.body.job.id)
}

describe('who may translate (spec 000 §6)', () => {
  it('refuses visitors, upgrades Free users and needs a credit for Premium', async () => {
    const sourceId = await createResumeEntry(free, fullResume())
    const visitor = await signUpUser(server)
    await visitor.client.post('/api/session/sign-out', {})
    const anonymous = await visitor.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId,
      targetLanguage: 'de',
    })
    expect(anonymous.status).toBe(401)

    const upgrade = await free.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId,
      targetLanguage: 'de',
    })
    expect(upgrade.status).toBe(402)
    expect(upgrade.body.error.id).toBe('premium_required')

    const mine = await createResumeEntry(premium, fullResume())
    await setCredits(premium, 0)
    const none = await premium.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId: mine,
      targetLanguage: 'de',
    })
    expect(none.status).toBe(402)
    expect(none.body.error.id).toBe('not_enough_credits')

    // Another user's resume answers like a missing one.
    await setCredits(premium, 1)
    const foreign = await premium.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId,
      targetLanguage: 'de',
    })
    expect(foreign.status).toBe(404)
    expect(await credits(premium)).toBe(1)
  })

  it('says clearly when the target is the resume language or not one of the 24', async () => {
    const id = await createResumeEntry(premium, fullResume())
    await setCredits(premium, 1)
    const same = await premium.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId: id,
      targetLanguage: 'en',
    })
    expect(same.status).toBe(409)
    expect(same.body.error.message).toMatch(/already in English/)
    const unknown = await premium.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId: id,
      targetLanguage: 'xx',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.issues?.[0]?.message).toMatch(/targetLanguage must be one of en, de/)
    expect(await credits(premium)).toBe(1)
  })
  it("refuses a copy past Premium's 10 resumes (409) and charges nothing", async () => {
    const full = await signUpUser(server, { firstName: 'Max' })
    await setAccountStatus(server, full, 'Premium')
    const ids: string[] = []
    for (let i = 0; i < 10; i += 1) ids.push(await createResumeEntry(full, fullResume()))
    await setCredits(full, 1)
    const refused = await full.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId: ids[0],
      targetLanguage: 'de',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error.id).toBe('resume_limit_reached')
    expect(await credits(full)).toBe(1)
  })
})

describe('a translated copy (issue 15 point 1)', () => {
  it('is a new resume "<name> (de)" in German with progress by section; the source is unchanged', async () => {
    const sourceId = await createResumeEntry(premium, fullResume())
    const before = await getEntry(premium, sourceId)
    await setCredits(premium, 2)

    const job = await translate(premium, sourceId, 'de')
    expect(job.status).toBe('done')
    expect(job.mode).toBe('full')
    expect(job.progress.total).toBeGreaterThan(0)
    expect(job.progress.done).toBe(job.progress.total)
    expect(job.progress.sections.experiences?.total).toBeGreaterThan(0)
    expect(job.progress.sections.experiences?.done).toBe(job.progress.sections.experiences?.total)
    expect(job.resultId).not.toBeNull()
    expect(await credits(premium)).toBe(1)

    const copy = await getEntry(premium, job.resultId!)
    expect(copy.cvData.resumeName).toBe('Main resume (de)')
    expect(copy.cvData.resumeLanguage).toBe('de')
    expect(copy.cvData.contact.firstName).toBe('Grace')
    expect(copy.cvData.experiences[0]!.description).toContain('⁽de⁾')
    expect(copy.cvData.experiences[0]!.startDate).toBe('März 2019')
    expect(copy.translation).toEqual({ sourceId, from: 'en', to: 'de', mode: 'full' })

    const after = await getEntry(premium, sourceId)
    expect(after).toEqual(before)
    expect(after.translation).toBeNull()

    const list = await premium.client.get<{ result: LibraryEntry[] }>(
      `/api/libraryEntries/${premium.user.uid}`,
    )
    expect(list.body.result.map((entry) => entry.id)).toContain(copy.id)
  })

  it('cancelled while running: no copy, the credit comes back', async () => {
    const sourceId = await createResumeEntry(premium, fullResume())
    await setCredits(premium, 1)
    const entriesBefore = await countEntries()
    llm.latencyMs = 1500
    const started = await premium.client.post<{ job: TranslateJob }>('/api/translate/jobs', {
      sourceId,
      targetLanguage: 'fr',
    })
    expect(started.status).toBe(201)
    await creditsSettled(premium, 0)
    const cancelled = await premium.client.delete<{ job: TranslateJob }>(
      `/api/translate/jobs/${started.body.job.id}`,
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.job.status).toBe('cancelled')
    await creditsSettled(premium, 1)
    await new Promise((resolve) => setTimeout(resolve, 1800))
    const job = await waitForJob(premium, started.body.job.id)
    expect(job.status).toBe('cancelled')
    expect(job.resultId).toBeNull()
    expect(await countEntries()).toBe(entriesBefore)
  })

  it('a provider that refuses ends the job as failed, says why and refunds', async () => {
    const sourceId = await createResumeEntry(premium, fullResume())
    await setCredits(premium, 1)
    llm.script = () => ({ status: 401, body: JSON.stringify({ error: { message: 'bad key' } }) })
    const job = await translate(premium, sourceId, 'it')
    expect(job.status).toBe('failed')
    expect(job.error).toMatch(/refused the request/)
    expect(job.resultId).toBeNull()
    await creditsSettled(premium, 1)
  })

  it("another user's job answers 404", async () => {
    const sourceId = await createResumeEntry(premium, fullResume())
    await setCredits(premium, 1)
    const job = await translate(premium, sourceId, 'es')
    const peek = await free.client.get<ApiErrorBody>(`/api/translate/jobs/${job.id}`)
    expect(peek.status).toBe(404)
    const cancel = await free.client.delete<ApiErrorBody>(`/api/translate/jobs/${job.id}`)
    expect(cancel.status).toBe(404)
  })
})

async function countEntries(): Promise<number> {
  const rows = await server.database.db.selectFrom('library_entries').select('id').execute()
  return rows.length
}

describe('linked language versions (issue 15 point 5)', () => {
  it('counts what the original changed, updates only those fields and asks before overwriting an edit', async () => {
    const sourceId = await createResumeEntry(premium, fullResume())
    await setCredits(premium, 3)
    const job = await translate(premium, sourceId, 'de')
    const copyId = job.resultId!
    const link = async () =>
      (await premium.client.get<{ link: TranslateLink | null }>(`/api/translate/links/${copyId}`))
        .body.link!

    expect((await link()).changed).toBe(0)
    const none = await premium.client.get<{ link: TranslateLink | null }>(
      `/api/translate/links/${sourceId}`,
    )
    expect(none.body.link).toBeNull()

    // The user edits the copy's job title of exp-1; the source then changes that title, the
    // summary and the degree of the first education.
    const copy = await getEntry(premium, copyId)
    const editedCopy: Resume = structuredClone(copy.cvData)
    editedCopy.experiences[0]!.title = 'Meine eigene Berufsbezeichnung'
    expect(
      (
        await premium.client.put('/api/libraryEntry', {
          id: copyId,
          cvData: editedCopy,
          baseRevision: copy.revision,
        })
      ).status,
    ).toBe(200)
    const source = await getEntry(premium, sourceId)
    const editedSource: Resume = structuredClone(source.cvData)
    editedSource.contact.description = '<p>Engineer who ships reliable payment systems.</p>'
    editedSource.experiences[0]!.title = 'Principal Engineer of Payments'
    editedSource.educations[0]!.degree = 'Master of Science in Mathematics'
    expect(
      (
        await premium.client.put('/api/libraryEntry', {
          id: sourceId,
          cvData: editedSource,
          baseRevision: source.revision,
        })
      ).status,
    ).toBe(200)

    const plan = await link()
    expect(plan.changed).toBe(3)
    expect(plan.translate.sort()).toEqual(
      ['contact.description', `educations/${editedSource.educations[0]!.id}/degree`].sort(),
    )
    expect(plan.conflicts).toEqual(['experiences/exp-1/title'])
    expect(plan.sourceName).toBe('Main resume')

    const started = await premium.client.post<{ job: TranslateJob }>('/api/translate/updates', {
      copyId,
    })
    expect(started.status).toBe(201)
    const done = await waitForJob(premium, started.body.job.id)
    expect(done.status).toBe('done')
    expect(done.kind).toBe('update')
    expect(done.progress.total).toBe(2)

    const updated = (await getEntry(premium, copyId)).cvData
    expect(updated.contact.description).toContain('ships⁽de⁾')
    expect(updated.educations[0]!.degree).toContain('Mathematics⁽de⁾')
    // Asked, not overwritten: the user's own title stays.
    expect(updated.experiences[0]!.title).toBe('Meine eigene Berufsbezeichnung')
    // Everything else is as the copy was.
    expect(updated.experiences[1]).toEqual(editedCopy.experiences[1])
    expect(updated.resumeName).toBe('Main resume (de)')
    // The source is still as the user left it.
    expect((await getEntry(premium, sourceId)).cvData).toEqual(editedSource)
    // Version history (issue 19.4): the copy as it was before the update was kept.
    const kept = await premium.client.get<{ result: { id: string; kind: string }[] }>(
      `/api/libraryEntry/${copyId}/snapshots`,
    )
    const beforeUpdate = kept.body.result.find((s) => s.kind === 'before_translation')
    expect(beforeUpdate).toBeDefined()
    const snapshot = await premium.client.get<{ result: { cvData: Resume } }>(
      `/api/libraryEntry/${copyId}/snapshots/${beforeUpdate!.id}`,
    )
    expect(snapshot.body.result.cvData.experiences[0]!.title).toBe('Meine eigene Berufsbezeichnung')
    expect(snapshot.body.result.cvData.contact.description).not.toContain('ships⁽de⁾')

    // The conflict is still there until the user chooses; overwriting it is a second update.
    const after = await link()
    expect(after.changed).toBe(0)
    editedSource.experiences[0]!.title = 'Head of Payments'
    const sourceNow = await getEntry(premium, sourceId)
    expect(
      (
        await premium.client.put('/api/libraryEntry', {
          id: sourceId,
          cvData: editedSource,
          baseRevision: sourceNow.revision,
        })
      ).status,
    ).toBe(200)
    const again = await link()
    expect(again.conflicts).toEqual(['experiences/exp-1/title'])
    const bad = await premium.client.post<ApiErrorBody>('/api/translate/updates', {
      copyId,
      overwrite: ['contact.email'],
    })
    expect(bad.status).toBe(400)
    const overwrite = await premium.client.post<{ job: TranslateJob }>('/api/translate/updates', {
      copyId,
      overwrite: ['experiences/exp-1/title'],
    })
    expect(overwrite.status).toBe(201)
    expect((await waitForJob(premium, overwrite.body.job.id)).status).toBe('done')
    expect((await getEntry(premium, copyId)).cvData.experiences[0]!.title).toContain('Head⁽de⁾')
    expect((await link()).changed).toBe(0)
  })
})

describe('POST /cv/translate (spec 000 §7, kept for compatibility)', () => {
  it('answers translatedText, the JSON text of the translated resume', async () => {
    await setCredits(premium, 1)
    const response = await premium.client.post<{ translatedText: string }>('/cv/translate', {
      cvText: '```json\n' + JSON.stringify(fullResume()) + '\n```',
      targetLanguage: 'tr',
      uid: premium.user.uid,
    })
    expect(response.status).toBe(200)
    const resume = JSON.parse(response.body.translatedText) as Resume
    expect(resume.resumeLanguage).toBe('tr')
    expect(resume.resumeName).toBe('Main resume (tr)')
    expect(resume.contact.description).toContain('⁽tr⁾')
    expect(await credits(premium)).toBe(0)
  })

  it('says what is wrong with cvText and charges nothing', async () => {
    await setCredits(premium, 1)
    const response = await premium.client.post<ApiErrorBody>('/cv/translate', {
      cvText: 'not json at all',
      targetLanguage: 'tr',
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues?.[0]?.message).toMatch(/not valid JSON/)
    expect(await credits(premium)).toBe(1)
  })
})

describe('with no provider configured (issue 15 point 4)', () => {
  let plain: TestServer
  let user: TestUser
  beforeAll(async () => {
    plain = await createTestServer({ billing: true, env: { TRANSLATE_PROVIDER: 'offline' } })
    user = await signUpUser(plain)
    await setAccountStatus(plain, user, 'Premium')
  })
  afterAll(() => plain.close())

  it('says so, and makes an offline-only copy labelled as such only when asked', async () => {
    const options = await user.client.get<{ provider: string | null; languages: string[] }>(
      '/api/translate/options',
    )
    expect(options.body.provider).toBeNull()
    expect(options.body.languages).toHaveLength(24)
    const sourceId = await createResumeEntry(user, fullResume())
    const refused = await user.client.post<ApiErrorBody>('/api/translate/jobs', {
      sourceId,
      targetLanguage: 'de',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toMatch(/titles, dates and levels only/)

    // No credit is needed: nothing is paid for.
    const started = await user.client.post<{ job: TranslateJob }>('/api/translate/jobs', {
      sourceId,
      targetLanguage: 'de',
      offlineOnly: true,
    })
    expect(started.status).toBe(201)
    const job = await waitForJob(user, started.body.job.id)
    expect(job.status).toBe('done')
    expect(job.mode).toBe('offline-only')
    const copy = (
      await user.client.get<{ result: LibraryEntry }>(`/api/libraryEntry/${job.resultId}`)
    ).body.result
    expect(copy.translation?.mode).toBe('offline-only')
    expect(copy.cvData.experiences[0]!.startDate).toBe('März 2019')
    expect(copy.cvData.experiences[0]!.description).toBe(fullResume().experiences[0]!.description)
  })
})

describe('with LibreTranslate configured (TRANSLATE_PROVIDER=libretranslate)', () => {
  let libre: FakeServer
  let cloud: TestServer
  let user: TestUser
  beforeAll(async () => {
    libre = await startFakeLibreTranslate({ apiKey: 'libre-key' })
    cloud = await createTestServer({
      billing: true,
      env: {
        TRANSLATE_PROVIDER: 'libretranslate',
        LIBRETRANSLATE_URL: libre.url,
        LIBRETRANSLATE_API_KEY: 'libre-key',
      },
    })
    user = await signUpUser(cloud)
    await setAccountStatus(cloud, user, 'Premium')
  })
  afterAll(async () => {
    await cloud.close()
    await libre.close()
  })

  it('translates through it', async () => {
    const options = await user.client.get<{ provider: string | null }>('/api/translate/options')
    expect(options.body.provider).toBe('libretranslate')
    const sourceId = await createResumeEntry(user, fullResume())
    const started = await user.client.post<{ job: TranslateJob }>('/api/translate/jobs', {
      sourceId,
      targetLanguage: 'ja',
    })
    expect(started.status).toBe(201)
    const job = await waitForJob(user, started.body.job.id)
    expect(job.status).toBe('done')
    const copy = (
      await user.client.get<{ result: LibraryEntry }>(`/api/libraryEntry/${job.resultId}`)
    ).body.result
    expect(copy.cvData.resumeLanguage).toBe('ja')
    expect(copy.cvData.contact.description).toContain('⁽ja⁾')
    expect(libre.requests.length).toBeGreaterThan(0)
  })
})

describe('a job whose server stopped', () => {
  it('ends as failed at the next poll and gives the credit back', async () => {
    await setCredits(premium, 1)
    // The credit was debited when the work started, then the server stopped.
    await server.entitlements.withCreditHeld(
      { id: premium.user.uid },
      'translate',
      'translate:orphan-job',
      () => Promise.resolve(),
    )
    expect(await credits(premium)).toBe(0)
    const old = new Date(Date.now() - 10 * 60_000).toISOString()
    await server.database.db
      .insertInto('translation_jobs')
      .values({
        id: 'orphan-job',
        uid: premium.user.uid,
        kind: 'copy',
        source_id: 'gone',
        copy_id: null,
        target_language: 'de',
        mode: 'full',
        status: 'running',
        progress: JSON.stringify({ total: 10, done: 3, sections: {} }),
        result_id: null,
        error: null,
        created_at: old,
        updated_at: old,
      })
      .execute()
    const job = await waitForJob(premium, 'orphan-job')
    expect(job.status).toBe('failed')
    expect(job.error).toMatch(/server restarted/)
    expect(job.progress.done).toBe(3)
    expect(await credits(premium)).toBe(1)
  })
})
