// What a place in the preview stands for in the editor (spec 000 §2 "Preview templates"): an
// item of a list section, or a whole section; the header and the summary are "personal".
import { SECTION_NAMES, type ActiveSection, type SectionName } from '@shared/resume'

/** Elements of the template a user can point at: items first, then whole sections. */
export const TARGET_SELECTOR = '[data-item-id], [data-section]'

const NAMES: ReadonlySet<string> = new Set(SECTION_NAMES)

function sectionName(id: string | null): SectionName | null {
  if (id === 'summary') return 'personal'
  return id !== null && NAMES.has(id) ? (id as SectionName) : null
}

/** The template's root, or null when the element is not inside one. */
export function templateRoot(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>('[data-template]')
}

/** Professional is neither hoverable nor clickable (spec 000 §2). */
export function isInteractive(element: Element): boolean {
  const root = templateRoot(element)
  return root !== null && root.dataset.template !== 'Professional'
}

/** The nearest item or section at or around `element`, inside an interactive template. */
export function targetAt(element: Element | null): HTMLElement | null {
  if (!element || !isInteractive(element)) return null
  const target = element.closest<HTMLElement>(TARGET_SELECTOR)
  return target && selectionFor(target) ? target : null
}

/** The selection a target stands for, or null for an element that is not a target. */
export function selectionFor(target: Element): ActiveSection {
  const section = target.closest('[data-section]')
  const name = sectionName(section?.getAttribute('data-section') ?? null)
  if (!name) return null
  const itemId = target.getAttribute('data-item-id')
  if (name === 'personal' || itemId === null) return { sectionName: name, itemId: null }
  return { sectionName: name, itemId }
}

/** Every target of the template in reading order, for keyboard navigation. */
export function targetsIn(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TARGET_SELECTOR)].filter(
    (element) => isInteractive(element) && selectionFor(element) !== null,
  )
}

/** The element that shows the current selection: the item, else its section. */
export function elementFor(root: ParentNode, active: ActiveSection): HTMLElement | null {
  if (!active) return null
  if (active.itemId !== null) {
    const item = [...root.querySelectorAll<HTMLElement>('[data-item-id]')].find(
      (element) =>
        element.getAttribute('data-item-id') === active.itemId &&
        selectionFor(element)?.sectionName === active.sectionName,
    )
    if (item) return item
  }
  const name = active.sectionName === 'personal' ? 'personal' : active.sectionName
  return root.querySelector<HTMLElement>(`[data-section="${name}"]`)
}
