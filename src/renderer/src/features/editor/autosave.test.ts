import { createResume, type Resume } from '@shared/resume'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createAutosave,
  recoverUnsent,
  unsentStorageKey,
  type AutosaveOptions,
  type SaveResult,
  type SaveStatus,
} from './autosave'

/** A fake PUT /api/libraryEntry whose answers the test releases one by one. */
function fakeServer() {
  const calls: {
    resume: Resume
    resolve: (r: SaveResult) => void
    reject: (e: unknown) => void
  }[] = []
  let clock = 0
  return {
    calls,
    save: (resume: Resume) =>
      new Promise<SaveResult>((resolve, reject) => {
        calls.push({ resume, resolve, reject })
      }),
    succeed(index: number) {
      clock += 1
      calls[index]?.resolve({
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

function named(name: string): Resume {
  return createResume({ resumeName: name })
}

describe('autosave', () => {
  let server: ReturnType<typeof fakeServer>
  let statuses: SaveStatus[]

  function start(overrides: Partial<AutosaveOptions> = {}) {
    return createAutosave({
      cvId: 'cv-1',
      baseUpdatedAt: '2030-01-01T00:00:00.000Z',
      save: server.save,
      onStatus: (status) => statuses.push(status),
      storage: localStorage,
      isNetworkError: (error) => error instanceof NetworkError,
      isRetryable: (error) => !(error instanceof RejectedError),
      ...overrides,
    })
  }

  beforeEach(() => {
    vi.useFakeTimers()
    server = fakeServer()
    statuses = []
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

describe('recoverUnsent', () => {
  const key = unsentStorageKey('cv-9')
  function store(changedAt: number, baseUpdatedAt: string, name = 'offline edit') {
    localStorage.setItem(key, JSON.stringify({ resume: named(name), changedAt, baseUpdatedAt }))
  }

  it('returns unsent state edited on top of the version the server still holds', () => {
    store(Date.UTC(2020, 0, 1), '2030-01-01T00:00:00.000Z')
    const recovered = recoverUnsent(localStorage, 'cv-9', '2030-01-01T00:00:00.000Z') as Resume
    expect(recovered.resumeName).toBe('offline edit')
  })

  it('returns unsent state changed after the server last updated the entry', () => {
    store(Date.UTC(2030, 5, 1), '2029-01-01T00:00:00.000Z')
    expect(recoverUnsent(localStorage, 'cv-9', '2030-01-01T00:00:00.000Z')).not.toBeNull()
  })

  it('drops a copy older than the server version', () => {
    store(Date.UTC(2029, 0, 1), '2029-01-01T00:00:00.000Z')
    expect(recoverUnsent(localStorage, 'cv-9', '2030-01-01T00:00:00.000Z')).toBeNull()
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('ignores unreadable stored data', () => {
    localStorage.setItem(key, '{not json')
    expect(recoverUnsent(localStorage, 'cv-9', '2030-01-01T00:00:00.000Z')).toBeNull()
  })
})
