// Hover, click and keyboard selection in the live preview. The template's DOM is not ours to
// render, so the highlight is an attribute set on the template's own element (CSS draws an
// outline, which takes no space and never moves a page break).
//
// Keyboard: the preview is one tab stop (it is not a form). Arrow keys (and Home/End) move the
// focus through the sections and items in reading order; Enter or Space selects the focused one,
// exactly like a click, and the editor opens its form; Escape returns to the preview itself.
import type { ActiveSection } from '@shared/resume'
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { elementFor, selectionFor, targetAt, targetsIn } from './selection'

const HOVER = 'data-preview-hover'
const ACTIVE = 'data-preview-active'

interface Options {
  active: ActiveSection
  onSelect(selection: NonNullable<ActiveSection>): void
  /** Changes whenever the template re-renders (the resume): the active mark is set again. */
  content: unknown
  /** False for a template that is neither hoverable nor clickable (Professional). */
  enabled: boolean
}

function select(target: HTMLElement | null, onSelect: Options['onSelect']): boolean {
  const selection = target ? selectionFor(target) : null
  if (!selection) return false
  onSelect(selection)
  return true
}

export function usePreviewInteraction(container: RefObject<HTMLElement | null>, options: Options) {
  const { active, content, enabled } = options
  const onSelect = useRef(options.onSelect)
  useEffect(() => {
    onSelect.current = options.onSelect
  }, [options.onSelect])

  useEffect(() => {
    const element = container.current
    if (!element || !enabled) return
    let hovered: HTMLElement | null = null
    const hover = (target: HTMLElement | null) => {
      if (target === hovered) return
      hovered?.removeAttribute(HOVER)
      hovered = target
      hovered?.setAttribute(HOVER, '')
    }
    const onOver = (event: MouseEvent) => hover(targetAt(event.target as Element))
    const onLeave = () => hover(null)
    const onClick = (event: MouseEvent) => {
      const target = targetAt(event.target as Element)
      if (select(target, (selection) => onSelect.current(selection))) event.preventDefault()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null
      if (event.key === 'Enter' || event.key === ' ') {
        if (focused && focused !== element && targetAt(focused) === focused) {
          select(focused, (selection) => onSelect.current(selection))
          event.preventDefault()
        }
        return
      }
      if (event.key === 'Escape' && focused !== element) {
        element.focus()
        event.preventDefault()
        return
      }
      const targets = targetsIn(element)
      if (targets.length === 0) return
      const index = focused ? targets.indexOf(focused) : -1
      const last = targets.length - 1
      const next =
        event.key === 'ArrowDown' || event.key === 'ArrowRight'
          ? Math.min(last, index + 1)
          : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
            ? Math.max(0, index - 1)
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? last
                : null
      if (next === null) return
      event.preventDefault()
      const target = targets[next]
      if (!target) return
      target.setAttribute('tabindex', '-1')
      target.focus() // also scrolls it into view
    }
    // Targets are focusable only while focused, so the preview stays a single tab stop.
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof HTMLElement && target !== element) target.removeAttribute('tabindex')
    }
    element.addEventListener('mouseover', onOver)
    element.addEventListener('mouseleave', onLeave)
    element.addEventListener('click', onClick)
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('focusout', onFocusOut)
    return () => {
      hover(null)
      element.removeEventListener('mouseover', onOver)
      element.removeEventListener('mouseleave', onLeave)
      element.removeEventListener('click', onClick)
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('focusout', onFocusOut)
    }
  }, [container, enabled])

  useLayoutEffect(() => {
    const element = container.current
    if (!element || !enabled) return
    const marked = elementFor(element, active)
    if (marked && targetAt(marked) === marked) marked.setAttribute(ACTIVE, '')
    return () => marked?.removeAttribute(ACTIVE)
  }, [container, active, content, enabled])
}
