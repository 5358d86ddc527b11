// Reads the pagination units of a laid-out template from the DOM and writes the pushes back as
// inline margin-top (CONTRACT §1: the paginator owns the inline margin-top of units).
import { A4, usableHeight, type PageGeometry } from './geometry'
import type { UnitBox } from './paginate'

export const UNIT_SELECTOR = '[data-keep], [data-section-title]'

/** Units that are not inside another unit: an outer unit that fits carries its inner ones. */
export function topLevelUnits(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(UNIT_SELECTOR)].filter((element) => {
    const outer = element.parentElement?.closest('[data-keep]')
    return !outer || !root.contains(outer)
  })
}

interface Frame {
  top: number
  left: number
  /** Screen px per layout px: the preview scales the page with a CSS transform. */
  scale: number
}

function frameOf(root: HTMLElement): Frame {
  const rect = root.getBoundingClientRect()
  const scale = root.offsetWidth > 0 && rect.width > 0 ? rect.width / root.offsetWidth : 1
  return { top: rect.top, left: rect.left, scale }
}

function boxOf(element: HTMLElement, frame: Frame): UnitBox<HTMLElement> {
  const rect = element.getBoundingClientRect()
  return {
    key: element,
    top: (rect.top - frame.top) / frame.scale,
    height: rect.height / frame.scale,
    left: (rect.left - frame.left) / frame.scale,
    right: (rect.right - frame.left) / frame.scale,
  }
}

/**
 * The parts a unit taller than a page can break between: its block-level children (inline
 * content cannot take a margin). `display: contents` wrappers are looked through.
 */
function blockChildren(element: HTMLElement): HTMLElement[] {
  const result: HTMLElement[] = []
  for (const child of element.children) {
    if (!(child instanceof HTMLElement)) continue
    const display = getComputedStyle(child).display
    if (display === 'none' || display.startsWith('inline')) continue
    if (display === 'contents') result.push(...blockChildren(child))
    else result.push(child)
  }
  return result
}

function measure(
  element: HTMLElement,
  frame: Frame,
  maxHeight: number,
): UnitBox<HTMLElement> | null {
  const box = boxOf(element, frame)
  if (box.height <= 0) return null
  if (box.height > maxHeight) {
    const parts = blockChildren(element)
      .map((child) => measure(child, frame, maxHeight))
      .filter((part): part is UnitBox<HTMLElement> => part !== null)
    if (parts.length > 0) box.children = parts
  }
  return box
}

/** The document's units, measured from the root's top-left in unscaled CSS px. */
export function measureUnits(
  root: HTMLElement,
  geometry: PageGeometry = A4,
): UnitBox<HTMLElement>[] {
  const frame = frameOf(root)
  const maxHeight = usableHeight(geometry)
  const units: UnitBox<HTMLElement>[] = []
  for (const element of topLevelUnits(root)) {
    const box = measure(element, frame, maxHeight)
    if (!box) continue
    if (element.hasAttribute('data-section-title')) box.keepWithNext = true
    units.push(box)
  }
  return units
}

/** Where the root's content ends (its height less its bottom padding), in unscaled CSS px. */
export function contentEnd(root: HTMLElement): number {
  const frame = frameOf(root)
  const height = root.getBoundingClientRect().height / frame.scale
  return height - (parseFloat(getComputedStyle(root).paddingBottom) || 0)
}

/**
 * The pushes currently applied. Pushes accumulate over the rounds of one pagination run and are
 * all removed before the next run measures the template's natural layout again.
 */
export class PushLedger {
  private readonly applied = new Map<HTMLElement, { base: number; total: number }>()

  /** Adds each push to the element's margin-top (its computed value before the first push). */
  apply(pushes: ReadonlyMap<HTMLElement, number>): void {
    // Read every base margin before writing any, so the browser lays out once, not per element.
    const entries = [...pushes].map(([element, push]) => {
      const known = this.applied.get(element)
      const base = known ? known.base : parseFloat(getComputedStyle(element).marginTop) || 0
      return { element, base, total: (known?.total ?? 0) + push }
    })
    for (const { element, base, total } of entries) {
      this.applied.set(element, { base, total })
      element.style.marginTop = `${base + total}px`
    }
  }

  reset(): void {
    for (const element of this.applied.keys()) element.style.removeProperty('margin-top')
    this.applied.clear()
  }

  get size(): number {
    return this.applied.size
  }
}
