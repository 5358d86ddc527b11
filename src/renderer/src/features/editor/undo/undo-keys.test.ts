import { describe, expect, it } from 'vitest'
import { undoCommandFor } from './undo-keys'

const press = (
  key: string,
  mods: Partial<Record<'ctrl' | 'meta' | 'shift' | 'alt', boolean>> = {},
) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
})

describe('undo and redo keys', () => {
  it('undoes on Ctrl+Z and Cmd+Z', () => {
    expect(undoCommandFor(press('z', { ctrl: true }))).toBe('undo')
    expect(undoCommandFor(press('z', { meta: true }))).toBe('undo')
  })

  it('redoes on Ctrl/Cmd+Shift+Z and Ctrl+Y', () => {
    expect(undoCommandFor(press('Z', { ctrl: true, shift: true }))).toBe('redo')
    expect(undoCommandFor(press('Z', { meta: true, shift: true }))).toBe('redo')
    expect(undoCommandFor(press('y', { ctrl: true }))).toBe('redo')
  })

  it('leaves other keys alone', () => {
    expect(undoCommandFor(press('z'))).toBeNull()
    expect(undoCommandFor(press('y', { meta: true }))).toBeNull()
    expect(undoCommandFor(press('z', { ctrl: true, alt: true }))).toBeNull()
    expect(undoCommandFor(press('x', { ctrl: true }))).toBeNull()
  })
})
