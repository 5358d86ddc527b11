// A page's lines in reading order: what spans the page above the columns (a header), then each
// column top to bottom, left column first, then what spans the page below them.
import { detectColumns } from './columns'
import { linesOf, segmentItems } from './lines'
import type { PdfLine, PdfRegion, PdfTextItem } from './types'

export function readingOrder(items: readonly PdfTextItem[]): {
  regions: PdfRegion[]
  columns: number
} {
  const segments = segmentItems(items)
  const { spanning, columns } = detectColumns(segments)
  if (columns.length <= 1) {
    const lines = linesOf(segments)
    return { regions: lines.length > 0 ? [{ kind: 'column', lines }] : [], columns: 1 }
  }
  const columnTop = Math.min(...columns.map((c) => Math.min(...c.segments.map((s) => s.y))))
  const columnBottom = Math.max(...columns.map((c) => Math.max(...c.segments.map((s) => s.y))))
  const above = spanning.filter((s) => s.y < columnTop)
  const below = spanning.filter((s) => s.y > columnBottom)
  // A wide line between the columns' top and bottom belongs to the column it starts in.
  for (const segment of spanning) {
    if (segment.y < columnTop || segment.y > columnBottom) continue
    const home = [...columns].reverse().find((c) => c.x0 <= segment.x + 2) ?? columns[0]
    home?.segments.push(segment)
  }
  const regions: PdfRegion[] = []
  const push = (kind: PdfRegion['kind'], segs: PdfLine[]) => {
    const lines = linesOf(segs)
    if (lines.length > 0) regions.push({ kind, lines })
  }
  push('spanning', above)
  for (const column of columns) push('column', column.segments)
  push('spanning', below)
  return { regions, columns: columns.length }
}
