import type {
  CreateLibraryEntryResponse,
  SnapshotSummary,
  UpdateLibraryEntryResponse,
} from '@shared/api'
import { SNAPSHOT_LIMITS } from '@shared/plans'
import type { Resume } from '@shared/resume'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createResumeEntry,
  setAccountStatus,
  signUpUser,
  type TestUser,
} from '../../test/factories'
import { createTestServer, type TestServer } from '../../test/server'

let server: TestServer
let alice: TestUser
let bob: TestUser

beforeAll(async () => {
  server = await createTestServer({
    billing: true,
    rateLimits: { signUp: { max: 1000, windowSeconds: 60 } },
  })
  alice = await signUpUser(server, { firstName: 'Alice' })
  bob = await signUpUser(server, { firstName: 'Bob' })
  await setAccountStatus(server, alice, 'Premium')
  await setAccountStatus(server, bob, 'Premium')
})
afterAll(async () => {
  await server.close()
})

const base = {
  resumeName: 'History',
  contact: { firstName: 'Hanna', lastName: 'Story', jobTitle: 'Nurse' },
  experiences: [{ id: 'exp-1', title: 'Nurse', company: 'City Hospital' }],
}

async function entry(owner: TestUser, id: string) {
  const response = await owner.client.get<{ result: { cvData: Resume; revision: number } }>(
    `/api/libraryEntry/${id}`,
  )
  return response.body.result
}

async function save(owner: TestUser, id: string, cvData: unknown) {
  const { revision } = await entry(owner, id)
  const response = await owner.client.put<UpdateLibraryEntryResponse>('/api/libraryEntry', {
    id,
    cvData,
    baseRevision: revision,
  })
  expect(response.status, response.text).toBe(200)
  return response.body.result.revision
}

async function list(owner: TestUser, id: string) {
  const response = await owner.client.get<{ result: SnapshotSummary[] }>(
    `/api/libraryEntry/${id}/snapshots`,
  )
  expect(response.status).toBe(200)
  return response.body.result
}

async function snapshot(owner: TestUser, id: string, body: Record<string, unknown>) {
  const response = await owner.client.post<{ result: SnapshotSummary }>(
    `/api/libraryEntry/${id}/snapshots`,
    body,
  )
  expect(response.status, response.text).toBe(201)
  return response.body.result
}

/** Moves every snapshot of a resume back in time (the editing interval without waiting). */
async function age(id: string, minutes: number) {
  const rows = await server.database.db
    .selectFrom('resume_snapshots')
    .select(['id', 'created_at'])
    .where('entry_id', '=', id)
    .execute()
  for (const row of rows)
    await server.database.db
      .updateTable('resume_snapshots')
      .set({
        created_at: new Date(new Date(row.created_at).getTime() - minutes * 60_000).toISOString(),
      })
      .where('id', '=', row.id)
      .execute()
}

describe('automatic and named snapshots', () => {
  it('keeps the version before a save every interval while editing, not on every save', async () => {
    const id = await createResumeEntry(alice, base)
    expect(await list(alice, id)).toEqual([])
    await save(alice, id, { ...base, resumeName: 'Second' })
    const first = await list(alice, id)
    expect(first.map((s) => s.kind)).toEqual(['interval'])
    // The snapshot is the version before the save.
    const got = await alice.client.get<{ result: SnapshotSummary & { cvData: Resume } }>(
      `/api/libraryEntry/${id}/snapshots/${first[0]!.id}`,
    )
    expect(got.body.result.cvData.resumeName).toBe('History')
    await save(alice, id, { ...base, resumeName: 'Third' })
    expect(await list(alice, id)).toHaveLength(1)
    await age(id, SNAPSHOT_LIMITS.intervalMinutes + 1)
    await save(alice, id, { ...base, resumeName: 'Fourth' })
    const after = await list(alice, id)
    expect(after.map((s) => s.kind)).toEqual(['interval', 'interval'])
    // Newest first, with what it changed against the one before.
    expect(after[0]!.changes).toEqual([{ part: 'name', added: 0, removed: 0, changed: 1 }])
    expect(after[1]!.changes).toBeNull()
  })

  it('saves named snapshots and summarises what changed', async () => {
    const id = await createResumeEntry(alice, base)
    await snapshot(alice, id, { kind: 'named', name: '  Before the big edit  ' })
    const edited = {
      ...base,
      experiences: [
        { id: 'exp-1', title: 'Senior Nurse', company: 'City Hospital' },
        { id: 'exp-2', title: 'Nurse', company: 'County Clinic' },
      ],
      skills: [{ id: 'sk-1', name: 'Triage' }],
      selectedTemplate: 'Classic',
    }
    const named = await snapshot(alice, id, { kind: 'before_ai', cvData: edited })
    expect(named.kind).toBe('before_ai')
    expect(named.name).toBeNull()
    expect(named.changes).toEqual([
      { part: 'experiences', added: 1, removed: 0, changed: 1 },
      { part: 'skills', added: 1, removed: 0, changed: 0 },
      { part: 'look', added: 0, removed: 0, changed: 1 },
    ])
    const all = await list(alice, id)
    expect(all.map((s) => [s.kind, s.name])).toEqual([
      ['before_ai', null],
      ['named', 'Before the big edit'],
    ])
  })

  it('refuses kinds only the server takes', async () => {
    const id = await createResumeEntry(alice, base)
    const refused = await alice.client.post(`/api/libraryEntry/${id}/snapshots`, {
      kind: 'before_restore',
    })
    expect(refused.status).toBe(400)
  })
})

describe('restore and copy', () => {
  it('restores a snapshot after keeping the current version, and refuses a stale revision', async () => {
    const id = await createResumeEntry(alice, base)
    const kept = await snapshot(alice, id, { kind: 'named', name: 'Original' })
    const revision = await save(alice, id, { ...base, resumeName: 'Rewritten', experiences: [] })
    const stale = await alice.client.post<{ error: { id: string } }>(
      `/api/libraryEntry/${id}/snapshots/${kept.id}/restore`,
      { baseRevision: revision - 1 },
    )
    expect(stale.status).toBe(409)
    expect(stale.body.error.id).toBe('revision_conflict')

    const restored = await alice.client.post<{
      result: { revision: number; cvData: Resume }
    }>(`/api/libraryEntry/${id}/snapshots/${kept.id}/restore`, { baseRevision: revision })
    expect(restored.status, restored.text).toBe(200)
    expect(restored.body.result.revision).toBe(revision + 1)
    const now = await entry(alice, id)
    expect(now.cvData.resumeName).toBe('History')
    expect(now.cvData.experiences.map((e) => e.company)).toEqual(['City Hospital'])
    // The version before the restore is a snapshot of its own, so nothing is lost.
    const all = await list(alice, id)
    expect(all[0]!.kind).toBe('before_restore')
    const before = await alice.client.get<{ result: { cvData: Resume } }>(
      `/api/libraryEntry/${id}/snapshots/${all[0]!.id}`,
    )
    expect(before.body.result.cvData.resumeName).toBe('Rewritten')
  })

  it('copies a snapshot as a new resume, under the plan rules for creating one', async () => {
    const id = await createResumeEntry(alice, base)
    const kept = await snapshot(alice, id, { kind: 'named', name: 'Copy me' })
    const copied = await alice.client.post<CreateLibraryEntryResponse>(
      `/api/libraryEntry/${id}/snapshots/${kept.id}/copy`,
      { resumeName: 'History (copy)' },
    )
    expect(copied.status, copied.text).toBe(201)
    const copy = await entry(alice, copied.body.result.id)
    expect(copy.cvData.resumeName).toBe('History (copy)')
    expect(copy.cvData.contact.firstName).toBe('Hanna')

    // Free with one resume: a copy is a second resume, so 402 like duplicate.
    const frank = await signUpUser(server, { firstName: 'Frank' })
    const own = await createResumeEntry(frank, base)
    const mine = await snapshot(frank, own, { kind: 'named', name: 'Mine' })
    const refused = await frank.client.post<{ error: { id: string } }>(
      `/api/libraryEntry/${own}/snapshots/${mine.id}/copy`,
      {},
    )
    expect(refused.status).toBe(402)
    expect(refused.body.error.id).toBe('premium_required')
    // ...but version history itself is on every plan: Free can restore.
    const revision = await save(frank, own, { ...base, resumeName: 'Changed' })
    const restored = await frank.client.post(
      `/api/libraryEntry/${own}/snapshots/${mine.id}/restore`,
      { baseRevision: revision },
    )
    expect(restored.status).toBe(200)
  })
})

describe('ownership (IDOR)', () => {
  it('answers 404 to another user for every history route and changes nothing', async () => {
    const id = await createResumeEntry(alice, base)
    const kept = await snapshot(alice, id, { kind: 'named', name: 'Private' })
    const { revision } = await entry(alice, id)
    const other = await createResumeEntry(bob, base)
    for (const call of [
      () => bob.client.get(`/api/libraryEntry/${id}/snapshots`),
      () => bob.client.post(`/api/libraryEntry/${id}/snapshots`, { kind: 'named', name: 'x' }),
      () => bob.client.get(`/api/libraryEntry/${id}/snapshots/${kept.id}`),
      () => bob.client.delete(`/api/libraryEntry/${id}/snapshots/${kept.id}`),
      () =>
        bob.client.post(`/api/libraryEntry/${id}/snapshots/${kept.id}/restore`, {
          baseRevision: revision,
        }),
      () => bob.client.post(`/api/libraryEntry/${id}/snapshots/${kept.id}/copy`, {}),
      // Alice's snapshot through Bob's own resume.
      () => bob.client.get(`/api/libraryEntry/${other}/snapshots/${kept.id}`),
      () =>
        bob.client.post(`/api/libraryEntry/${other}/snapshots/${kept.id}/restore`, {
          baseRevision: 1,
        }),
      () => bob.client.post(`/api/libraryEntry/${other}/snapshots/${kept.id}/copy`, {}),
    ]) {
      const response = await call()
      expect(response.status).toBe(404)
      expect(response.text).not.toContain('Hanna')
    }
    expect(await list(alice, id)).toHaveLength(1)
    expect((await entry(alice, id)).revision).toBe(revision)
  })
})

describe('keeping rule', () => {
  it('caps automatic snapshots per resume and drops the oldest first', async () => {
    const id = await createResumeEntry(alice, base)
    await snapshot(alice, id, { kind: 'named', name: 'Kept forever' })
    for (let i = 0; i < SNAPSHOT_LIMITS.automatic + 3; i++)
      await snapshot(alice, id, { kind: 'before_ai', cvData: { ...base, resumeName: `v${i}` } })
    const all = await list(alice, id)
    const automatic = all.filter((s) => s.kind !== 'named')
    expect(automatic).toHaveLength(SNAPSHOT_LIMITS.automatic)
    expect(all.filter((s) => s.kind === 'named')).toHaveLength(1)
    const oldest = await alice.client.get<{ result: { cvData: Resume } }>(
      `/api/libraryEntry/${id}/snapshots/${automatic.at(-1)!.id}`,
    )
    expect(oldest.body.result.cvData.resumeName).toBe('v3')
  })

  it('drops automatic snapshots older than the plan keeps (Free: 7 days)', async () => {
    const gina = await signUpUser(server, { firstName: 'Gina' })
    const id = await createResumeEntry(gina, base)
    await snapshot(gina, id, { kind: 'before_ai' })
    await snapshot(gina, id, { kind: 'named', name: 'Old but named' })
    await age(id, 8 * 24 * 60)
    await snapshot(gina, id, { kind: 'before_conflict' })
    expect((await list(gina, id)).map((s) => s.kind)).toEqual(['before_conflict', 'named'])
  })

  it('refuses a named snapshot beyond the cap with a clear message', async () => {
    const id = await createResumeEntry(alice, base)
    for (let i = 0; i < SNAPSHOT_LIMITS.named; i++)
      await snapshot(alice, id, { kind: 'named', name: `n${i}` })
    const refused = await alice.client.post<{ error: { id: string; message: string } }>(
      `/api/libraryEntry/${id}/snapshots`,
      { kind: 'named', name: 'one too many' },
    )
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toMatch(/delete one/)
    const first = (await list(alice, id)).at(-1)!
    expect(
      (await alice.client.delete(`/api/libraryEntry/${id}/snapshots/${first.id}`)).status,
    ).toBe(200)
    await snapshot(alice, id, { kind: 'named', name: 'fits again' })
  })

  it('deletes the snapshots with the resume and with the account', async () => {
    const hal = await signUpUser(server, { firstName: 'Hal' })
    await setAccountStatus(server, hal, 'Premium')
    const first = await createResumeEntry(hal, base)
    const second = await createResumeEntry(hal, base)
    await snapshot(hal, first, { kind: 'named', name: 'a' })
    await snapshot(hal, second, { kind: 'named', name: 'b' })
    const rows = () =>
      server.database.db
        .selectFrom('resume_snapshots')
        .select('entry_id')
        .where('uid', '=', hal.user.uid)
        .execute()
    expect(await rows()).toHaveLength(2)
    await hal.client.delete('/api/libraryEntry', { id: first })
    expect((await rows()).map((r) => r.entry_id)).toEqual([second])
    await server.database.db.deleteFrom('user').where('id', '=', hal.user.uid).execute()
    expect(await rows()).toEqual([])
  })
})
