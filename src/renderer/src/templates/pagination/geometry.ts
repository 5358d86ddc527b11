// A4 page geometry in CSS pixels (96 per inch), shared by the paginator, the preview and the
// print route so that all three agree on where a page ends.

const CSS_PX_PER_MM = 96 / 25.4

/** 210 mm: the width of every template's root element. */
export const PAGE_WIDTH = 210 * CSS_PX_PER_MM // 793.7007874…
/** 297 mm. The exact float, never rounded: rounding drifts by half a pixel per page. */
export const PAGE_HEIGHT = 297 * CSS_PX_PER_MM // 1122.5196850…
/** Kept free at the bottom of every page (10 mm). */
export const PAGE_MARGIN_BOTTOM = 38
/** Kept free at the top of pages 2 and later; page 1's top belongs to the template's design. */
export const PAGE_MARGIN_TOP = 38

export interface PageGeometry {
  pageHeight: number
  marginTop: number
  marginBottom: number
}

export const A4: PageGeometry = {
  pageHeight: PAGE_HEIGHT,
  marginTop: PAGE_MARGIN_TOP,
  marginBottom: PAGE_MARGIN_BOTTOM,
}

/** Where content may start on a page (0-based index), from the document's top. */
export function contentTop(page: number, geometry: PageGeometry = A4): number {
  return page * geometry.pageHeight + (page > 0 ? geometry.marginTop : 0)
}

/** Where content must end on a page (0-based index), from the document's top. */
export function contentBottom(page: number, geometry: PageGeometry = A4): number {
  return (page + 1) * geometry.pageHeight - geometry.marginBottom
}

/** The tallest unit that fits on a page after the first (the first may have more room). */
export function usableHeight(geometry: PageGeometry = A4): number {
  return geometry.pageHeight - geometry.marginTop - geometry.marginBottom
}
