import type { LibraryEntry } from '@shared/api'
import type {
  DesktopFeatures,
  LocalLibraryEntry,
  LocalSaveResult,
  LocalUpdateResult,
} from '@shared/platform'
import { desktopRules, PLANS, type EffectivePlan } from '@shared/plans'
import { createResume, normalizeResume, type Resume } from '@shared/resume'
import { describe, expect, it, vi } from 'vitest'
import { revisionConflictOf } from '../api/conflict'
import { ApiError } from '../api/http'
import { createAutosave, type SaveStatus } from '../features/editor/autosave'
import { createCloudStore, createLocalStore, type ResumeStore } from './store'

/** An in-memory stand-in for main's local library, with its versions and refusals. */
function fakeLocalLibrary() {
  const rows = new Map<string, LocalLibraryEntry>()
  let next = 0
  let clock = 0
  const at = () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString()
  const missing = (id: string) =>
    new Error(`Error invoking remote method 'library:get': There is no resume with id "${id}"`)
  const library: DesktopFeatures['library'] = {
    list: async () => [...rows.values()],
    get: async (id) => {
      const row = rows.get(id)
      if (!row) throw missing(id)
      return row
    },
    create: async (cvData): Promise<LocalSaveResult> => {
      const id = `local-${++next}`
      const time = at()
      const row: LocalLibraryEntry = {
        id,
        cvData: normalizeResume(cvData ?? createResume()).resume,
        createdAt: time,
        updatedAt: time,
        revision: null,
        version: 1,
        dirty: true,
        conflict: null,
        syncProblem: null,
      }
      rows.set(id, row)
      return { result: row, fixes: [] }
    },
    update: async (id, cvData, baseVersion): Promise<LocalUpdateResult> => {
      const row = rows.get(id)
      if (!row) throw missing(id)
      if (baseVersion !== undefined && baseVersion !== row.version) return { conflict: row }
      const saved = {
        ...row,
        cvData: normalizeResume(cvData).resume,
        version: row.version + 1,
        updatedAt: at(),
      }
      rows.set(id, saved)
      return { result: saved, fixes: [] }
    },
    remove: async (id) => {
      if (!rows.delete(id)) throw missing(id)
    },
  }
  /** What sync does when it takes the cloud's version in: a new version of the local copy. */
  const takeFromCloud = (id: string, cvData: Resume) => {
    const row = rows.get(id)
    if (!row) throw missing(id)
    rows.set(id, { ...row, cvData, version: row.version + 1, revision: 7, updatedAt: at() })
  }
  return { library, rows, takeFromCloud }
}

const signedOut = desktopRules({ signedIn: false, cached: null }).effective

function localStore(rules: EffectivePlan | null = signedOut) {
  const fake = fakeLocalLibrary()
  const store = createLocalStore({ library: fake.library, rules: () => rules })
  return { store, ...fake }
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  )
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`)
  return error
}

describe('the local store (the desktop library over IPC)', () => {
  it('needs no account and answers entries as the cloud shapes them, the local version as revision', async () => {
    const { store } = localStore()
    expect(store).toMatchObject({ kind: 'local', needsAccount: false })
    const { id } = await store.create({ resumeName: 'Offline' })
    const [entry] = await store.list(undefined)
    expect(entry).toMatchObject({ id, revision: 1, translation: null })
    expect(entry?.cvData.resumeName).toBe('Offline')
    expect(await store.get(id)).toEqual(entry)
    expect(await store.owns(id)).toBe(true)
    expect(await store.owns('elsewhere')).toBe(false)
  })

  it('saves on top of the version named and answers the next one', async () => {
    const { store, rows } = localStore()
    const { id } = await store.create({ resumeName: 'A' })
    const saved = await store.update(id, { resumeName: 'B' }, 1)
    expect(saved.revision).toBe(2)
    expect(rows.get(id)?.cvData.resumeName).toBe('B')
  })

  it('answers an outdated save as the cloud does: 409 revision_conflict with the current version, nothing written', async () => {
    const { store, rows, takeFromCloud } = localStore()
    const { id } = await store.create({ resumeName: 'Mine' })
    takeFromCloud(id, { ...createResume(), resumeName: 'Theirs' })
    const error = await refusal(store.update(id, { resumeName: 'Mine, edited' }, 1))
    expect(error).toMatchObject({ status: 409, id: 'revision_conflict' })
    const current = revisionConflictOf(error)
    expect(current?.revision).toBe(2)
    expect((current?.cvData as Resume).resumeName).toBe('Theirs')
    expect(rows.get(id)?.cvData.resumeName).toBe('Theirs')
  })

  it('turns main’s "no such resume" into the cloud’s 404 not_found', async () => {
    const { store } = localStore()
    expect(await refusal(store.get('gone'))).toMatchObject({ status: 404, id: 'not_found' })
    expect(await refusal(store.remove('gone'))).toMatchObject({ status: 404, id: 'not_found' })
  })

  it('refuses a resume beyond the rule in force through the entitlements module, creating nothing', async () => {
    const { store, rows } = localStore()
    for (let i = 0; i < signedOut.plan.maxResumes; i++) await store.create({ resumeName: `${i}` })
    const error = await refusal(store.create({ resumeName: 'one too many' }))
    expect(error.id).toBe('premium_required')
    expect(rows.size).toBe(signedOut.plan.maxResumes)
    const importing = await refusal(
      store.importResume({ source: { kind: 'resume', format: 'json', resume: {} } }),
    )
    expect(importing.id).toBe('premium_required')
    expect(rows.size).toBe(signedOut.plan.maxResumes)
  })

  it('follows the signed-in account’s plan when that is the rule in force', async () => {
    const free: EffectivePlan = { plan: PLANS.free, tier: 'free', billingOff: false }
    const { store } = localStore(free)
    await store.create({ resumeName: 'first' })
    expect((await refusal(store.create({ resumeName: 'second' }))).id).toBe('premium_required')
  })

  it('imports with the offline importer and names the resume as the cloud does', async () => {
    const { store, rows } = localStore()
    const resume = { ...createResume(), contact: { ...createResume().contact, firstName: 'Ada' } }
    const { id } = await store.importResume({
      source: { kind: 'resume', format: 'json', resume },
      fileName: 'Lebenslauf Ada.json',
    })
    expect(rows.get(id)?.cvData.contact.firstName).toBe('Ada')
    expect(rows.get(id)?.cvData.resumeName).not.toBe('')
  })

  it('drives the pure autosave engine exactly as the cloud does, conflict included', async () => {
    const { store, takeFromCloud, rows } = localStore()
    const { id } = await store.create({ resumeName: 'Draft' })
    const opened = await store.get(id)
    const statuses: SaveStatus[] = []
    const autosave = createAutosave({
      cvId: id,
      baseRevision: opened.revision,
      baseUpdatedAt: opened.updatedAt,
      save: (resume, revision) => store.update(id, resume, revision),
      conflictOf: revisionConflictOf,
      onStatus: (status) => statuses.push(status),
      debounceMs: 0,
    })
    const edit = (name: string) => ({ ...opened.cvData, resumeName: name })
    autosave.change(edit('Edited once'))
    await vi.waitFor(() => expect(autosave.status).toBe('saved'))
    expect(rows.get(id)?.cvData.resumeName).toBe('Edited once')

    // Sync takes the cloud's version in while the editor is open; the next save must not win.
    takeFromCloud(id, { ...opened.cvData, resumeName: 'From the cloud' })
    autosave.change(edit('Edited twice'))
    await vi.waitFor(() => expect(autosave.status).toBe('conflict'))
    expect(autosave.conflict?.mine.resumeName).toBe('Edited twice')
    expect(rows.get(id)?.cvData.resumeName).toBe('From the cloud')

    autosave.keepMine()
    await vi.waitFor(() => expect(autosave.status).toBe('saved'))
    expect(rows.get(id)?.cvData.resumeName).toBe('Edited twice')
    autosave.dispose()
  })
})

describe('the local store’s change signal', () => {
  it('tells the screens after a sync pass that may have written entries, and stops when asked', () => {
    const listeners: ((state: { status: string }) => void)[] = []
    const store = createLocalStore({
      library: fakeLocalLibrary().library,
      rules: () => null,
      sync: {
        onState: (listener) => {
          listeners.push(listener as (state: { status: string }) => void)
          return () => listeners.splice(listeners.indexOf(listener as never), 1)
        },
      },
    })
    const told = vi.fn()
    const stop = store.onChanged?.(told)
    for (const status of ['syncing', 'offline', 'synced', 'syncing', 'conflict'])
      listeners.forEach((listener) => listener({ status }))
    expect(told).toHaveBeenCalledTimes(2)
    stop?.()
    listeners.forEach((listener) => listener({ status: 'synced' }))
    expect(told).toHaveBeenCalledTimes(2)
  })
})

describe('the cloud store (the library routes)', () => {
  function cloud() {
    const entry = { id: 'c1', revision: 4, updatedAt: '2026-01-01T00:00:00.000Z' }
    const api = {
      library: {
        list: vi.fn(async () => ({ result: [entry as unknown as LibraryEntry] })),
        get: vi.fn(async () => ({ result: entry as unknown as LibraryEntry })),
        create: vi.fn(async () => ({ result: { id: 'new' }, fixes: [] })),
        update: vi.fn(async () => ({ result: { ...entry, revision: 5 }, fixes: [] })),
        remove: vi.fn(async () => ({})),
        verifyOwnership: vi.fn(async ({ cvId }: { cvId: string }) => {
          if (cvId !== 'c1') throw new ApiError(404, 'not_found', 'no')
          return { owner: true as const }
        }),
      },
      import: { create: vi.fn(async () => ({ result: { id: 'imported' } })) },
    }
    const store: ResumeStore = createCloudStore(api as never)
    return { store, api }
  }

  it('needs an account and calls the route table’s library routes', async () => {
    const { store, api } = cloud()
    expect(store).toMatchObject({ kind: 'cloud', needsAccount: true })
    expect(await store.list(undefined)).toEqual([])
    expect(api.library.list).not.toHaveBeenCalled()
    await store.list('u1')
    expect(api.library.list).toHaveBeenCalledWith({ uid: 'u1' })
    expect(await store.update('c1', { resumeName: 'x' }, 4)).toEqual({
      revision: 5,
      updatedAt: '2026-01-01T00:00:00.000Z',
    })
    expect(api.library.update).toHaveBeenCalledWith({
      id: 'c1',
      cvData: { resumeName: 'x' },
      baseRevision: 4,
    })
    expect(await store.create({})).toEqual({ id: 'new' })
    await store.remove('c1')
    expect(api.library.remove).toHaveBeenCalledWith({ id: 'c1' })
    expect(await store.owns('c1')).toBe(true)
    expect(await store.owns('c2')).toBe(false)
    const input = { source: { kind: 'resume' as const, format: 'json' as const, resume: {} } }
    expect(await store.importResume(input)).toEqual({ id: 'imported' })
    expect(api.import.create).toHaveBeenCalledWith(input)
  })
})
