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
import { api } from '../../api'
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
        async () => ({ result: { updatedAt: new Date().toISOString() } }) as never,
      )
    const start = { cvId, baseUpdatedAt: '2026-01-01T00:00:00.000Z', recovered: false }
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
    expect(update.mock.calls[0]?.[0]).toEqual({ id: cvId, cvData: store().resume })
    expect(result.current.status).toBe('saved')
    expect(unsent()).toBeNull()
    unmount()
  })

  it('saves nothing of an item still in its add form, and saves it once confirmed', async () => {
    const update = vi
      .spyOn(api.library, 'update')
      .mockImplementation(
        async () => ({ result: { updatedAt: new Date().toISOString() } }) as never,
      )
    const start = { cvId, baseUpdatedAt: '2026-01-01T00:00:00.000Z', recovered: false }
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
        async () => ({ result: { updatedAt: new Date().toISOString() } }) as never,
      )
    const start = { cvId, baseUpdatedAt: '2026-01-01T00:00:00.000Z', recovered: false }
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
})
