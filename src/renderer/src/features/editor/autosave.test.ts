import { createResume, type Resume } from '@shared/resume'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createAutosave,
  recoverUnsent,
  unsentStorageKey,
  type AutosaveOptions,
  type Conflict,
  type SaveResult,
  type SaveStatus,
  type ServerVersion,
} from './autosave'

/** A fake PUT /api/libraryEntry whose answers the test releases one by one. */
function fakeServer() {
  const calls: {
    resume: Resume
    baseRevision: number
    resolve: (r: SaveResult) => void
    reject: (e: unknown) => void
  }[] = []
  let clock = 0
  return {
    calls,
    save: (resume: Resume, baseRevision: number) =>
      new Promise<SaveResult>((resolve, reject) => {
        calls.push({ resume, baseRevision, resolve, reject })
      }),
    succeed(index: number) {
      clock += 1
      const call = calls[index]
      call?.resolve({
        revision: call.baseRevision + 1,
        updatedAt: new Date(Date.UTC(2030, 0, 1, 0, 0, clock)).toISOString(),
      })
    },
    fail(index: number, error: unknown) {
      calls[index]?.reject(error)
    },
  }
}

class NetworkError extends Error {}
class RejectedError extends Error {}
/** A 409 revision_conflict carrying the version another tab saved. */
class StaleError extends Error {
  constructor(readonly current: ServerVersion) {
    super('revision_conflict')
  }
}

function theirVersion(revision: number, name = 'their edit'): ServerVersion {
  return { revision, updatedAt: '2030-02-01T00:00:00.000Z', cvData: named(name) }
}

function named(name: string): Resume {
  return createResume({ resumeName: name })
}

describe('autosave', () => {
  let server: ReturnType<typeof fakeServer>
  let statuses: SaveStatus[]
  let conflicts: (Conflict | null)[]

  function start(overrides: Partial<AutosaveOptions> = {}) {
    return createAutosave({
      cvId: 'cv-1',
      baseRevision: 4,
      baseUpdatedAt: '2030-01-01T00:00:00.000Z',
      save: server.save,
      onStatus: (status) => statuses.push(status),
      onConflict: (conflict) => conflicts.push(conflict),
      conflictOf: (error) => (error instanceof StaleError ? error.current : null),
      storage: localStorage,
      isNetworkError: (error) => error instanceof NetworkError,
      isRetryable: (error) => !(error instanceof RejectedError),
      ...overrides,
    })
  }

  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    server = fakeServer()
    statuses = []
    conflicts = []
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits for a pause in typing and then sends only the last state', async () => {
    const autosave = start()
    autosave.change(named('A'))
    await vi.advanceTimersByTimeAsync(300)
    autosave.change(named('AB'))
    await vi.advanceTimersByTimeAsync(300)
    autosave.change(named('ABC'))
    expect(server.calls).toHaveLength(0)

    await vi.advanceTimersByTimeAsync(700)
    expect(server.calls.map((call) => call.resume.resumeName)).toEqual(['ABC'])
    expect(autosave.status).toBe('saving')

    server.succeed(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(autosave.status).toBe('saved')
    expect(statuses).toEqual(['saving', 'saved'])
  })

  it('keeps one request in flight and sends the newest change right after it', async () => {
    const autosave = start()
    autosave.change(named('first'))
    await vi.advanceTimersByTimeAsync(700)
    autosave.change(named('second'))
    autosave.change(named('third'))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(server.calls).toHaveLength(1)

    server.succeed(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls.map((call) => call.resume.resumeName)).toEqual(['first', 'third'])
    expect(autosave.status).toBe('saving')

    server.succeed(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(autosave.status).toBe('saved')
    expect(autosave.hasUnsent).toBe(false)
  })

  it('reports offline, retries with growing delays and then saves the newest state', async () => {
    const autosave = start({ retryDelaysMs: [1_000, 4_000] })
    autosave.change(named('draft'))
    await vi.advanceTimersByTimeAsync(700)
    server.fail(0, new NetworkError('down'))
    await vi.advanceTimersByTimeAsync(0)
    expect(autosave.status).toBe('offline')

    autosave.change(named('draft 2'))
    await vi.advanceTimersByTimeAsync(999)
    expect(server.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(2)
    expect(server.calls[1]?.resume.resumeName).toBe('draft 2')

    server.fail(1, new NetworkError('still down'))
    await vi.advanceTimersByTimeAsync(3_999)
    expect(server.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toHaveLength(3)

    server.succeed(2)
    await vi.advanceTimersByTimeAsync(0)
    expect(autosave.status).toBe('saved')
  })

  it('shows a failure the server will repeat and tries again only after the next change', async () => {
    const autosave = start()
    autosave.change(named('bad'))
    await vi.advanceTimersByTimeAsync(700)
    server.fail(0, new RejectedError('404'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(autosave.status).toBe('failed')
    expect(server.calls).toHaveLength(1)

    autosave.change(named('bad, edited'))
    await vi.advanceTimersByTimeAsync(700)
    expect(server.calls).toHaveLength(2)
  })

  it('sends at once on flush (page hidden) without waiting for the debounce', async () => {
    const autosave = start()
    autosave.change(named('leaving'))
    autosave.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls.map((call) => call.resume.resumeName)).toEqual(['leaving'])
  })

  it('keeps unsent state in storage until the server confirms it', async () => {
    const autosave = start()
    autosave.change(named('precious'))
    const key = unsentStorageKey('cv-1')
    expect(JSON.parse(localStorage.getItem(key) ?? '{}').resume.resumeName).toBe('precious')

    await vi.advanceTimersByTimeAsync(700)
    server.fail(0, new NetworkError('offline'))
    await vi.advanceTimersByTimeAsync(0)
    autosave.dispose()
    expect(localStorage.getItem(key)).not.toBeNull()
  })

  it('removes the stored copy once saved', async () => {
    const autosave = start()
    autosave.change(named('done'))
    await vi.advanceTimersByTimeAsync(700)
    server.succeed(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(localStorage.getItem(unsentStorageKey('cv-1'))).toBeNull()
  })
})

describe('autosave with revisions', () => {
  let server: ReturnType<typeof fakeServer>
  let statuses: SaveStatus[]
  let conflicts: (Conflict | null)[]
  const key = unsentStorageKey('cv-1')
  const stored = () =>
    JSON.parse(localStorage.getItem(key) ?? 'null') as {
      resume: Resume
      baseRevision: number
    } | null

  function start() {
    return createAutosave({
      cvId: 'cv-1',
      baseRevision: 4,
      baseUpdatedAt: '2030-01-01T00:00:00.000Z',
      save: server.save,
      onStatus: (status) => statuses.push(status),
      onConflict: (conflict) => conflicts.push(conflict),
      conflictOf: (error) => (error instanceof StaleError ? error.current : null),
      storage: localStorage,
      isNetworkError: (error) => error instanceof NetworkError,
      isRetryable: () => true,
    })
  }

  /** Starts an autosave whose first save is refused: the other tab is at revision 7. */
  async function inConflict() {
    const autosave = start()
    autosave.change(named('mine'))
    await vi.advanceTimersByTimeAsync(700)
    server.fail(0, new StaleError(theirVersion(7)))
    await vi.advanceTimersByTimeAsync(0)
    return autosave
  }

  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    server = fakeServer()
    statuses = []
    conflicts = []
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('bases every save on the revision the previous one produced', async () => {
    const autosave = start()
    expect(autosave.revision).toBe(4)
    autosave.change(named('one'))
    await vi.advanceTimersByTimeAsync(700)
    expect(stored()?.baseRevision).toBe(4)
    server.succeed(0)
    await vi.advanceTimersByTimeAsync(0)
    expect(autosave.revision).toBe(5)
    autosave.change(named('two'))
    expect(stored()?.baseRevision).toBe(5)
    await vi.advanceTimersByTimeAsync(700)
    expect(server.calls.map((c) => c.baseRevision)).toEqual([4, 5])
  })

  it('stops on a conflict, keeps every further change on the device and sends none of them', async () => {
    const autosave = await inConflict()
    expect(autosave.status).toBe('conflict')
    expect(conflicts).toEqual([{ mine: named('mine'), theirs: theirVersion(7) }])

    autosave.change(named('mine, typed on'))
    autosave.flush()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(server.calls).toHaveLength(1)
    expect(autosave.status).toBe('conflict')
    expect(autosave.conflict?.mine.resumeName).toBe('mine, typed on')
    // Stored against the revision it was based on: a reload shows the conflict again.
    expect(stored()).toMatchObject({ resume: { resumeName: 'mine, typed on' }, baseRevision: 4 })
  })

  it('keep mine: sends the newest state on top of the other revision', async () => {
    const autosave = await inConflict()
    autosave.change(named('mine, final'))
    autosave.keepMine()
    expect(conflicts.at(-1)).toBeNull()
    expect(stored()?.baseRevision).toBe(7)
    await vi.advanceTimersByTimeAsync(0)
    expect(server.calls[1]).toMatchObject({
      baseRevision: 7,
      resume: { resumeName: 'mine, final' },
    })
    server.succeed(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(autosave.status).toBe('saved')
    expect(stored()).toBeNull()
  })

  it('take theirs: drops the unsent state and bases the next save on their revision', async () => {
    const autosave = await inConflict()
    autosave.takeTheirs()
    expect(autosave.status).toBe('saved')
    expect(autosave.hasUnsent).toBe(false)
    expect(autosave.conflict).toBeNull()
    expect(conflicts.at(-1)).toBeNull()
    expect(stored()).toBeNull()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toHaveLength(1)

    autosave.change(named('after'))
    await vi.advanceTimersByTimeAsync(700)
    expect(server.calls[1]?.baseRevision).toBe(7)
  })

  it('a conflict answered while a newer change waits keeps that newer change as mine', async () => {
    const autosave = start()
    autosave.change(named('first'))
    await vi.advanceTimersByTimeAsync(700)
    autosave.change(named('second'))
    server.fail(0, new StaleError(theirVersion(9)))
    await vi.advanceTimersByTimeAsync(0)
    expect(conflicts[0]?.mine.resumeName).toBe('second')
    expect(server.calls).toHaveLength(1)
  })
})

describe('recoverUnsent', () => {
  const key = unsentStorageKey('cv-9')
  const server = { revision: 3, updatedAt: '2030-01-01T00:00:00.000Z' }
  function store(changedAt: number, baseUpdatedAt: string, name = 'offline edit', rev?: number) {
    localStorage.setItem(
      key,
      JSON.stringify({ resume: named(name), changedAt, baseUpdatedAt, baseRevision: rev }),
    )
  }

  it('returns unsent state with the revision it was based on, the current one', () => {
    store(Date.UTC(2020, 0, 1), '2030-01-01T00:00:00.000Z', 'offline edit', 3)
    const recovered = recoverUnsent(localStorage, 'cv-9', server)
    expect(recovered?.baseRevision).toBe(3)
    expect((recovered?.resume as Resume).resumeName).toBe('offline edit')
  })

  it('returns unsent state based on an older revision too, so saving it asks the user', () => {
    store(Date.UTC(2020, 0, 1), '2029-01-01T00:00:00.000Z', 'old offline edit', 1)
    const recovered = recoverUnsent(localStorage, 'cv-9', server)
    expect(recovered?.baseRevision).toBe(1)
    expect(localStorage.getItem(key)).not.toBeNull()
  })

  it('reads a copy stored before revisions: kept when newer than the server version', () => {
    store(Date.UTC(2020, 0, 1), '2030-01-01T00:00:00.000Z')
    expect(recoverUnsent(localStorage, 'cv-9', server)?.baseRevision).toBe(3)
    store(Date.UTC(2030, 5, 1), '2029-01-01T00:00:00.000Z')
    expect(recoverUnsent(localStorage, 'cv-9', server)).not.toBeNull()
  })

  it('drops a copy from before revisions that is older than the server version', () => {
    store(Date.UTC(2029, 0, 1), '2029-01-01T00:00:00.000Z')
    expect(recoverUnsent(localStorage, 'cv-9', server)).toBeNull()
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('ignores unreadable stored data', () => {
    localStorage.setItem(key, '{not json')
    expect(recoverUnsent(localStorage, 'cv-9', server)).toBeNull()
  })
})
