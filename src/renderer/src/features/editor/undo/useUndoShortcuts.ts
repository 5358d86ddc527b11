// The editor's undo and redo keys. They work everywhere in the editor, including inside text
// fields and the rich-text editor (whose own history is turned off), so one history covers every
// kind of change. Keys pressed inside a dialog belong to that dialog.
import { useEffect } from 'react'
import { useEditor } from '../../../stores/editor'
import { undoCommandFor } from './undo-keys'

export function useUndoShortcuts(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const command = undoCommandFor(event)
      if (!command) return
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return
      // Always take the key over: the browser's own undo would change a field behind the
      // store's back.
      event.preventDefault()
      const store = useEditor.getState()
      if (command === 'undo') store.undo()
      else store.redo()
    }
    // Capture, so the keys are handled before a focused field reacts to them.
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [])
}
