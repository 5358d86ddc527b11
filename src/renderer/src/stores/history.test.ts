import { describe, expect, it } from 'vitest'
import { closeStep, emptyHistory, recordEdit, redoStep, undoStep } from './history'

describe('undo history', () => {
  it('makes each edit without a key its own step and undoes them newest first', () => {
    let history = emptyHistory<string>()
    history = recordEdit(history, 'a', null)
    history = recordEdit(history, 'ab', null)
    const first = undoStep(history, 'abc')
    expect(first?.value).toBe('ab')
    const second = first && undoStep(first.history, first.value)
    expect(second?.value).toBe('a')
    expect(second && undoStep(second.history, second.value)).toBeNull()
  })

  it('coalesces a run of edits with the same key into one step', () => {
    let history = emptyHistory<string>()
    history = recordEdit(history, '', 'title')
    history = recordEdit(history, 'D', 'title')
    history = recordEdit(history, 'De', 'title')
    expect(history.past).toEqual([''])
    expect(undoStep(history, 'Dev')?.value).toBe('')
  })

  it('starts a new step when the key changes, after closeStep and after an undo', () => {
    let history = emptyHistory<string>()
    history = recordEdit(history, 'x0', 'title')
    history = recordEdit(history, 'x1', 'company')
    expect(history.past).toEqual(['x0', 'x1'])
    history = recordEdit(closeStep(history), 'x2', 'company')
    expect(history.past).toEqual(['x0', 'x1', 'x2'])
    const undone = undoStep(history, 'x3')
    if (!undone) throw new Error('nothing to undo')
    const after = recordEdit(undone.history, 'x2', 'company')
    expect(after.past).toEqual(['x0', 'x1', 'x2'])
  })

  it('redoes what was undone, and a new edit clears the redo states', () => {
    let history = recordEdit(emptyHistory<number>(), 1, null)
    const undone = undoStep(history, 2)
    if (!undone) throw new Error('nothing to undo')
    const redone = redoStep(undone.history, undone.value)
    expect(redone?.value).toBe(2)
    history = recordEdit(undone.history, 1, null)
    expect(redoStep(history, 5)).toBeNull()
  })

  it('keeps at most the given number of steps, dropping the oldest', () => {
    let history = emptyHistory<number>()
    for (let i = 0; i < 5; i += 1) history = recordEdit(history, i, null, 3)
    expect(history.past).toEqual([2, 3, 4])
  })
})
