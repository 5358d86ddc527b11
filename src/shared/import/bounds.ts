// Bounds checked on the items the app sends before any layout or parsing starts (issue 11 H-2):
// the cost of laying out and parsing grows faster than the number of items, so hostile input
// (tens of thousands of one-letter items on one line) is refused here in one linear pass, with
// the parser's stable codes, before the work that would take seconds and before any credit is
// spent. Page count and items per page are bounded by the request schema (src/shared/api/import.ts).
import type { ImportPage } from '../api/import'
import { MAX_IMPORT_ITEM_CHARS, MAX_ITEMS_PER_LINE, PdfImportError } from '../pdf/errors'

/** Non-white-space characters of a string, counted without allocating. */
function visibleLength(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // space, tab, line breaks, no-break space: what layout and the 8000-character rule ignore
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13 && code !== 160) count++
  }
  return count
}

/**
 * Throws PdfImportError('too-much-text') when the items hold far more text than an importable
 * resume may have, and ('too-complex') when one line (items sharing a baseline, to the point)
 * holds more items than any resume line.
 */
export function checkImportPages(pages: readonly ImportPage[]): void {
  let characters = 0
  for (const page of pages) {
    const perLine = new Map<number, number>()
    for (const [text, , y] of page.items) {
      characters += visibleLength(text)
      if (characters > MAX_IMPORT_ITEM_CHARS) throw new PdfImportError('too-much-text')
      const line = Math.round(y)
      const count = (perLine.get(line) ?? 0) + 1
      if (count > MAX_ITEMS_PER_LINE)
        throw new PdfImportError(
          'too-complex',
          `more than ${MAX_ITEMS_PER_LINE} text items on one line`,
        )
      perLine.set(line, count)
    }
  }
}
