// Every kind of change the editor makes (an edit through any pure operation, undo, redo) reaches
// the autosave: the newest state is kept on the device at once and sent to the cloud.
import {
  addItem,
  createResume,
  moveItem,
  setShowSkillLevels,
  updateItem,
  type Resume,
} from '@shared/resume'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../api'
import { useEditor } from '../../stores/editor'
import { unsentStorageKey } from './autosave'
import { useAutosave } from './useAutosave'

const cvId = 'cv-autosave'
const store = () => useEditor.getState()

function unsent(): Resume | null {
  const raw = localStorage.getItem(unsentStorageKey(cvId))
  return raw ? ((JSON.parse(raw) as { resume: Resume }).resume ?? null) : null
}

describe('useAutosave with the editor store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    act(() => store().open(cvId, createResume()))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('keeps and sends the newest state after edits, undo and redo', async () => {
    const update = vi
      .spyOn(api.library, 'update')
      .mockImplementation(
        async () => ({ result: { revision: 2, updatedAt: new Date().toISOString() } }) as never,
      )
    const start = {
      cvId,
      baseRevision: 1,
      baseUpdatedAt: '2026-01-01T00:00:00.000Z',
      recovered: false,
    }
    const { result, unmount } = renderHook(() => useAutosave(start))

    act(() => {
      store().edit((r) => addItem(r, 'skills', { name: 'Go' }).resume)
      store().edit((r) => addItem(r, 'skills', { name: 'Rust' }).resume)
      store().edit((r) => moveItem(r, 'skills', 1, 0))
    })
    expect(unsent()?.skills.map((s) => s.name)).toEqual(['Rust', 'Go'])
    expect(result.current.status).toBe('saving')

    act(() => store().undo())
    expect(unsent()?.skills.map((s) => s.name)).toEqual(['Go', 'Rust'])
    act(() => store().redo())
    act(() => store().edit((r) => setShowSkillLevels(r, false)))
    const id = store().resume?.skills[0]?.id ?? ''
    act(() => store().edit((r) => updateItem(r, 'skills', id, { level: 'Expert' })))
    expect(unsent()).toMatchObject({ showSkillLevels: false })
    expect(unsent()?.skills[0]).toMatchObject({ name: 'Rust', level: 'Expert' })

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(update).toHaveBeenCalledTimes(1)
    expect(update.mock.calls[0]?.[0]).toEqual({ id: cvId, cvData: store().resume, baseRevision: 1 })
    expect(result.current.status).toBe('saved')
    expect(unsent()).toBeNull()
    unmount()
  })

  it('saves nothing of an item still in its add form, and saves it once confirmed', async () => {
    const update = vi
      .spyOn(api.library, 'update')
      .mockImplementation(
        async () => ({ result: { revision: 2, updatedAt: new Date().toISOString() } }) as never,
      )
    const start = {
      cvId,
      baseRevision: 1,
      baseUpdatedAt: '2026-01-01T00:00:00.000Z',
      recovered: false,
    }
    const { unmount } = renderHook(() => useAutosave(start))

    // "Add a skill", then typing into its form, as SectionEditor does.
    act(() => {
      const id = store().startAdding('skills') ?? ''
      store().edit((r) => updateItem(r, 'skills', id, { name: 'Kotlin' }))
    })
    expect(store().resume?.skills.map((s) => s.name)).toEqual(['Kotlin'])
    expect(unsent()).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(update).not.toHaveBeenCalled()

    // Add: the form goes back to the list and the skill is saved.
    act(() => store().focusSection({ sectionName: 'skills', itemId: null }))
    expect(unsent()?.skills.map((s) => s.name)).toEqual(['Kotlin'])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(update).toHaveBeenCalledTimes(1)
    const confirmed = update.mock.calls[0]?.[0] as { cvData: Resume } | undefined
    expect(confirmed?.cvData.skills.map((s) => s.name)).toEqual(['Kotlin'])
    unmount()
  })

  it('leaving the editor with a skill typed but never added sends nothing of it', () => {
    const update = vi
      .spyOn(api.library, 'update')
      .mockImplementation(
        async () => ({ result: { revision: 2, updatedAt: new Date().toISOString() } }) as never,
      )
    const start = {
      cvId,
      baseRevision: 1,
      baseUpdatedAt: '2026-01-01T00:00:00.000Z',
      recovered: false,
    }
    const { unmount } = renderHook(() => useAutosave(start))
    act(() => {
      store().edit((r) => setShowSkillLevels(r, false))
      const id = store().startAdding('skills') ?? ''
      store().edit((r) => updateItem(r, 'skills', id, { name: 'Unconfirmed' }))
    })
    unmount()
    expect(update).toHaveBeenCalledTimes(1)
    const sent = (update.mock.calls[0]?.[0] as { cvData: Resume }).cvData
    expect(sent.showSkillLevels).toBe(false)
    expect(sent.skills).toEqual([])
  })

  describe('when another tab saved first', () => {
    const theirs = { ...createResume(), resumeName: 'Their version' }
    const stale = () =>
      new ApiError(409, 'revision_conflict', 'changed elsewhere', [], {
        id: cvId,
        revision: 5,
        updatedAt: '2026-02-01T00:00:00.000Z',
        cvData: theirs,
      })

    async function conflicted() {
      const update = vi.spyOn(api.library, 'update').mockRejectedValueOnce(stale())
      const start = {
        cvId,
        baseRevision: 1,
        baseUpdatedAt: '2026-01-01T00:00:00.000Z',
        recovered: false,
      }
      const hook = renderHook(() => useAutosave(start))
      act(() => store().setResumeName('My version'))
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000)
      })
      return { update, hook }
    }

    it('reports the conflict with both versions and sends nothing more', async () => {
      const { update, hook } = await conflicted()
      expect(hook.result.current.status).toBe('conflict')
      expect(hook.result.current.conflict?.mine.resumeName).toBe('My version')
      expect(hook.result.current.conflict?.theirs).toMatchObject({ revision: 5 })
      act(() => store().setResumeName('My version, more'))
      await act(async () => {
        await vi.advanceTimersByTimeAsync(60_000)
      })
      expect(update).toHaveBeenCalledTimes(1)
      expect(unsent()?.resumeName).toBe('My version, more')
      hook.unmount()
    })

    it('take the other: the editor shows it, saves nothing, and undo brings mine back', async () => {
      const { update, hook } = await conflicted()
      update.mockImplementation(
        async () => ({ result: { revision: 6, updatedAt: new Date().toISOString() } }) as never,
      )
      act(() => hook.result.current.takeTheirs())
      expect(store().resume?.resumeName).toBe('Their version')
      expect(hook.result.current.status).toBe('saved')
      expect(hook.result.current.conflict).toBeNull()
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000)
      })
      expect(update).toHaveBeenCalledTimes(1)

      act(() => store().undo())
      expect(store().resume?.resumeName).toBe('My version')
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000)
      })
      expect(update).toHaveBeenCalledTimes(2)
      expect(update.mock.calls[1]?.[0]).toMatchObject({
        baseRevision: 5,
        cvData: { resumeName: 'My version' },
      })
      hook.unmount()
    })

    it('keep both: mine becomes a new resume and this editor shows the other', async () => {
      const { update, hook } = await conflicted()
      const create = vi
        .spyOn(api.library, 'create')
        .mockResolvedValue({ result: { id: 'copy-1' }, fixes: [] })
      let copy: { id: string; name: string } | null = null
      await act(async () => {
        copy = await hook.result.current.keepBoth((name) => `${name} (copy)`)
      })
      expect(copy).toEqual({ id: 'copy-1', name: 'My version (copy)' })
      expect(create).toHaveBeenCalledWith({
        cvData: expect.objectContaining({ resumeName: 'My version (copy)' }),
      })
      expect(store().resume?.resumeName).toBe('Their version')
      expect(update).toHaveBeenCalledTimes(1)
      expect(unsent()).toBeNull()
      hook.unmount()
    })

    it('keep mine: saves mine on top of the other revision', async () => {
      const { update, hook } = await conflicted()
      update.mockImplementation(
        async () => ({ result: { revision: 6, updatedAt: new Date().toISOString() } }) as never,
      )
      act(() => hook.result.current.keepMine())
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0)
      })
      expect(update.mock.calls[1]?.[0]).toMatchObject({
        baseRevision: 5,
        cvData: { resumeName: 'My version' },
      })
      expect(hook.result.current.status).toBe('saved')
      hook.unmount()
    })
  })
})
