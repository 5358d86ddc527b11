// The autosave binding with a page's own store (the cover letter page's shape: any document, any
// save call): changes reach the engine, a state recovered from the device is sent at once, the
// other version of a conflict goes into the store without being sent back, and leaving sends
// what is left.
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api'
import type { ServerVersion } from './autosave'
import { useAutosaveBinding, type AutosaveBinding } from './useAutosaveBinding'

interface Note {
  text: string
}

/** A page's store: a value and its listeners. */
function noteStore(initial: Note) {
  let value = initial
  const listeners = new Set<(value: Note) => void>()
  return {
    get: () => value,
    set(next: Note) {
      value = next
      for (const listener of listeners) listener(value)
    },
    subscribe(listener: (value: Note) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function conflictOf(error: unknown): ServerVersion | null {
  if (!(error instanceof ApiError) || error.id !== 'revision_conflict') return null
  return error.current as ServerVersion
}

function bindingFor(
  store: ReturnType<typeof noteStore>,
  save: AutosaveBinding<Note>['save'],
  recovered?: Note,
): AutosaveBinding<Note> {
  return {
    id: 'note-1',
    baseRevision: 1,
    baseUpdatedAt: '2026-01-01T00:00:00.000Z',
    save,
    conflictOf,
    subscribe: (change) => store.subscribe(change),
    adopt: (version) => store.set(version.cvData as Note),
    recovered: recovered ? () => recovered : undefined,
  }
}

const saved = (revision: number) => ({ revision, updatedAt: new Date().toISOString() })

describe('useAutosaveBinding', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends the newest change of the store, based on the last saved revision', async () => {
    const store = noteStore({ text: 'a' })
    const save = vi.fn(async (_note: Note, revision: number) => saved(revision + 1))
    const binding = bindingFor(store, save)
    const { result, unmount } = renderHook(() => useAutosaveBinding(binding))
    act(() => {
      store.set({ text: 'ab' })
      store.set({ text: 'abc' })
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(save).toHaveBeenCalledTimes(1)
    expect(save).toHaveBeenLastCalledWith({ text: 'abc' }, 1)
    expect(result.current.status).toBe('saved')
    expect(result.current.settledRevision()).toBe(2)
    // Leaving sends what is left at once, without waiting for the debounce.
    act(() => store.set({ text: 'abcd' }))
    unmount()
    expect(save).toHaveBeenCalledTimes(2)
    expect(save).toHaveBeenLastCalledWith({ text: 'abcd' }, 2)
  })

  it('sends a state recovered from the device at once', () => {
    const store = noteStore({ text: 'unsent' })
    const save = vi.fn(async () => saved(2))
    const binding = bindingFor(store, save, { text: 'unsent' })
    const { unmount } = renderHook(() => useAutosaveBinding(binding))
    expect(save).toHaveBeenCalledWith({ text: 'unsent' }, 1)
    unmount()
  })

  it('take the other: the store shows it, and that is not sent back as a change', async () => {
    const store = noteStore({ text: 'base' })
    const theirs = {
      revision: 7,
      updatedAt: '2026-02-01T00:00:00.000Z',
      cvData: { text: 'theirs' },
    }
    const save = vi
      .fn<AutosaveBinding<Note>['save']>()
      .mockRejectedValueOnce(new ApiError(409, 'revision_conflict', 'stale', [], theirs))
      .mockImplementation(async (_note, revision) => saved(revision + 1))
    const binding = bindingFor(store, save)
    const { result, unmount } = renderHook(() => useAutosaveBinding(binding))
    act(() => store.set({ text: 'mine' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(result.current.status).toBe('conflict')
    expect(result.current.currentConflict()?.mine).toEqual({ text: 'mine' })

    act(() => result.current.takeTheirs())
    expect(store.get()).toEqual({ text: 'theirs' })
    expect(result.current.conflict).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(save).toHaveBeenCalledTimes(1)

    // The next change of the user's is based on their revision.
    act(() => store.set({ text: 'theirs, edited' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(save).toHaveBeenLastCalledWith({ text: 'theirs, edited' }, 7)
    unmount()
  })
})
