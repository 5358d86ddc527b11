// Two-way sync of the desktop's local library with the real cloud (issue 18 point 2), under Node,
// on SQLite or PostgreSQL (DATABASE_URL). Each desktop client has its own SQLite library; the
// cloud is the real app on a throwaway database, reached over HTTP with a bearer token.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LibraryEntry, SessionResponse } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../cloud/src/test/client'
import { signUpUser, type TestUser } from '../../cloud/src/test/factories'
import { createTestServer, type TestServer } from '../../cloud/src/test/server'
import { createPlanCache } from '../../src/main/features/plan-cache'
import { createCloudLibrary } from '../../src/main/features/sync/cloud'
import { DESKTOP_PLAN_CACHE_TTL_MS } from '@shared/plans'
import { openDesktopClient, type DesktopClient } from './sync-harness'

let server: TestServer
let dir: string
const opened: DesktopClient[] = []

beforeAll(async () => {
  server = await createTestServer()
  dir = mkdtempSync(join(tmpdir(), 'vitae-sync-'))
})
afterAll(async () => {
  for (const client of opened) client.close()
  rmSync(dir, { recursive: true, force: true })
  await server.close()
})

/** A user signed up on the desktop, and a second desktop session of theirs (another computer). */
async function desktopUser(): Promise<{ user: TestUser; secondToken: string }> {
  const user = await signUpUser(server, {}, 'desktop')
  const other = new TestClient(server.url, 'desktop')
  const signIn = await other.post<SessionResponse>('/api/session/sign-in', {
    email: user.email,
    password: user.password,
  })
  expect(signIn.status).toBe(200)
  return { user, secondToken: signIn.body.token ?? '' }
}

let clientCount = 0
function client(token: string | null): DesktopClient {
  const opened_ = openDesktopClient({
    dir,
    cloudUrl: server.url,
    token,
    fileName: `client-${++clientCount}.sqlite`,
  })
  opened.push(opened_)
  return opened_
}

async function cloudEntries(user: TestUser): Promise<LibraryEntry[]> {
  const response = await user.client.get<{ result: LibraryEntry[] }>(
    `/api/libraryEntries/${user.user.uid}`,
  )
  expect(response.status).toBe(200)
  return response.body.result
}

const named = (name: string) => ({ resumeName: name, basics: { name } })
const names = (client: DesktopClient) =>
  client.store
    .list()
    .map((entry) => entry.cvData.resumeName)
    .sort()

describe('sync with the cloud', () => {
  it('queues changes made offline in the local library and sends them when the cloud answers', async () => {
    const { user } = await desktopUser()
    const desktop = client(user.client.bearerToken)
    desktop.online = false
    const first = desktop.store.create(named('First')).result
    desktop.store.create(named('Second'))
    desktop.store.update(first.id, named('First, edited'))

    const offline = await desktop.engine.sync()
    expect(offline).toMatchObject({ status: 'offline', pending: 2 })
    expect(await cloudEntries(user)).toEqual([])

    desktop.online = true
    const synced = await desktop.engine.sync()
    expect(synced).toMatchObject({ status: 'synced', pending: 0, conflicts: [] })
    const inCloud = await cloudEntries(user)
    expect(inCloud.map((entry) => entry.cvData.resumeName).sort()).toEqual([
      'First, edited',
      'Second',
    ])
    // The local ids are the cloud's ids.
    expect(inCloud.map((entry) => entry.id).sort()).toEqual(
      desktop.store
        .list()
        .map((entry) => entry.id)
        .sort(),
    )
    expect(desktop.store.list().every((entry) => !entry.dirty && entry.revision !== null)).toBe(
      true,
    )
  })

  it('is offline against a cloud that does not listen, and signed out without a token', async () => {
    const unplugged = openDesktopClient({
      dir,
      cloudUrl: 'http://127.0.0.1:9',
      token: 'token',
      fileName: 'unplugged.sqlite',
    })
    opened.push(unplugged)
    unplugged.store.create(named('Kept'))
    expect(await unplugged.engine.sync()).toMatchObject({ status: 'offline', pending: 1 })
    const signedOut = client(null)
    signedOut.store.create(named('Mine'))
    expect(await signedOut.engine.sync()).toMatchObject({ status: 'signed-out', pending: 1 })
  })

  it('brings changes made on another computer, and deletions as tombstones both ways', async () => {
    const { user, secondToken } = await desktopUser()
    const a = client(user.client.bearerToken)
    const b = client(secondToken)
    const kept = a.store.create(named('Kept')).result
    const doomed = a.store.create(named('Doomed')).result
    await a.engine.sync()
    expect(await b.engine.sync()).toMatchObject({ status: 'synced', message: null })
    expect(names(b)).toEqual(['Doomed', 'Kept'])

    b.store.update(kept.id, named('Kept, edited on B'))
    b.store.remove(doomed.id)
    await b.engine.sync()
    expect((await cloudEntries(user)).map((entry) => entry.cvData.resumeName)).toEqual([
      'Kept, edited on B',
    ])
    await a.engine.sync()
    expect(names(a)).toEqual(['Kept, edited on B'])
    // Acknowledged tombstones leave nothing behind.
    expect(a.store.sync.pendingChanges()).toEqual([])
    expect(b.store.sync.pendingChanges()).toEqual([])
  })

  it('turns two offline edits of the same resume into a visible conflict, losing neither, and resolves it', async () => {
    const { user, secondToken } = await desktopUser()
    const a = client(user.client.bearerToken)
    const b = client(secondToken)
    const { id } = a.store.create(named('Original')).result
    await a.engine.sync()
    await b.engine.sync()

    a.online = false
    b.online = false
    a.store.update(id, named('Edited on A'))
    b.store.update(id, named('Edited on B'))
    a.online = true
    b.online = true
    expect(await a.engine.sync()).toMatchObject({ status: 'synced' })
    const onB = await b.engine.sync()
    expect(onB).toMatchObject({ status: 'conflict', conflicts: [id] })
    const conflicted = b.store.get(id)
    expect(conflicted.cvData.resumeName).toBe('Edited on B')
    expect(conflicted.conflict?.cvData.resumeName).toBe('Edited on A')
    // Nothing of B's version went to the cloud over A's; syncing again changes nothing.
    expect((await cloudEntries(user))[0]?.cvData.resumeName).toBe('Edited on A')
    expect(await b.engine.sync()).toMatchObject({ status: 'conflict', conflicts: [id] })

    const { copyId, state } = await b.engine.resolve(id, 'both')
    expect(state).toMatchObject({ status: 'synced', conflicts: [], pending: 0 })
    expect(copyId).not.toBeNull()
    expect(names(b)).toEqual(['Edited on A', 'Edited on B'])
    expect((await cloudEntries(user)).map((entry) => entry.cvData.resumeName).sort()).toEqual([
      'Edited on A',
      'Edited on B',
    ])
    await a.engine.sync()
    expect(names(a)).toEqual(['Edited on A', 'Edited on B'])
  })

  it('keeps mine or takes theirs as the user chooses', async () => {
    const { user, secondToken } = await desktopUser()
    const a = client(user.client.bearerToken)
    const b = client(secondToken)
    const one = a.store.create(named('One')).result.id
    const two = a.store.create(named('Two')).result.id
    await a.engine.sync()
    await b.engine.sync()
    a.store.update(one, named('One by A'))
    a.store.update(two, named('Two by A'))
    b.store.update(one, named('One by B'))
    b.store.update(two, named('Two by B'))
    await a.engine.sync()
    expect((await b.engine.sync()).conflicts).toEqual(expect.arrayContaining([one, two]))

    await b.engine.resolve(one, 'mine')
    const { state } = await b.engine.resolve(two, 'theirs')
    expect(state).toMatchObject({ status: 'synced', conflicts: [] })
    expect(names(b)).toEqual(['One by B', 'Two by A'])
    await a.engine.sync()
    expect(names(a)).toEqual(['One by B', 'Two by A'])
  })

  it('keeps an edit of a resume deleted elsewhere, and gives back a resume deleted here but changed elsewhere', async () => {
    const { user, secondToken } = await desktopUser()
    const a = client(user.client.bearerToken)
    const b = client(secondToken)
    const editedHere = a.store.create(named('Edited here')).result.id
    const deletedHere = a.store.create(named('Deleted here')).result.id
    await a.engine.sync()
    await b.engine.sync()

    b.store.remove(editedHere)
    b.store.update(deletedHere, named('Changed on B'))
    await b.engine.sync()
    a.store.update(editedHere, named('Edited here, again'))
    a.store.remove(deletedHere)
    expect(await a.engine.sync()).toMatchObject({ status: 'synced', pending: 0 })
    expect(names(a)).toEqual(['Changed on B', 'Edited here, again'])
    await b.engine.sync()
    expect(names(b)).toEqual(['Changed on B', 'Edited here, again'])
    expect((await cloudEntries(user)).length).toBe(2)
  })

  it('deletes in the cloud a resume whose create arrived but whose answer was lost', async () => {
    const { user } = await desktopUser()
    const desktop = client(user.client.bearerToken)
    const { id } = desktop.store.create(named('Sent once')).result
    desktop.loseAnswers = true
    expect(await desktop.engine.sync()).toMatchObject({ status: 'offline', pending: 1 })
    expect((await cloudEntries(user)).map((entry) => entry.id)).toEqual([id])
    desktop.loseAnswers = false
    desktop.store.remove(id)
    expect(await desktop.engine.sync()).toMatchObject({ status: 'synced', pending: 0 })
    expect(await cloudEntries(user)).toEqual([])
    expect(desktop.store.list()).toEqual([])
  })

  it('keeps a change the plan refuses pending, with the reason, and sends the rest', async () => {
    const { user } = await desktopUser()
    const desktop = client(user.client.bearerToken)
    // The cloud's resume limit (10 with billing off): the eleventh stays here.
    for (let index = 1; index <= 11; index++) desktop.store.create(named(`Resume ${index}`))
    const state = await desktop.engine.sync()
    expect(state.pending).toBe(1)
    expect((await cloudEntries(user)).length).toBe(10)
    const refused = desktop.store.list().filter((entry) => entry.syncProblem !== null)
    expect(refused).toHaveLength(1)
    expect(refused[0]?.syncProblem).toBe('resume_limit_reached')
    expect(refused[0]?.dirty).toBe(true)
  })
})

describe('the plan cached for offline use', () => {
  it('stores the cloud’s plan, keeps it while offline, and lets it expire', async () => {
    const { user } = await desktopUser()
    let online = true
    let now = new Date()
    const cloud = createCloudLibrary({
      baseUrl: server.url,
      getToken: async () => user.client.bearerToken,
      fetch: (input, init) =>
        online ? fetch(input, init) : Promise.reject(new TypeError('fetch failed')),
    })
    const path = join(dir, `plan-${user.user.uid}.json`)
    const cache = createPlanCache({ path, fetchPlan: () => cloud.plan(), now: () => now })
    expect(cache.rules(true).source).toBe('signed-out')
    expect(await cache.refresh()).toBe(true)
    // Billing is off on the test cloud: everyone has Premium's rules.
    expect(cache.rules(true)).toMatchObject({ source: 'cloud', effective: { tier: 'premium' } })

    online = false
    expect(await cache.refresh()).toBe(false)
    const reopened = createPlanCache({ path, fetchPlan: () => cloud.plan(), now: () => now })
    expect(reopened.rules(true).source).toBe('cloud')
    expect(reopened.rules(false).source).toBe('signed-out')
    now = new Date(now.getTime() + DESKTOP_PLAN_CACHE_TTL_MS)
    expect(reopened.rules(true).source).toBe('cache-expired')
  })
})

describe('a crash in the middle of a sync', () => {
  function runChild(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'sync-child.ts')],
        {
          env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, out }))
    })
  }

  it('loses nothing acknowledged and makes no second copy when the app is killed between the cloud’s answer and the local acknowledgement', async () => {
    const { user } = await desktopUser()
    const env = {
      SYNC_CHILD_DIR: mkdtempSync(join(dir, 'crash-')),
      SYNC_CHILD_CLOUD: server.url,
      SYNC_CHILD_TOKEN: user.client.bearerToken ?? '',
    }
    const seeded = await runChild({ ...env, SYNC_CHILD_SEED: '6' })
    expect(seeded.out).toContain('"pending":6')

    // The third create reaches the cloud, then the process dies before it hears the answer.
    const crashed = await runChild({ ...env, SYNC_CHILD_KILL_AFTER_CREATES: '3' })
    expect(crashed.code).not.toBe(0)
    expect((await cloudEntries(user)).length).toBe(3)
    const afterCrash = await runChild(env)
    expect(afterCrash.out).toContain('"status":"synced"')
    expect(afterCrash.out).toContain('"pending":0')
    const inCloud = await cloudEntries(user)
    expect(inCloud.map((entry) => entry.cvData.resumeName).sort()).toEqual(
      ['1', '2', '3', '4', '5', '6'].map((n) => `Offline ${n}`),
    )
    expect(afterCrash.out).toContain('"local":6')
  })
})
