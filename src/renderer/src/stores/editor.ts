// The resume being edited and the section the user is working on. The resume changes only
// through the shared pure operations, so the store can never hold data normalisation would
// reject, and every change notifies the autosave through the store subscription. Every change
// also goes into the undo history (stores/history.ts), which starts empty for each resume
// opened, so undo never crosses from one resume into another.
import {
  addItem,
  findItem,
  isListSection,
  removeItem,
  resolveActiveSection,
  setAll,
  setResumeName,
  updateContact,
  type ActiveSection,
  type Contact,
  type ListSection,
  type Resume,
} from '@shared/resume'
import { create } from 'zustand'
import { isBlankItem } from '../features/editor/sections/rules'
import { closeStep, emptyHistory, recordEdit, redoStep, undoStep, type History } from './history'

/**
 * A section's score from the last evaluation of this resume (spec 000 §3 "Section score"). The
 * section name is as the evaluation returns it, in English, Turkish or German; the step indicator
 * maps it to a step.
 */
export interface EditorSectionScore {
  sectionName: string
  score: number
}

export interface EditOptions {
  /**
   * Edits with the same key in a row form one undo step: use one key per field (e.g.
   * "experiences.<id>.title") for typing. Without a key every edit is its own step.
   */
  coalesce?: string
}

interface EditorState {
  cvId: string | null
  resume: Resume | null
  activeSection: ActiveSection
  /**
   * Counts selections made from outside the form (the preview, the evaluation): the editor
   * switches step, scrolls the form into view and flashes it each time this grows.
   */
  selectionRequest: number
  /** The item whose form is open in add mode (Discard drops it), else null. */
  addingItemId: string | null
  /** Null until the resume has been evaluated in this editor session. */
  sectionScores: readonly EditorSectionScore[] | null
  history: History<Resume>
  setSectionScores(scores: readonly EditorSectionScore[] | null): void
  /** Starts editing a resume (any input is repaired by the shared normalisation). */
  open(cvId: string, data: unknown): void
  close(): void
  /**
   * Replaces the resume being edited with another version of it (the one another tab saved),
   * as one undoable step: undo brings back what was there.
   */
  replace(data: unknown): void
  updateContact(patch: Partial<Contact>): void
  setResumeName(name: string): void
  /** A selection from outside the form (preview click): the editor shows and flashes it. */
  setActiveSection(section: ActiveSection): void
  /** The form's own navigation (edit, add, save, open a panel): no scrolling or flashing. */
  focusSection(section: ActiveSection, options?: { adding?: boolean }): void
  /**
   * "Add" in a list section: a blank item whose form opens in add mode, in one step, so nothing
   * of it is saved until the user confirms it. Returns its id, or null when the list is full.
   */
  startAdding(section: ListSection): string | null
  /**
   * Applies any pure operation of @shared/resume (setTemplate, addItem, moveItem, ...) to the
   * resume being edited: the one way every control changes the resume.
   */
  edit(operation: (resume: Resume) => Resume, options?: EditOptions): void
  undo(): void
  redo(): void
  /** Ends the current typing run, so further typing in that field is a new undo step. */
  endTyping(): void
}

/** The adding item, if it still exists (undo may have removed it). */
function stillAdding(resume: Resume, adding: string | null, active: ActiveSection): string | null {
  if (adding === null || !active || !isListSection(active.sectionName)) return null
  if (active.itemId !== adding) return null
  return findItem(resume, active.sectionName, adding) ? adding : null
}

export const useEditor = create<EditorState>()((set, get) => {
  function change(operation: (resume: Resume) => Resume, options: EditOptions = {}) {
    const { resume, activeSection, history } = get()
    if (!resume) return
    const next = operation(resume)
    // Operations return their input when nothing applies; skip a pointless save then.
    if (next === resume) return
    set({
      resume: next,
      activeSection: resolveActiveSection(next, activeSection),
      history: recordEdit(history, resume, options.coalesce ?? null),
    })
  }

  /**
   * Leaving the form of an item being added (a preview click, another Edit) without Add or
   * Discard: an item still blank is dropped, as Discard would, so no empty entry is left behind.
   */
  function leaveAdding(next: ActiveSection) {
    const { resume, addingItemId, activeSection } = get()
    if (!resume || !addingItemId || next?.itemId === addingItemId) return
    const section = activeSection?.sectionName
    if (!section || !isListSection(section)) return
    const item = findItem(resume, section, addingItemId)
    if (item && isBlankItem(section, item)) change((r) => removeItem(r, section, addingItemId))
  }

  function travel(step: typeof undoStep<Resume>) {
    const { resume, history, activeSection, addingItemId } = get()
    if (!resume) return
    const result = step(history, resume)
    if (!result) return
    const active = resolveActiveSection(result.value, activeSection)
    set({
      resume: result.value,
      history: result.history,
      activeSection: active,
      addingItemId: stillAdding(result.value, addingItemId, active),
    })
  }

  return {
    cvId: null,
    resume: null,
    activeSection: null,
    selectionRequest: 0,
    addingItemId: null,
    sectionScores: null,
    history: emptyHistory(),
    open(cvId, data) {
      set({
        cvId,
        resume: setAll(data),
        activeSection: { sectionName: 'personal', itemId: null },
        addingItemId: null,
        sectionScores: null,
        history: emptyHistory(),
      })
    },
    close() {
      set({
        cvId: null,
        resume: null,
        activeSection: null,
        addingItemId: null,
        sectionScores: null,
        history: emptyHistory(),
      })
    },
    replace(data) {
      const { resume, history, activeSection } = get()
      if (!resume) return
      const next = setAll(data)
      set({
        resume: next,
        activeSection: resolveActiveSection(next, activeSection),
        addingItemId: null,
        history: recordEdit(history, resume, null),
      })
    },
    setSectionScores(scores) {
      set({ sectionScores: scores })
    },
    updateContact(patch) {
      const fields = Object.keys(patch)
      const coalesce = fields.length === 1 ? `contact.${fields[0]}` : undefined
      change((resume) => updateContact(resume, patch), { coalesce })
    },
    setResumeName(name) {
      change((resume) => setResumeName(resume, name), { coalesce: 'resumeName' })
    },
    edit(operation, options) {
      change(operation, options)
    },
    undo() {
      travel(undoStep)
    },
    redo() {
      travel(redoStep)
    },
    endTyping() {
      set({ history: closeStep(get().history) })
    },
    setActiveSection(section) {
      leaveAdding(section)
      const { resume, selectionRequest, addingItemId } = get()
      const active = resume ? resolveActiveSection(resume, section) : null
      set({
        activeSection: active,
        selectionRequest: selectionRequest + 1,
        addingItemId: resume ? stillAdding(resume, addingItemId, active) : null,
      })
    },
    startAdding(section) {
      leaveAdding({ sectionName: section, itemId: null })
      const { resume, history } = get()
      if (!resume) return null
      const { resume: added, id } = addItem(resume, section)
      if (!id) return null
      set({
        resume: added,
        history: recordEdit(history, resume, null),
        activeSection: resolveActiveSection(added, { sectionName: section, itemId: id }),
        addingItemId: id,
      })
      return id
    },
    focusSection(section, options = {}) {
      leaveAdding(section)
      const { resume } = get()
      const active = resume ? resolveActiveSection(resume, section) : null
      const adding = options.adding && active?.itemId ? active.itemId : null
      set({ activeSection: active, addingItemId: adding })
    },
  }
})

const savedCache = new WeakMap<Resume, { adding: string; saved: Resume }>()

/**
 * The resume as it is saved: without the item still being added, which exists only once the
 * user confirms it with Add (or leaves its form with something in it). Leaving the page while
 * a form is in add mode therefore saves nothing of it. The result is cached per state, so the
 * same state always gives the same object.
 */
export function selectSavedResume(
  state: Pick<EditorState, 'resume' | 'activeSection' | 'addingItemId'>,
): Resume | null {
  const { resume, addingItemId, activeSection } = state
  if (!resume || !addingItemId) return resume
  const section = activeSection?.sectionName
  if (!section || !isListSection(section)) return resume
  const cached = savedCache.get(resume)
  if (cached?.adding === addingItemId) return cached.saved
  const saved = removeItem(resume, section, addingItemId)
  savedCache.set(resume, { adding: addingItemId, saved })
  return saved
}

/**
 * True when two saved states hold the same content: equal top-level values, or lists holding the
 * same items. Typing into an item being added changes the resume but not what is saved.
 */
export function sameSavedContent(a: Resume | null, b: Resume | null): boolean {
  if (a === b) return true
  if (!a || !b) return false
  return (Object.keys(a) as (keyof Resume)[]).every((key) => {
    const left = a[key]
    const right = b[key]
    if (left === right) return true
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false
    return left.every((item, index) => item === right[index])
  })
}

/** The editor's undo and redo as a user sees them: whether each is possible now. */
export function selectCanUndo(state: EditorState): boolean {
  return state.history.past.length > 0
}
export function selectCanRedo(state: EditorState): boolean {
  return state.history.future.length > 0
}
