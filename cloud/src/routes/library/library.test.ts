import type {
  ApiErrorBody,
  apiRoutes,
  CreateLibraryEntryResponse,
  ResponseOf,
  UpdateLibraryEntryResponse,
} from '@shared/api'
import { randomUUID } from 'node:crypto'
import { createResume, TEMPLATES } from '@shared/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../test/client'
import { createResumeEntry, signUpUser, type TestUser } from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

type Library = typeof apiRoutes.library
type GetLibraryEntryResponse = ResponseOf<Library['get']>
type ListLibraryEntriesResponse = ResponseOf<Library['list']>
type CountLibraryEntriesResponse = ResponseOf<Library['count']>
type LibraryEntriesExistResponse = ResponseOf<Library['exists']>
type DeleteLibraryEntryResponse = ResponseOf<Library['remove']>

let server: TestServer
let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  server = await createTestServer()
  alice = await signUpUser(server, { firstName: 'Alice' })
  bob = await signUpUser(server, { firstName: 'Bob' })
})
afterAll(async () => {
  await server.close()
})

const allRows = () =>
  server.database.db.selectFrom('library_entries').selectAll().orderBy('id').execute()

/** Two writes in the same millisecond share a timestamp; step past it so their order is defined. */
async function nextMillisecond() {
  const start = Date.now()
  while (Date.now() === start) await new Promise((resolve) => setImmediate(resolve))
}

async function getEntry(owner: TestUser, id: string) {
  return owner.client.get<GetLibraryEntryResponse>(`/api/libraryEntry/${id}`)
}

describe('creating resumes', () => {
  it('starts a fresh default resume when no cvData is sent', async () => {
    const created = await alice.client.post<CreateLibraryEntryResponse>('/api/libraryEntry', {
      uid: alice.user.uid,
    })
    expect(created.status).toBe(201)
    expect(created.body.fixes).toEqual([])
    const entry = await getEntry(alice, created.body.result.id)
    expect(entry.status).toBe(200)
    expect(entry.body.result).toMatchObject({ id: created.body.result.id, uid: alice.user.uid })
    expect(entry.body.result.cvData).toEqual(createResume())
    expect(entry.body.result.createdAt).toBe(entry.body.result.updatedAt)
  })

  it('sanitises rich text, generates missing ids and reports what it fixed', async () => {
    const created = await alice.client.post<CreateLibraryEntryResponse>('/api/libraryEntry', {
      cvData: {
        resumeName: 'Hostile',
        contact: {
          firstName: 'Alice<img src=x onerror=alert(1)>',
          description: '<p>Hello</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
        },
        experiences: [
          {
            title: 'Engineer',
            description: '<p onclick="steal()">Built <a href="javascript:alert(1)">things</a></p>',
          },
        ],
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.fixes.length).toBeGreaterThan(0)

    const { cvData } = (await getEntry(alice, created.body.result.id)).body.result
    const stored = JSON.stringify(cvData)
    for (const dangerous of ['<script', 'onerror', 'onclick', 'javascript:', '<img']) {
      expect(stored).not.toContain(dangerous)
    }
    expect(cvData.contact.description).toContain('Hello')
    expect(cvData.experiences[0]?.title).toBe('Engineer')
    expect(cvData.experiences[0]?.description).toContain('Built')
    expect(cvData.experiences[0]?.id).toMatch(/\S/)
    expect(cvData.resumeName).toBe('Hostile')
  })

  it('takes a client-chosen UUID once: a repeated create answers 409 and stores nothing more', async () => {
    const carol = await signUpUser(server, { firstName: 'Carol' })
    const id = randomUUID()
    const first = await carol.client.post<CreateLibraryEntryResponse>('/api/libraryEntry', { id })
    expect(first.status).toBe(201)
    expect(first.body.result.id).toBe(id)
    const before = (await allRows()).length
    const again = await carol.client.post<ApiErrorBody>('/api/libraryEntry', { id })
    expect(again.status).toBe(409)
    expect(again.body.error.id).toBe('conflict')
    // Bob is told the same, and learns nothing of whose entry it is.
    const bobs = await bob.client.post<ApiErrorBody>('/api/libraryEntry', { id })
    expect(bobs.status).toBe(409)
    expect(bobs.body.error.message).toBe(again.body.error.message)
    expect((await allRows()).length).toBe(before)
    const notUuid = await carol.client.post<ApiErrorBody>('/api/libraryEntry', { id: 'mine' })
    expect(notUuid.status).toBe(400)
  })

  it('answers one of two simultaneous creates with the same id 201 and the other 409', async () => {
    const dave = await signUpUser(server, { firstName: 'Dave' })
    const id = randomUUID()
    const answers = await Promise.all(
      [1, 2, 3].map(() => dave.client.post('/api/libraryEntry', { id })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409])
  })

  it('repairs junk cvData instead of rejecting it, and says so', async () => {
    for (const junk of [
      'not a resume',
      42,
      ['a', 'list'],
      { selectedTemplate: 'Nope', skills: 'lots' },
    ]) {
      const created = await alice.client.post<CreateLibraryEntryResponse>('/api/libraryEntry', {
        cvData: junk,
      })
      expect(created.status).toBe(201)
      expect(created.body.fixes.length).toBeGreaterThan(0)
      const { cvData } = (await getEntry(alice, created.body.result.id)).body.result
      expect(TEMPLATES).toContain(cvData.selectedTemplate)
      expect(Array.isArray(cvData.skills)).toBe(true)
    }
  })
})

describe('reading, updating and deleting own resumes', () => {
  it('updates a resume and lists the newest-updated first', async () => {
    const owner = await signUpUser(server)
    const first = await createResumeEntry(owner, { resumeName: 'First' })
    await nextMillisecond()
    const second = await createResumeEntry(owner, { resumeName: 'Second' })
    await nextMillisecond()

    const before = (await getEntry(owner, first)).body.result
    expect(before.revision).toBe(1)
    const updated = await owner.client.put<UpdateLibraryEntryResponse>('/api/libraryEntry', {
      id: first,
      cvData: { ...createResume(), resumeName: 'First, edited' },
      baseRevision: 1,
    })
    expect(updated.status).toBe(200)
    // Only what the editor needs comes back: not the resume it has just sent.
    expect(updated.body).toEqual({
      result: { id: first, revision: 2, updatedAt: expect.any(String) },
      fixes: [],
    })
    expect(updated.body.result.updatedAt > before.createdAt).toBe(true)
    const after = (await getEntry(owner, first)).body.result
    expect(after).toMatchObject({ revision: 2, updatedAt: updated.body.result.updatedAt })
    expect(after.cvData.resumeName).toBe('First, edited')

    const list = await owner.client.get<ListLibraryEntriesResponse>(
      `/api/libraryEntries/${owner.user.uid}`,
    )
    expect(list.status).toBe(200)
    expect(list.body.result.map((e) => e.id)).toEqual([first, second])
    expect(list.body.result.map((e) => e.cvData.resumeName)).toEqual(['First, edited', 'Second'])
  })

  it('counts resumes and says whether there are any', async () => {
    const owner = await signUpUser(server)
    const count = () =>
      owner.client.get<CountLibraryEntriesResponse>(`/api/libraryEntriesCount/${owner.user.uid}`)
    const exists = () =>
      owner.client.get<LibraryEntriesExistResponse>(`/api/libraryEntries/${owner.user.uid}/exists`)
    expect((await count()).body).toEqual({ count: 0 })
    expect((await exists()).body).toEqual({ exists: false })
    await createResumeEntry(owner)
    await createResumeEntry(owner)
    expect((await count()).body).toEqual({ count: 2 })
    expect((await exists()).body).toEqual({ exists: true })
  })

  it('confirms ownership with 200 and deletes with the id in a JSON body', async () => {
    const owner = await signUpUser(server)
    const id = await createResumeEntry(owner)
    const verified = await owner.client.get(`/api/verify-cv-ownership/${id}`)
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({ owner: true })

    const deleted = await owner.client.delete<DeleteLibraryEntryResponse>('/api/libraryEntry', {
      id,
    })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ result: { id } })
    expect((await getEntry(owner, id)).status).toBe(404)
    expect((await owner.client.delete('/api/libraryEntry', { id })).status).toBe(404)
    expect((await owner.client.get(`/api/verify-cv-ownership/${id}`)).status).toBe(404)
  })
})

describe('concurrent saves (revisions)', () => {
  const save = (owner: TestUser, id: string, resumeName: string, baseRevision: number) =>
    owner.client.put<UpdateLibraryEntryResponse & ApiErrorBody>('/api/libraryEntry', {
      id,
      cvData: { ...createResume(), resumeName },
      baseRevision,
    })

  it('refuses a save based on an outdated revision with 409 and the current version, writing nothing', async () => {
    const owner = await signUpUser(server)
    const id = await createResumeEntry(owner, { resumeName: 'Start' })
    // Two tabs open revision 1; the first saves, the second is now behind.
    const first = await save(owner, id, 'Tab one', 1)
    expect(first.status).toBe(200)
    expect(first.body.result.revision).toBe(2)
    const rowsBefore = await allRows()

    const stale = await save(owner, id, 'Tab two', 1)
    expect(stale.status).toBe(409)
    expect(stale.body.error.id).toBe('revision_conflict')
    expect(stale.body.error.message).toMatch(/changed elsewhere/)
    const current = stale.body.error.current as GetLibraryEntryResponse['result']
    expect(current).toMatchObject({ id, uid: owner.user.uid, revision: 2 })
    expect(current.cvData.resumeName).toBe('Tab one')
    expect(current.updatedAt).toBe(first.body.result.updatedAt)
    expect(await allRows()).toEqual(rowsBefore)

    // Keeping theirs: the second tab saves again based on the revision it was shown.
    const kept = await save(owner, id, 'Tab two', current.revision)
    expect(kept.status).toBe(200)
    expect(kept.body.result.revision).toBe(3)
    expect((await getEntry(owner, id)).body.result.cvData.resumeName).toBe('Tab two')
    // A revision from the future is just as stale.
    expect((await save(owner, id, 'Ahead', 9)).status).toBe(409)
  })

  it('deletes with a baseRevision only while the entry is still at it, else answers 409 with it', async () => {
    const id = await createResumeEntry(bob, { resumeName: 'Base' })
    const saved = await bob.client.put<UpdateLibraryEntryResponse>('/api/libraryEntry', {
      id,
      cvData: { resumeName: 'Changed' },
      baseRevision: 1,
    })
    expect(saved.body.result.revision).toBe(2)
    const stale = await bob.client.delete<ApiErrorBody>('/api/libraryEntry', {
      id,
      baseRevision: 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.id).toBe('revision_conflict')
    expect(stale.body.error.current).toMatchObject({ id, revision: 2 })
    expect((await getEntry(bob, id)).status).toBe(200)
    const current = await bob.client.delete('/api/libraryEntry', { id, baseRevision: 2 })
    expect(current.status).toBe(200)
    expect((await getEntry(bob, id)).status).toBe(404)
    const gone = await bob.client.delete<ApiErrorBody>('/api/libraryEntry', { id, baseRevision: 2 })
    expect(gone.status).toBe(404)
  })

  it('lets exactly one of many simultaneous saves on the same revision win', async () => {
    const owner = await signUpUser(server)
    const id = await createResumeEntry(owner)
    const names = Array.from({ length: 8 }, (_, i) => `Writer ${i}`)
    const answers = await Promise.all(names.map((name) => save(owner, id, name, 1)))
    const won = answers.filter((a) => a.status === 200)
    expect(won).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(names.length - 1)
    const stored = (await getEntry(owner, id)).body.result
    expect(stored.revision).toBe(2)
    expect(names[answers.indexOf(won[0]!)]).toBe(stored.cvData.resumeName)
  })

  it('answers a foreign entry with 404 whatever the revision, never with its content', async () => {
    const id = await createResumeEntry(alice, { resumeName: 'Private' })
    for (const revision of [1, 2]) {
      const attempt = await save(bob, id, 'Hacked', revision)
      expect(attempt.status).toBe(404)
      expect(attempt.body.error.current).toBeUndefined()
    }
  })
})

describe('another user’s resumes', () => {
  it('cannot be read, updated, deleted, listed, counted or verified, and stay unchanged', async () => {
    const id = await createResumeEntry(alice, { resumeName: 'Private' })
    const before = await allRows()

    const attempts = [
      await bob.client.get<ApiErrorBody>(`/api/libraryEntry/${id}`),
      await bob.client.put<ApiErrorBody>('/api/libraryEntry', {
        id,
        cvData: { resumeName: 'Hacked' },
        baseRevision: 1,
      }),
      await bob.client.delete<ApiErrorBody>('/api/libraryEntry', { id }),
      await bob.client.get<ApiErrorBody>(`/api/libraryEntries/${alice.user.uid}`),
      await bob.client.get<ApiErrorBody>(`/api/libraryEntriesCount/${alice.user.uid}`),
      await bob.client.get<ApiErrorBody>(`/api/libraryEntries/${alice.user.uid}/exists`),
      await bob.client.get<ApiErrorBody>(`/api/verify-cv-ownership/${id}`),
      await bob.client.post<ApiErrorBody>('/api/libraryEntry', {
        uid: alice.user.uid,
        cvData: { resumeName: 'Planted' },
      }),
    ]
    for (const response of attempts) {
      // 404, never 403: the clients read 403 as "your session expired".
      expect(response.status).toBe(404)
      expect(response.body.error.id).toBe('not_found')
    }
    expect(await allRows()).toEqual(before)
    expect((await getEntry(alice, id)).body.result.cvData.resumeName).toBe('Private')
  })

  it('answers an unknown id exactly like a foreign one', async () => {
    const id = await createResumeEntry(alice)
    const foreign = await bob.client.get<ApiErrorBody>(`/api/libraryEntry/${id}`)
    const unknown = await bob.client.get<ApiErrorBody>('/api/libraryEntry/does-not-exist')
    expect(foreign.status).toBe(unknown.status)
    expect(foreign.body).toEqual(unknown.body)
  })
})

describe('requests the library refuses', () => {
  it('answers 401 without a session on every route', async () => {
    const anonymous = new TestClient(server.url)
    const id = await createResumeEntry(alice)
    const responses = [
      await anonymous.post<ApiErrorBody>('/api/libraryEntry', {}),
      await anonymous.put<ApiErrorBody>('/api/libraryEntry', { id, cvData: {}, baseRevision: 1 }),
      await anonymous.delete<ApiErrorBody>('/api/libraryEntry', { id }),
      await anonymous.get<ApiErrorBody>(`/api/libraryEntry/${id}`),
      await anonymous.get<ApiErrorBody>(`/api/libraryEntries/${alice.user.uid}`),
      await anonymous.get<ApiErrorBody>(`/api/libraryEntriesCount/${alice.user.uid}`),
      await anonymous.get<ApiErrorBody>(`/api/libraryEntries/${alice.user.uid}/exists`),
      await anonymous.get<ApiErrorBody>(`/api/verify-cv-ownership/${id}`),
    ]
    for (const response of responses) {
      expect(response.status).toBe(401)
      expect(response.body.error.id).toBe('unauthenticated')
    }
    expect((await getEntry(alice, id)).status).toBe(200)
  })

  it('answers 400 with per-field issues for missing ids and cvData', async () => {
    // A user of its own: the others of this file are near the plan's 10 resumes.
    const fresh = await signUpUser(server)
    const noId = await fresh.client.put<ApiErrorBody>('/api/libraryEntry', {
      cvData: {},
      baseRevision: 1,
    })
    expect(noId.status).toBe(400)
    expect(noId.body.error.issues).toEqual([{ path: 'id', message: expect.any(String) }])

    const id = await createResumeEntry(fresh, { resumeName: 'Keep me' })
    const noCvData = await fresh.client.put<ApiErrorBody>('/api/libraryEntry', {
      id,
      baseRevision: 1,
    })
    expect(noCvData.status).toBe(400)
    expect(noCvData.body.error.issues).toEqual([{ path: 'cvData', message: 'cvData is required.' }])
    const noRevision = await fresh.client.put<ApiErrorBody>('/api/libraryEntry', {
      id,
      cvData: { resumeName: 'Overwritten' },
    })
    expect(noRevision.status).toBe(400)
    expect(noRevision.body.error.issues).toEqual([
      { path: 'baseRevision', message: expect.stringMatching(/baseRevision is required/) },
    ])
    expect((await getEntry(fresh, id)).body.result.cvData.resumeName).toBe('Keep me')

    const deleteWithoutId = await fresh.client.delete<ApiErrorBody>('/api/libraryEntry', { id: '' })
    expect(deleteWithoutId.status).toBe(400)
    expect(deleteWithoutId.body.error.issues?.[0]).toEqual({
      path: 'id',
      message: 'id is required.',
    })

    const arrayBody = await fresh.client.post<ApiErrorBody>('/api/libraryEntry', [1, 2])
    expect(arrayBody.status).toBe(400)
    expect(arrayBody.body.error.message).toMatch(/JSON object/)
  })

  it('answers 400 invalid_json for a body that is not JSON, and 415 for one that is not sent as JSON', async () => {
    const broken = await alice.client.request<ApiErrorBody>('POST', '/api/libraryEntry', {
      rawBody: '{"cvData": ',
    })
    expect(broken.status).toBe(400)
    expect(broken.body.error.id).toBe('invalid_json')

    const asText = await alice.client.request<ApiErrorBody>('POST', '/api/libraryEntry', {
      rawBody: 'cvData=1',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(asText.status).toBe(415)
    expect(asText.body.error.id).toBe('unsupported_media_type')
  })

  it('answers 413 with a clear message for a body over 1 MB and stores nothing', async () => {
    const before = await allRows()
    const huge = await alice.client.post<ApiErrorBody>('/api/libraryEntry', {
      cvData: { resumeName: 'x', contact: { description: 'a'.repeat(1024 * 1024 + 10) } },
    })
    expect(huge.status).toBe(413)
    expect(huge.body.error).toEqual({
      id: 'payload_too_large',
      message: 'The request body is larger than the 1 MB limit.',
    })
    expect(await allRows()).toEqual(before)
  })

  it('needs the CSRF token with the cookie (403, nothing stored), but not with a bearer token', async () => {
    const before = await allRows()
    const withoutToken = await alice.client.post<ApiErrorBody>(
      '/api/libraryEntry',
      {},
      { csrf: false },
    )
    expect(withoutToken.status).toBe(403)
    expect(withoutToken.body.error.id).toBe('csrf_invalid')
    expect(await allRows()).toEqual(before)

    const desktop = await signUpUser(server, {}, 'desktop')
    expect(desktop.client.bearerToken).toEqual(expect.any(String))
    const created = await desktop.client.post<CreateLibraryEntryResponse>('/api/libraryEntry', {})
    expect(created.status).toBe(201)
    const removed = await desktop.client.delete('/api/libraryEntry', { id: created.body.result.id })
    expect(removed.status).toBe(200)
  })
})
