// A page's lines in reading order: what spans the page above the columns (a header), then each
// column top to bottom, left column first, then what spans the page below them.
import { detectColumns, findGutters } from './columns'
import { linesOf, makeLine, segmentItems, tabStops } from './lines'
import type { PdfLine, PdfRegion, PdfTextItem } from './types'

export function readingOrder(items: readonly PdfTextItem[]): {
  regions: PdfRegion[]
  columns: number
} {
  const segments = segmentItems(items)
  const { spanning, columns } = detectColumns(segments)
  if (columns.length <= 1) {
    const bands = columnBands(segments)
    // Tab stops of the whole page: a band alone may hold too few rows to show them.
    const stops = tabStops(segments)
    const lines = bands.flatMap((band) =>
      band.length === 1 ? linesOf(band[0] ?? [], stops) : band.flatMap((part) => linesOf(part)),
    )
    // One flow (its sections run on across the bands); `columns` counts page-wide columns.
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

/** Rows of segments on one baseline, top to bottom. */
function rowsOf(segments: readonly PdfLine[]): PdfLine[][] {
  const sorted = [...segments].sort((a, b) => a.y + a.height - (b.y + b.height) || a.x - b.x)
  const rows: PdfLine[][] = []
  for (const segment of sorted) {
    const row = rows.at(-1)
    const anchor = row?.[0]
    const tolerance = Math.min(anchor?.fontSize ?? 0, segment.fontSize) * 0.45
    if (
      row &&
      anchor &&
      Math.abs(anchor.y + anchor.height - (segment.y + segment.height)) <= tolerance
    )
      row.push(segment)
    else rows.push([segment])
  }
  return rows
}

/** Rows in a band of at least this many segments may hold a two-column block. */
const MIN_BAND_SEGMENTS = 8
/** A row with a segment this wide (share of the text width) spans the page. */
const SPANNING_WIDTH = 0.55

/**
 * A single-column page may hold a two-column block (two jobs side by side, "Hard" and "Soft"
 * skills): the page is cut into bands at rows that span it and at wide vertical gaps, and each
 * band's columns are read one after the other. Returns the bands top to bottom, each as its
 * columns left to right (one part when the band is not split).
 */
export function columnBands(segments: readonly PdfLine[]): PdfLine[][][] {
  if (segments.length < MIN_BAND_SEGMENTS) return [[[...segments]]]
  const x0 = Math.min(...segments.map((s) => s.x))
  const x1 = Math.max(...segments.map((s) => s.x + s.width))
  const wide = (x1 - x0) * SPANNING_WIDTH
  const bands: PdfLine[][] = []
  let band: PdfLine[] = []
  let previousBottom: number | null = null
  const close = () => {
    if (band.length > 0) bands.push(band)
    band = []
  }
  for (const row of rowsOf(segments)) {
    const top = Math.min(...row.map((s) => s.y))
    const size = Math.max(...row.map((s) => s.fontSize))
    const spans = row.some((s) => s.width >= wide)
    if (spans || (previousBottom !== null && top - previousBottom > size * 1.2)) close()
    band.push(...row)
    if (spans) close()
    previousBottom = Math.max(...row.map((s) => s.y + s.height))
  }
  close()
  return bands.map((segs) => splitBand(segs))
}

function averageLength(segments: readonly PdfLine[]): number {
  return segments.reduce((sum, s) => sum + s.text.length, 0) / Math.max(1, segments.length)
}

/**
 * A band's two text columns: a gutter at most two segments cross (their items are cut at the
 * gutter), with at least three segments of running text on each side. Lines on a shared
 * baseline grid are fine here (unlike a page's date column): both sides must read as prose.
 */
function splitBand(segs: PdfLine[]): PdfLine[][] {
  if (segs.length < MIN_BAND_SEGMENTS) return [segs]
  const total = segs.reduce((sum, s) => sum + s.text.length, 0) || 1
  for (const maxCrossing of [0, 1, 2]) {
    const best = findGutters(segs, maxCrossing)
      .filter((g) => {
        const sides = [g.left, g.right]
        return sides.every(
          (side) =>
            side.length >= 3 &&
            averageLength(side) >= 28 &&
            // Dates and places beside entry heads are fields of those heads.
            side.filter((s) => /\d/.test(s.text)).length < side.length * 0.5 &&
            side.reduce((sum, s) => sum + s.text.length, 0) / total >= 0.25,
        )
      })
      .sort((a, b) => b.width - a.width)[0]
    if (!best) continue
    const left = [...best.left]
    const right = [...best.right]
    for (const segment of best.crossing) {
      const before = segment.items.filter((i) => i.x + i.width / 2 < best.x)
      const after = segment.items.filter((i) => i.x + i.width / 2 >= best.x)
      if (before.length > 0) left.push(makeLine(before))
      if (after.length > 0) right.push(makeLine(after))
    }
    return [left, right]
  }
  return [segs]
}
