// Connects the editor store to the autosave (useAutosaveBinding): every resume change is handed
// over, the page being hidden or coming back online sends at once, and leaving the editor sends
// what is left. A revision conflict (another tab or device saved in between) is handed to the
// editor, which asks the user: keep mine, take the other, or keep both (mine becomes a new
// resume).
import { useCallback, useMemo } from 'react'
import { revisionConflictOf } from '../../api/conflict'
import { resumeStore } from '../../library'
import { sameSavedContent, selectSavedResume, useEditor } from '../../stores/editor'
import { useAutosaveBinding, type AutosaveBinding } from './useAutosaveBinding'
import type { Resume } from '@shared/resume'

export interface AutosaveStart {
  cvId: string
  /** The revision the opened state is based on. */
  baseRevision: number
  baseUpdatedAt: string
  /** The opened state came from the device's unsent copy and must be sent. */
  recovered: boolean
}

export function useAutosave(start: AutosaveStart | null) {
  const binding = useMemo((): AutosaveBinding<Resume> | null => {
    if (!start) return null
    const { cvId, baseRevision, baseUpdatedAt, recovered } = start
    return {
      id: cvId,
      baseRevision,
      baseUpdatedAt,
      save: (resume, revision) => resumeStore.update(cvId, resume, revision),
      conflictOf: revisionConflictOf,
      // What is saved leaves out an item still in its add form (never confirmed with Add).
      subscribe: (change) =>
        useEditor.subscribe((state, previous) => {
          if (state.cvId !== cvId) return
          const saved = selectSavedResume(state)
          if (saved && !sameSavedContent(saved, selectSavedResume(previous))) change(saved)
        }),
      adopt: (version) => useEditor.getState().replace(version.cvData),
      recovered: recovered ? () => selectSavedResume(useEditor.getState()) : undefined,
    }
  }, [start])
  const { status, retry, conflict, keepMine, takeTheirs, settledRevision, currentConflict } =
    useAutosaveBinding(binding)

  /**
   * Saves this editor's version as a new resume named `copyName(mine's name)`, then shows the
   * other version here. Resolves with the new resume's id and name; on failure nothing changes
   * and the conflict stays open.
   */
  const keepBoth = useCallback(
    async (copyName: (name: string) => string) => {
      const current = currentConflict()
      if (!current) return null
      const name = copyName(current.mine.resumeName)
      const result = await resumeStore.create({ ...current.mine, resumeName: name })
      // Typing went on while the copy was being made: the copy gets the newest state too.
      const latest = currentConflict()?.mine
      if (latest && latest !== current.mine) {
        const { revision } = await resumeStore.get(result.id)
        await resumeStore.update(result.id, { ...latest, resumeName: name }, revision)
      }
      takeTheirs()
      return { id: result.id, name }
    },
    [currentConflict, takeTheirs],
  )

  return { status, retry, conflict, keepMine, takeTheirs, keepBoth, settledRevision }
}
