// Where to break the pages of a laid-out resume: a pure function over measured boxes, so the
// rules are tested without a browser and the preview and the print route share one answer.
//
// The rules (CONTRACT §2): a unit (`data-keep`) is never cut by a page break, nor placed in the
// free band at the bottom of a page or the top of pages 2+; it is pushed down to the next page
// instead. A section title stays on the page of the unit that follows it. A unit taller than a
// page is split between its children (measured by the caller). Columns are independent: pushing
// a unit down moves only the units after it that share its horizontal extent (its column), so a
// two-column template breaks each column on its own. Full-width units after the columns move
// with the column that moved most, as a grid row does.
import { A4, contentBottom, contentTop, usableHeight, type PageGeometry } from './geometry'

export interface UnitBox<K> {
  /** What the caller uses to apply the push (an element in the browser, a name in tests). */
  key: K
  /** From the document's top, in CSS px, as laid out now. */
  top: number
  height: number
  left: number
  right: number
  /** A section title, or the head of a split unit: stays on the page of the unit after it. */
  keepWithNext?: boolean
  /** The unit's parts (block children, measured), used only when it is taller than a page. */
  children?: readonly UnitBox<K>[]
}

export interface Pagination<K> {
  /** Extra space (px) to add above each unit that moves; units that stay are absent. */
  pushes: Map<K, number>
  /** Pages the document needs once the pushes are applied. */
  pages: number
  /** Units taller than a page that have nothing to split between (one very long paragraph). */
  unsplittable: K[]
}

/** Layout differences under half a pixel are rounding, not content crossing a break. */
const EPSILON = 0.5

interface Leaf<K> extends UnitBox<K> {
  keepWithNext: boolean
}

/** Replaces every unit taller than a page by its parts; the first part keeps with the second. */
function leaves<K>(units: readonly UnitBox<K>[], maxHeight: number): Leaf<K>[] {
  const result: Leaf<K>[] = []
  for (const unit of units) {
    const parts = unit.children ?? []
    if (unit.height > maxHeight + EPSILON && parts.length > 0) {
      const split = leaves(parts, maxHeight)
      const first = split[0]
      if (first && split.length > 1) first.keepWithNext = true
      // A title before a split unit keeps with its first part, and so does its head.
      if (first && unit.keepWithNext) first.keepWithNext = true
      result.push(...split)
    } else {
      result.push({ ...unit, keepWithNext: unit.keepWithNext ?? false })
    }
  }
  return result
}

function sameColumn(a: { left: number; right: number }, b: { left: number; right: number }) {
  return a.left < b.right - EPSILON && b.left < a.right - EPSILON
}

function pageOf(y: number, geometry: PageGeometry): number {
  return Math.max(0, Math.floor((y + EPSILON) / geometry.pageHeight))
}

/**
 * How far a box starting at `top` and ending at `bottom` must move down to sit inside one page's
 * content area; 0 when it already does. A box taller than any page only moves out of a band.
 */
export function pushFor(top: number, bottom: number, geometry: PageGeometry = A4): number {
  const page = pageOf(top, geometry)
  if (top < contentTop(page, geometry) - EPSILON) return contentTop(page, geometry) - top
  const end = contentBottom(page, geometry)
  if (top >= end - EPSILON) return contentTop(page + 1, geometry) - top
  const fits = bottom - top <= usableHeight(geometry) + EPSILON
  if (bottom > end + EPSILON && fits) return contentTop(page + 1, geometry) - top
  return 0
}

export function paginate<K>(
  units: readonly UnitBox<K>[],
  geometry: PageGeometry = A4,
): Pagination<K> {
  const maxHeight = usableHeight(geometry)
  const list = leaves(units, maxHeight)
  const placed: { left: number; right: number; moved: number }[] = []
  const pushes = new Map<K, number>()
  const unsplittable: K[] = []
  let lastBottom = 0

  list.forEach((leaf, index) => {
    // Earlier pushes in this unit's column have already moved it down by this much.
    let moved = 0
    for (const earlier of placed)
      if (sameColumn(earlier, leaf)) moved = Math.max(moved, earlier.moved)
    const top = leaf.top + moved

    // A chain of keep-with-next units (title, head of a split item, ...) moves as one block, as
    // long as the block fits on a page; the gaps inside it do not change.
    let groupBottom = top + leaf.height
    let last = index
    while (list[last]?.keepWithNext) {
      const next = list[last + 1]
      if (!next || !sameColumn(list[last] as Leaf<K>, next)) break
      const bottom = next.top + moved + next.height
      if (bottom - top > maxHeight + EPSILON) break
      groupBottom = Math.max(groupBottom, bottom)
      last += 1
    }

    if (leaf.height > maxHeight + EPSILON) unsplittable.push(leaf.key)
    const push = pushFor(top, groupBottom, geometry)
    if (push > 0) pushes.set(leaf.key, push)
    placed.push({ left: leaf.left, right: leaf.right, moved: moved + push })
    lastBottom = Math.max(lastBottom, top + push + leaf.height)
  })

  return { pushes, pages: pageCount(lastBottom, geometry), unsplittable }
}

/** Whole pages needed for content that ends at `bottom` (at least one). */
export function pageCount(bottom: number, geometry: PageGeometry = A4): number {
  return bottom <= EPSILON ? 1 : pageOf(bottom - 2 * EPSILON, geometry) + 1
}
