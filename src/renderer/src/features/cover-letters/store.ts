// The open cover letter and its undo history (issue 19.1), as the resume editor's store keeps
// the resume: every edit records the state before it (typing in one field is one step, see
// stores/history.ts), undo and redo swap states, and the history starts empty for each letter
// opened. The linked resume is part of the state, so undo also takes back a change of resume.
import { type CoverLetter, type Recipient } from '@shared/cover-letter/model'
import { convertBulletOrderedLists, sanitizeRichText } from '@shared/resume'
import { create } from 'zustand'
import {
  closeStep,
  emptyHistory,
  recordEdit,
  redoStep,
  undoStep,
  type History,
} from '../../stores/history'

export interface LetterState {
  letter: CoverLetter
  resumeId: string | null
}

type PlainField = 'name' | 'date' | 'subject' | 'greeting' | 'closing'

interface CoverLetterStore {
  letterId: string | null
  state: LetterState | null
  history: History<LetterState>
  open(letterId: string, state: LetterState): void
  close(): void
  setField(field: PlainField, value: string): void
  setRecipient(field: keyof Recipient, value: string): void
  setBody(html: string): void
  setResume(resumeId: string | null): void
  /** Puts a draft in (subject, greeting, body, closing) as one undoable step. */
  applyDraft(draft: Pick<CoverLetter, 'subject' | 'greeting' | 'body' | 'closing'>): void
  /** Shows another version (a conflict's other side); undo brings this one back. */
  replace(state: LetterState): void
  endTyping(): void
  undo(): void
  redo(): void
}

export const useCoverLetter = create<CoverLetterStore>((set, get) => {
  function edit(next: (state: LetterState) => LetterState, key: string | null) {
    const { state, history } = get()
    if (!state) return
    set({ state: next(state), history: recordEdit(history, state, key) })
  }
  return {
    letterId: null,
    state: null,
    history: emptyHistory(),
    open: (letterId, state) => set({ letterId, state, history: emptyHistory() }),
    close: () => set({ letterId: null, state: null, history: emptyHistory() }),
    setField: (field, value) =>
      edit((state) => ({ ...state, letter: { ...state.letter, [field]: value } }), field),
    setRecipient: (field, value) =>
      edit(
        (state) => ({
          ...state,
          letter: { ...state.letter, recipient: { ...state.letter.recipient, [field]: value } },
        }),
        `recipient.${field}`,
      ),
    setBody: (html) =>
      edit(
        (state) => ({
          ...state,
          letter: { ...state.letter, body: sanitizeRichText(convertBulletOrderedLists(html)) },
        }),
        'body',
      ),
    setResume: (resumeId) => edit((state) => ({ ...state, resumeId }), null),
    applyDraft: (draft) =>
      edit(
        (state) => ({
          ...state,
          letter: { ...state.letter, ...draft, body: sanitizeRichText(draft.body) },
        }),
        null,
      ),
    replace: (next) => edit(() => next, null),
    endTyping: () => set({ history: closeStep(get().history) }),
    undo: () => {
      const { state, history } = get()
      if (!state) return
      const step = undoStep(history, state)
      if (step) set({ state: step.value, history: step.history })
    },
    redo: () => {
      const { state, history } = get()
      if (!state) return
      const step = redoStep(history, state)
      if (step) set({ state: step.value, history: step.history })
    },
  }
})
