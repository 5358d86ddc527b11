// Column detection: where a page is split into text columns (a sidebar left or right, a
// two-column body) and where it only looks split (a right-aligned date column, label/value
// pairs), which are parts of the lines beside them.
//
// A gutter is a vertical band no segment crosses, except a few full-width ones (a header, a
// rule-wide title). It separates columns when there is real text on both sides AND the right
// side does not mostly sit on the baselines of the left side: dates and values aligned with
// a line on their left are read with that line.
import type { PdfLine } from './types'

export interface ColumnBlock {
  /** Left and right edge of the column's text. */
  x0: number
  x1: number
  segments: PdfLine[]
}

export interface PageColumns {
  /** Segments that cross every gutter (a full-width header, a footer), top to bottom. */
  spanning: PdfLine[]
  /** Columns left to right. */
  columns: ColumnBlock[]
}

const MIN_GUTTER = 6
/** Share of the other side's baselines above which a side is a field column, not a text column. */
const ALIGNED_SHARE = 0.6
const MAX_DEPTH = 2

function chars(segments: readonly PdfLine[]): number {
  return segments.reduce((sum, s) => sum + s.text.length, 0)
}

function shareAligned(
  side: readonly PdfLine[],
  other: readonly PdfLine[],
  tolerance: number,
): number {
  if (side.length === 0) return 0
  const aligned = side.filter((s) =>
    other.some((o) => Math.abs(o.y + o.height - (s.y + s.height)) <= tolerance),
  )
  return aligned.length / side.length
}

/**
 * A field column (dates, values) sits on the baselines of the lines beside it. Two text
 * columns on the same line grid also share many baselines by chance, so a side counts as a
 * field column only when nearly all its segments share a baseline exactly, or most share one
 * and most hold digits (dates, phone numbers).
 */
function isFieldColumn(side: readonly PdfLine[], other: readonly PdfLine[]): boolean {
  if (shareAligned(side, other, 1.5) >= 0.8) return true
  const digits = side.filter((s) => /\d/.test(s.text)).length / Math.max(1, side.length)
  return digits >= 0.6 && shareAligned(side, other, 4) >= ALIGNED_SHARE
}

interface Gutter {
  x: number
  width: number
  left: PdfLine[]
  right: PdfLine[]
  crossing: PdfLine[]
}

/** Candidate gutters: x bands crossed by at most maxCrossing segments. */
export function findGutters(segments: readonly PdfLine[], maxCrossing: number): Gutter[] {
  if (segments.length < 6) return []
  const x0 = Math.min(...segments.map((s) => s.x))
  const x1 = Math.max(...segments.map((s) => s.x + s.width))
  const width = Math.ceil(x1 - x0)
  if (width < 40) return []
  const cover = new Int32Array(width + 1)
  for (const s of segments) {
    const from = Math.max(0, Math.floor(s.x - x0))
    const to = Math.min(width, Math.ceil(s.x + s.width - x0))
    for (let i = from; i < to; i++) cover[i] = (cover[i] ?? 0) + 1
  }
  const gutters: Gutter[] = []
  let start = -1
  for (let i = 0; i <= width; i++) {
    const open = i < width && (cover[i] ?? 0) <= maxCrossing
    if (open && start < 0) start = i
    if (!open && start >= 0) {
      if (i - start >= MIN_GUTTER && start > 0 && i < width) {
        const gx = x0 + (start + i) / 2
        const left: PdfLine[] = []
        const right: PdfLine[] = []
        const crossing: PdfLine[] = []
        for (const s of segments) {
          if (s.x + s.width <= x0 + start + 1) left.push(s)
          else if (s.x >= x0 + i - 1) right.push(s)
          else crossing.push(s)
        }
        gutters.push({ x: gx, width: i - start, left, right, crossing })
      }
      start = -1
    }
  }
  return gutters
}

function isTextColumnSplit(g: Gutter, total: number): boolean {
  const { left, right } = g
  if (left.length < 3 || right.length < 3) return false
  const totalChars = chars([...left, ...right]) || 1
  if (chars(left) / totalChars < 0.06 || chars(right) / totalChars < 0.06) return false
  if (g.crossing.length > Math.max(2, total * 0.12)) return false
  // Dates or values beside lines on the other side are fields of those lines.
  if (isFieldColumn(right, left) || isFieldColumn(left, right)) return false
  return true
}

function split(
  segments: PdfLine[],
  depth: number,
): { spanning: PdfLine[]; columns: ColumnBlock[] } {
  const whole = (): { spanning: PdfLine[]; columns: ColumnBlock[] } => ({
    spanning: [],
    columns: segments.length > 0 ? [block(segments)] : [],
  })
  if (depth >= MAX_DEPTH) return whole()
  // Bands nothing crosses first; only then bands a full-width header or footer crosses.
  let best: Gutter | undefined
  const limit = Math.max(1, Math.floor(segments.length * 0.12))
  for (const maxCrossing of [0, 1, 2, limit]) {
    const candidates = findGutters(segments, maxCrossing).filter((g) =>
      isTextColumnSplit(g, segments.length),
    )
    // The widest band: a column's own indents and date columns leave narrow ones.
    best = candidates.sort((a, b) => b.width - a.width)[0]
    if (best) break
  }
  if (!best) return whole()
  const left = split(best.left, depth + 1)
  const right = split(best.right, depth + 1)
  return {
    spanning: [...best.crossing, ...left.spanning, ...right.spanning],
    columns: [...left.columns, ...right.columns],
  }
}

function block(segments: PdfLine[]): ColumnBlock {
  return {
    x0: Math.min(...segments.map((s) => s.x)),
    x1: Math.max(...segments.map((s) => s.x + s.width)),
    segments,
  }
}

/** Splits a page's segments into full-width segments and columns. */
export function detectColumns(segments: readonly PdfLine[]): PageColumns {
  const result = split([...segments], 0)
  return {
    spanning: result.spanning.sort((a, b) => a.y - b.y || a.x - b.x),
    columns: result.columns.sort((a, b) => a.x0 - b.x0),
  }
}
