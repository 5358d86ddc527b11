// The @page rule of the print page. Normal mode: A4 with no printer margins (the paginated
// document carries its own page margins, so Chromium's breaks fall exactly where the preview's
// do). Adjust mode (spec 000 §7): one page exactly as tall as the resume.
import { A4_HEIGHT_PX, A4_WIDTH_PX } from '@shared/export'

const STYLE_ID = 'print-page-size'

/** Chromium refuses pages taller than 200 inches (the PDF limit). */
export const MAX_PAGE_HEIGHT_PX = 200 * 96

/**
 * `paginated`: the document already carries its page margins (the shared paginator pushed its
 * units and padded it to whole pages), so the sheet has none. `adjust`: one page exactly as tall
 * as the resume.
 */
export type PrintMode = 'paginated' | 'adjust'

export function pageSizeRule(mode: PrintMode, contentHeightPx: number): string {
  if (mode === 'paginated') return '@page { size: A4; margin: 0; }'
  const height = Math.min(
    MAX_PAGE_HEIGHT_PX,
    Math.max(Math.ceil(A4_HEIGHT_PX), Math.ceil(contentHeightPx)),
  )
  return `@page { size: ${A4_WIDTH_PX}px ${height}px; margin: 0; }`
}

export function applyPageSize(document: Document, rule: string): void {
  let style = document.getElementById(STYLE_ID)
  if (!style) {
    style = document.createElement('style')
    style.id = STYLE_ID
    document.head.append(style)
  }
  style.textContent = rule
}
