// Undo and redo of resume edits (beyond spec 000; users expect it). A pure history of earlier
// and later states: the editor store records the state before each edit and swaps states on
// undo and redo. Consecutive edits with the same coalescing key (typing in one field) form ONE
// undo step, so Ctrl+Z takes back the whole word or sentence rather than one character.

/** The most undo steps kept; older ones are dropped first. */
export const MAX_UNDO_STEPS = 100

export interface History<T> {
  /** Earlier states, oldest first. */
  readonly past: readonly T[]
  /** States undone, the next redo last. */
  readonly future: readonly T[]
  /** The coalescing key of the newest step while it may still grow, else null. */
  readonly openKey: string | null
}

export function emptyHistory<T>(): History<T> {
  return { past: [], future: [], openKey: null }
}

/**
 * The history after an edit that replaced `before`. With the same key as the open step the
 * edit joins that step (its "before" stays the state before the first keystroke); a null key
 * always starts a new step. Any edit clears the redo states.
 */
export function recordEdit<T>(
  history: History<T>,
  before: T,
  key: string | null,
  limit = MAX_UNDO_STEPS,
): History<T> {
  if (key !== null && key === history.openKey && history.past.length > 0) {
    return { past: history.past, future: [], openKey: key }
  }
  const past = [...history.past, before]
  return {
    past: past.length > limit ? past.slice(past.length - limit) : past,
    future: [],
    openKey: key,
  }
}

/** The state to go back to and the history after it, or null when there is nothing to undo. */
export function undoStep<T>(
  history: History<T>,
  current: T,
): { value: T; history: History<T> } | null {
  const value = history.past.at(-1)
  if (value === undefined) return null
  return {
    value,
    history: {
      past: history.past.slice(0, -1),
      future: [...history.future, current],
      openKey: null,
    },
  }
}

/** The state to go forward to and the history after it, or null when there is nothing to redo. */
export function redoStep<T>(
  history: History<T>,
  current: T,
): { value: T; history: History<T> } | null {
  const value = history.future.at(-1)
  if (value === undefined) return null
  return {
    value,
    history: {
      past: [...history.past, current],
      future: history.future.slice(0, -1),
      openKey: null,
    },
  }
}

/** Ends the open step, so the next edit with the same key starts a new one (e.g. on blur). */
export function closeStep<T>(history: History<T>): History<T> {
  return history.openKey === null ? history : { ...history, openKey: null }
}
