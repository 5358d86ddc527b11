// One pagination run over a rendered template: measure, push, measure again until nothing
// crosses a break, then pad the document to whole pages.
import { A4, type PageGeometry } from './geometry'
import { contentEnd, measureUnits, type PushLedger } from './measure'
import { pageCount, paginate } from './paginate'

/**
 * Pushes are margins, and margins can collapse with a neighbour's, so a push may move a unit a
 * little less than asked; each further round measures the real layout and adds what is missing.
 * Pushes only grow, so the rounds end; two are the rule (push, then confirm).
 */
const MAX_ROUNDS = 5

/**
 * The document height is set a hair under the pages' exact height: Chromium rounds lengths to
 * 1/64 px, and a document a rounding step taller than N pages would print an empty page N + 1.
 */
const PRINT_ROUNDING_SLACK = 1 / 32

export function clearPagination(root: HTMLElement, ledger: PushLedger): void {
  ledger.reset()
  root.style.removeProperty('height')
  root.style.removeProperty('min-height')
}

/** Paginates the template's root element in place and returns the page count. */
export function paginateElement(
  root: HTMLElement,
  ledger: PushLedger,
  geometry: PageGeometry = A4,
): number {
  clearPagination(root, ledger)
  let pages = 1
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const units = measureUnits(root, geometry)
    const result = paginate(units, geometry)
    // A template without units is paged by its height (the contract asks for units; be kind).
    pages = units.length > 0 ? result.pages : pageCount(contentEnd(root), geometry)
    if (result.pushes.size === 0 || round === MAX_ROUNDS) break
    ledger.apply(result.pushes)
  }
  fitToPages(root, pages, geometry)
  return pages
}

/**
 * Makes the root exactly `pages` pages tall: taller, so full-height columns paint every page;
 * never taller, so the template's bottom padding cannot spill onto an empty extra page.
 */
function fitToPages(root: HTMLElement, pages: number, geometry: PageGeometry): void {
  const style = getComputedStyle(root)
  const frame =
    style.boxSizing === 'border-box'
      ? 0
      : (parseFloat(style.paddingTop) || 0) +
        (parseFloat(style.paddingBottom) || 0) +
        (parseFloat(style.borderTopWidth) || 0) +
        (parseFloat(style.borderBottomWidth) || 0)
  const height = `${pages * geometry.pageHeight - PRINT_ROUNDING_SLACK - frame}px`
  root.style.minHeight = height
  root.style.height = height
}
