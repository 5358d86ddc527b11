// After a selection from outside the form (spec 000 §2: "When the active section changes, the
// step form scrolls into view and flashes a highlight for 800 ms"), find the form that edits it,
// scroll it into view and flash it.
import { useEffect, useRef, type RefObject } from 'react'
import { useEditor } from '../../../stores/editor'

export const FLASH_MS = 800
export const FLASH_CLASS = 'is-flashing'

export function useSelectionFlash(
  paneRef: RefObject<HTMLElement | null>,
  selectionRequest: number,
): void {
  const initial = useRef(selectionRequest)

  useEffect(() => {
    // Only selections made while this editor is open, not one left from an earlier visit.
    if (selectionRequest === initial.current) return
    const pane = paneRef.current
    const section = useEditor.getState().activeSection?.sectionName
    if (!pane || !section) return
    const target =
      pane.querySelector<HTMLElement>(`[data-editor-section="${section}"]`) ??
      pane.querySelector<HTMLElement>('.editor__step-body')
    if (!target) return
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    target.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' })
    target.classList.remove(FLASH_CLASS)
    // Restart the animation when the same form is selected twice in a row.
    void target.offsetWidth
    target.classList.add(FLASH_CLASS)
    const timer = window.setTimeout(() => target.classList.remove(FLASH_CLASS), FLASH_MS)
    return () => {
      window.clearTimeout(timer)
      target.classList.remove(FLASH_CLASS)
    }
  }, [paneRef, selectionRequest])
}
