// Text items → line segments (items on one baseline that read as one phrase) → lines.
import type { PdfLine, PdfTextItem } from './types'

/** Gap (in font sizes) above which two items on a baseline are separate segments. */
const SEGMENT_GAP = 1.6
/**
 * Gap (in font sizes) above which a joined line keeps a tab: a label/value or date column, or
 * tags set apart ("pills", about 1.5 font sizes); a word space, even justified, stays below.
 */
export const FIELD_GAP = 1.2

function sameBaseline(a: PdfTextItem, b: PdfTextItem): boolean {
  const aBase = a.y + a.height
  const bBase = b.y + b.height
  return Math.abs(aBase - bBase) <= Math.min(a.fontSize, b.fontSize) * 0.45
}

const GLYPH = /^[\p{L}\p{N}]$/u

/**
 * Gaps inside runs of single glyphs printed apart (tracked capitals pdf.js read glyph by glyph,
 * "J O H N   D O E"): a gap of about the run's tracking joins the letters, one a word space wider
 * breaks the words. pdf.js splits a word into glyph items only when its tracking passes about
 * half an em, so one-letter words a word space apart stay apart. Keyed by the index of the item
 * after the gap.
 */
function letterRunGaps(items: readonly PdfTextItem[]): Map<number, 'join' | 'space'> {
  const out = new Map<number, 'join' | 'space'>()
  let start = 0
  for (let end = 0; end <= items.length; end++) {
    const item = items[end]
    if (item && GLYPH.test(item.text.trim())) continue
    if (end - start >= 3) {
      const run = items.slice(start, end)
      const size = Math.max(...run.map((i) => i.fontSize))
      const gaps = run.slice(1).map((i, k) => i.x - ((run[k]?.x ?? 0) + (run[k]?.width ?? 0)))
      const tracking = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 0
      const even = gaps.filter((g) => Math.abs(g - tracking) <= size * 0.1).length
      if (tracking > size * 0.45 && tracking < size * 3 && even >= gaps.length / 2)
        gaps.forEach((gap, k) =>
          out.set(start + k + 1, gap > tracking + size * 0.15 ? 'space' : 'join'),
        )
    }
    start = end + 1
  }
  return out
}

/**
 * Joins items left to right; a space where they do not touch, a tab across a wide gap or where
 * an item starts at a tab stop (a left edge many lines share: a table's or a date column's
 * second cell), so cells stay apart even when the first one is full.
 */
export function joinItems(
  items: readonly PdfTextItem[],
  stops: readonly number[] = [],
  cellXs: number[] = [],
): string {
  let text = ''
  let previous: PdfTextItem | null = null
  if (items[0]) cellXs.push(items[0].x)
  const runs = letterRunGaps(items)
  for (const [index, item] of items.entries()) {
    const inRun = runs.get(index)
    if (previous && inRun) {
      if (inRun === 'space') text += ' '
    } else if (previous) {
      const gap = item.x - (previous.x + previous.width)
      const size = Math.max(previous.fontSize, item.fontSize)
      const atStop = gap > size * 0.5 && stops.some((stop) => Math.abs(stop - item.x) <= 1.5)
      if (gap > size * FIELD_GAP || atStop) {
        text = text.trimEnd() + '\t'
        cellXs.push(item.x)
      } else if (gap > size * 0.12 && !/\s$/.test(text) && !/^\s/.test(item.text)) text += ' '
    }
    text += item.text
    previous = item
  }
  return text
    .replace(/[ \u00a0]+/g, ' ')
    .replace(/ ?\t ?/g, '\t')
    .trim()
}

/**
 * A call-out or footnote marker: a number of one or two digits printed markedly smaller than the
 * text it follows and set apart from it ("Telefon 01234 567 ²"), not a subscript touching it.
 */
function isMarker(item: PdfTextItem, previous: PdfTextItem | undefined): boolean {
  if (!previous || !/^\d{1,2}$/.test(item.text.trim())) return false
  const gap = item.x - (previous.x + previous.width)
  return item.fontSize <= previous.fontSize * 0.8 && gap > previous.fontSize * 0.15
}

export function makeLine(items: PdfTextItem[], stops: readonly number[] = []): PdfLine {
  const ordered = [...items].sort((a, b) => a.x - b.x)
  const sorted = ordered.filter((item, i) => !isMarker(item, ordered[i - 1]))
  const cellXs: number[] = []
  const x = Math.min(...sorted.map((i) => i.x))
  const right = Math.max(...sorted.map((i) => i.x + i.width))
  const y = Math.min(...sorted.map((i) => i.y))
  const bottom = Math.max(...sorted.map((i) => i.y + i.height))
  const letters = sorted.filter((i) => /\p{L}/u.test(i.text))
  const weighted = letters.length > 0 ? letters : sorted
  const chars = weighted.reduce((sum, i) => sum + i.text.length, 0) || 1
  const boldChars = weighted.filter((i) => i.bold).reduce((sum, i) => sum + i.text.length, 0)
  const fontSize = weighted.reduce((sum, i) => sum + i.fontSize * i.text.length, 0) / chars
  return {
    text: joinItems(sorted, stops, cellXs),
    items: sorted,
    x,
    y,
    width: right - x,
    height: bottom - y,
    fontSize,
    bold: boldChars / chars >= 0.6,
    cellXs,
  }
}

/** Groups items by baseline, top to bottom; items on one baseline are sorted left to right. */
export function groupByBaseline(items: readonly PdfTextItem[]): PdfTextItem[][] {
  const sorted = [...items].sort((a, b) => a.y + a.height - (b.y + b.height) || a.x - b.x)
  const rows: PdfTextItem[][] = []
  for (const item of sorted) {
    const row = rows.at(-1)
    const anchor = row?.[0]
    if (row && anchor && sameBaseline(anchor, item)) row.push(item)
    else rows.push([item])
  }
  return rows.map((row) => row.sort((a, b) => a.x - b.x))
}

/** Segments: runs of items on one baseline with no wide gap between them. */
export function segmentItems(items: readonly PdfTextItem[]): PdfLine[] {
  const segments: PdfLine[] = []
  for (const row of groupByBaseline(items)) {
    let current: PdfTextItem[] = []
    for (const item of row) {
      const last = current.at(-1)
      const gap = last ? item.x - (last.x + last.width) : 0
      if (last && gap > Math.max(last.fontSize, item.fontSize) * SEGMENT_GAP) {
        segments.push(makeLine(current))
        current = []
      }
      current.push(item)
    }
    if (current.length > 0) segments.push(makeLine(current))
  }
  return segments
}

/** Left edges where at least three segments of a flow start (not the flow's own margin). */
export function tabStops(segments: readonly PdfLine[]): number[] {
  if (segments.length === 0) return []
  const margin = Math.min(...segments.map((s) => s.x))
  const counts = new Map<number, number>()
  for (const segment of segments) {
    for (const item of segment.items) {
      const key = Math.round(item.x)
      if (key - margin > 12) counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const stops: number[] = []
  for (const [x, count] of counts) {
    const near = (counts.get(x - 1) ?? 0) + (counts.get(x + 1) ?? 0)
    if (count + near >= 3 && count >= (counts.get(x - 1) ?? 0) && count >= (counts.get(x + 1) ?? 0))
      stops.push(x)
  }
  return stops
}

/** Lines of one column: segments on one baseline joined (a wide gap becomes a tab). */
export function linesOf(
  segments: readonly PdfLine[],
  stops: readonly number[] = tabStops(segments),
): PdfLine[] {
  const items = segments.flatMap((segment) => segment.items)
  return groupByBaseline(items).map((row) => makeLine(row, stops))
}
