// The resume being edited and the section the user is working on. The resume changes only
// through the shared pure operations, so the store can never hold data normalisation would
// reject, and every change notifies the autosave through the store subscription.
import {
  resolveActiveSection,
  setAll,
  setResumeName,
  updateContact,
  type ActiveSection,
  type Contact,
  type Resume,
} from '@shared/resume'
import { create } from 'zustand'

/**
 * A section's score from the last evaluation of this resume (spec 000 §3 "Section score"). The
 * section name is as the evaluation returns it, in English, Turkish or German; the step indicator
 * maps it to a step.
 */
export interface EditorSectionScore {
  sectionName: string
  score: number
}

interface EditorState {
  cvId: string | null
  resume: Resume | null
  activeSection: ActiveSection
  /** Null until the resume has been evaluated in this editor session. */
  sectionScores: readonly EditorSectionScore[] | null
  setSectionScores(scores: readonly EditorSectionScore[] | null): void
  /** Starts editing a resume (any input is repaired by the shared normalisation). */
  open(cvId: string, data: unknown): void
  close(): void
  updateContact(patch: Partial<Contact>): void
  setResumeName(name: string): void
  setActiveSection(section: ActiveSection): void
  /**
   * Applies any pure operation of @shared/resume (setTemplate, addItem, moveItem, ...) to the
   * resume being edited: the one way every control changes the resume.
   */
  edit(operation: (resume: Resume) => Resume): void
}

export const useEditor = create<EditorState>()((set, get) => {
  function change(operation: (resume: Resume) => Resume) {
    const { resume, activeSection } = get()
    if (!resume) return
    const next = operation(resume)
    // Operations return their input when nothing applies; skip a pointless save then.
    if (next === resume) return
    set({ resume: next, activeSection: resolveActiveSection(next, activeSection) })
  }

  return {
    cvId: null,
    resume: null,
    activeSection: null,
    sectionScores: null,
    open(cvId, data) {
      set({
        cvId,
        resume: setAll(data),
        activeSection: { sectionName: 'personal', itemId: null },
        sectionScores: null,
      })
    },
    close() {
      set({ cvId: null, resume: null, activeSection: null, sectionScores: null })
    },
    setSectionScores(scores) {
      set({ sectionScores: scores })
    },
    updateContact(patch) {
      change((resume) => updateContact(resume, patch))
    },
    setResumeName(name) {
      change((resume) => setResumeName(resume, name))
    },
    edit(operation) {
      change(operation)
    },
    setActiveSection(section) {
      const { resume } = get()
      set({ activeSection: resume ? resolveActiveSection(resume, section) : null })
    },
  }
})
