// The local library on a real SQLite file in a temporary user-data folder.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database } from 'better-sqlite3'
import { createResume, TEMPLATES } from '@shared/resume'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../../test/fake-electron'
import { registerFeature } from '../../test/ipc-harness'
import { LIBRARY_FILE_NAME, openLibraryDatabase } from './database'
import { registerLibraryHandlers } from './ipc'
import { migrate, MIGRATIONS, schemaVersion, type Migration } from './migrations'
import {
  createLocalLibraryStore,
  LibraryEntryNotFoundError,
  LocalRevisionConflictError,
} from './store'

vi.mock('electron', () => import('../../test/fake-electron'))

let dir: string
let path: string
const open: Database[] = []

function openDb(): Database {
  const { db } = openLibraryDatabase(path)
  open.push(db)
  return db
}

/** A clock that moves one second per reading, so updatedAt orders are deterministic. */
function steppingClock(start = Date.UTC(2026, 0, 1)) {
  let at = start
  return () => new Date((at += 1000))
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vitae-library-'))
  path = join(dir, LIBRARY_FILE_NAME)
})

afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the library database', () => {
  it('is created in WAL mode at the newest schema, and migrating again changes nothing', () => {
    const db = openDb()
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)?.version)
    expect(migrate(db)).toEqual([])
  })

  it('numbers its migrations 1, 2, 3, … with no gap', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, index) => index + 1))
  })

  it('keeps what was saved across a restart', () => {
    const first = createLocalLibraryStore(openDb())
    const { result } = first.create(completeResume())
    open.pop()?.close()
    const again = createLocalLibraryStore(openDb())
    expect(again.get(result.id).cvData).toEqual(result.cvData)
  })

  it('applies only the steps a file lacks, each with its version', () => {
    const db = openDb()
    const extra: Migration = {
      version: MIGRATIONS.length + 1,
      name: 'test column',
      up: (d) => d.exec('ALTER TABLE resumes ADD COLUMN note TEXT'),
    }
    expect(migrate(db, [...MIGRATIONS, extra])).toEqual([extra.version])
    expect(schemaVersion(db)).toBe(extra.version)
    expect(migrate(db, [...MIGRATIONS, extra])).toEqual([])
  })

  it('rolls a failing step back whole, version included', () => {
    const db = openDb()
    const before = schemaVersion(db)
    const broken: Migration = {
      version: before + 1,
      name: 'half done',
      up: (d) => {
        d.exec('CREATE TABLE half (x INTEGER)')
        d.exec('THIS IS NOT SQL')
      },
    }
    expect(() => migrate(db, [...MIGRATIONS, broken])).toThrow()
    expect(schemaVersion(db)).toBe(before)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined()
  })

  it('refuses a file written by a newer Vitae and leaves it as it was', () => {
    const db = openDb()
    db.pragma('user_version = 99')
    open.pop()?.close()
    const bytes = readFileSync(path)
    expect(() => openLibraryDatabase(path)).toThrow(
      new RegExp(
        `saved by a newer version of Vitae \\(schema 99; this version knows up to ${MIGRATIONS.length}\\)`,
      ),
    )
    expect(readFileSync(path).equals(bytes)).toBe(true)
  })

  it('moves an unreadable file aside, keeps it, and starts an empty library', () => {
    writeFileSync(path, 'this is not a database, but it might be the only copy of something')
    const { db, movedAside } = openLibraryDatabase(path, () => new Date('2026-02-03T04:05:06Z'))
    open.push(db)
    expect(movedAside).toBe(`${path}.unreadable-2026-02-03T04-05-06-000Z`)
    expect(readFileSync(movedAside as string, 'utf8')).toMatch(/might be the only copy/)
    expect(createLocalLibraryStore(db).list()).toEqual([])
  })
})

describe('the local library store', () => {
  it('creates a repaired resume and says what it repaired', () => {
    const store = createLocalLibraryStore(openDb(), { now: steppingClock() })
    const { result, fixes } = store.create({ contact: { firstName: 42 }, selectedTemplate: 'Nope' })
    expect(fixes.length).toBeGreaterThan(0)
    expect(TEMPLATES).toContain(result.cvData.selectedTemplate)
    expect(result).toMatchObject({ revision: null, dirty: true })
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(store.create().result.cvData).toEqual(createResume())
  })

  it('lists the newest change first and never shows deleted resumes', () => {
    const store = createLocalLibraryStore(openDb(), { now: steppingClock() })
    const a = store.create({ resumeName: 'A' }).result
    const b = store.create({ resumeName: 'B' }).result
    const c = store.create({ resumeName: 'C' }).result
    store.update(a.id, { ...a.cvData, resumeName: 'A2' })
    store.remove(b.id)
    expect(store.list().map((entry) => entry.cvData.resumeName)).toEqual(['A2', 'C'])
    expect(() => store.get(b.id)).toThrow(LibraryEntryNotFoundError)
    expect(store.get(c.id).cvData.resumeName).toBe('C')
  })

  it('saves on top of the version the editor opened, and refuses an older one with the current entry', () => {
    const store = createLocalLibraryStore(openDb(), { now: steppingClock() })
    const opened = store.create({ resumeName: 'A' }).result
    const saved = store.update(opened.id, { resumeName: 'A2' }, opened.version).result
    expect(saved.version).toBe(opened.version + 1)
    // A save still based on the opened version (sync or another window changed it since).
    const refused = (() => {
      try {
        store.update(opened.id, { resumeName: 'stale' }, opened.version)
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(LocalRevisionConflictError)
    expect((refused as LocalRevisionConflictError).current.cvData.resumeName).toBe('A2')
    expect(store.get(opened.id).cvData.resumeName).toBe('A2')
    // Without a base version, a save is taken as it is (sync's and the menu's writes).
    expect(store.update(opened.id, { resumeName: 'A3' }).result.version).toBe(saved.version + 1)
  })

  it('answers a clear error for a resume that is not there', () => {
    const store = createLocalLibraryStore(openDb())
    expect(() => store.get('missing')).toThrow(
      'There is no resume with id "missing" in the local library.',
    )
    expect(() => store.update('missing', {})).toThrow(LibraryEntryNotFoundError)
    expect(() => store.remove('missing')).toThrow(LibraryEntryNotFoundError)
  })

  it('queues every unacknowledged change durably for sync, in the order they happened', () => {
    const store = createLocalLibraryStore(openDb(), { now: steppingClock() })
    const fresh = store.create({ resumeName: 'Fresh' }).result
    expect(store.sync.pendingChanges()).toEqual([
      expect.objectContaining({ id: fresh.id, kind: 'create', baseRevision: null }),
    ])
    const [change] = store.sync.pendingChanges()
    store.sync.markSynced(fresh.id, { localVersion: change?.localVersion ?? 0, revision: 1 })
    expect(store.sync.pendingChanges()).toEqual([])
    expect(store.get(fresh.id)).toMatchObject({ revision: 1, dirty: false })

    store.update(fresh.id, { resumeName: 'Edited offline' })
    open.pop()?.close()
    const reopened = createLocalLibraryStore(openDb())
    expect(reopened.sync.pendingChanges()).toEqual([
      expect.objectContaining({ id: fresh.id, kind: 'update', baseRevision: 1 }),
    ])
  })

  it('keeps an edit made while a push was in flight pending, on the new revision', () => {
    const store = createLocalLibraryStore(openDb(), { now: steppingClock() })
    const { id } = store.create({ resumeName: 'One' }).result
    const [pushed] = store.sync.pendingChanges()
    store.update(id, { resumeName: 'Two' })
    store.sync.markSynced(id, { localVersion: pushed?.localVersion ?? 0, revision: 5 })
    expect(store.get(id)).toMatchObject({ revision: 5, dirty: true })
    expect(store.sync.pendingChanges()).toEqual([
      expect.objectContaining({ kind: 'update', baseRevision: 5 }),
    ])
  })

  it('deletes a never-synced resume at once, and keeps a tombstone for a synced one until acknowledged', () => {
    const store = createLocalLibraryStore(openDb(), { now: steppingClock() })
    const local = store.create({ resumeName: 'Local only' }).result
    store.remove(local.id)
    expect(store.sync.pendingChanges()).toEqual([])

    const synced = store.create({ resumeName: 'Synced' }).result
    store.sync.markSynced(synced.id, { localVersion: 1, revision: 3 })
    store.remove(synced.id)
    const [tombstone] = store.sync.pendingChanges()
    expect(tombstone).toMatchObject({
      id: synced.id,
      kind: 'delete',
      baseRevision: 3,
      cvData: null,
    })
    expect(() => store.update(synced.id, {})).toThrow(LibraryEntryNotFoundError)
    store.sync.markSynced(synced.id, { localVersion: tombstone?.localVersion ?? 0, revision: 4 })
    expect(store.sync.pendingChanges()).toEqual([])
  })
})

describe('library IPC', () => {
  beforeEach(resetFakeElectron)

  it('lists, gets, creates, updates and deletes through the typed channels', async () => {
    const store = createLocalLibraryStore(openDb(), { now: steppingClock() })
    const { call } = registerFeature((handle) => registerLibraryHandlers(handle, store))
    const created = (await call('library:create', { cvData: { resumeName: 'Ada' } })) as {
      result: { id: string }
    }
    const { id } = created.result
    await expect(call('library:get', id)).resolves.toMatchObject({ cvData: { resumeName: 'Ada' } })
    await call('library:update', { id, cvData: { resumeName: 'Ada L.' } })
    await expect(call('library:list')).resolves.toEqual([
      expect.objectContaining({ id, cvData: expect.objectContaining({ resumeName: 'Ada L.' }) }),
    ])
    // The editor's save names its version; an outdated one is answered, not thrown (an error
    // would lose its fields on the way through IPC), and writes nothing.
    const current = (await call('library:get', id)) as { version: number }
    await expect(
      call('library:update', {
        id,
        cvData: { resumeName: 'stale' },
        baseVersion: current.version - 1,
      }),
    ).resolves.toEqual({
      conflict: expect.objectContaining({ id, version: current.version }),
    })
    await expect(
      call('library:update', {
        id,
        cvData: { resumeName: 'Ada Lovelace' },
        baseVersion: current.version,
      }),
    ).resolves.toMatchObject({ result: { version: current.version + 1 } })
    await call('library:delete', id)
    await expect(call('library:list')).resolves.toEqual([])
    await expect(call('library:get', id)).rejects.toThrow(/no resume with id/)
  })

  it('refuses malformed calls before the store sees them', async () => {
    const store = createLocalLibraryStore(openDb())
    const { call } = registerFeature((handle) => registerLibraryHandlers(handle, store))
    await expect(call('library:get', '')).rejects.toThrow(/argument 1: must not be empty/)
    await expect(call('library:update', { cvData: {} })).rejects.toThrow(/argument 1 › id/)
    await expect(call('library:delete', 'x'.repeat(500))).rejects.toThrow(/argument 1/)
  })
})
