// A section's lines → entries. An entry is a few header lines (title, company, place, dates)
// followed by body lines (bullets, text). A new entry starts where a header-like line follows
// body lines, or where a second date range would land in one entry.
import { findDateRange, isDateFragment, isOnlyDate } from './dates'
import type { SourceLine } from './source'

export interface Entry {
  header: SourceLine[]
  body: SourceLine[]
}

/** Body text: a bullet, or a sentence-like line (long, or ending with a full stop). */
function isBodyLine(line: SourceLine, headerX: number, body: number): boolean {
  if (line.bullet) return true
  const text = line.text.trim()
  if (findDateRange(text)) return false
  if (line.x > headerX + 6 && line.textX > headerX + 6) return true
  if (line.bold && line.fontSize >= body - 0.2) return false
  if (text.length > 80) return true
  return /[.!?]$/.test(text) && text.split(/\s+/).length > 5
}

/** The date cell of a line (its first cell that is only date words), or ''. */
function dateCell(line: SourceLine): string {
  return (
    line.text
      .split('\t')
      .find((cell) => isDateFragment(cell))
      ?.trim() ?? ''
  )
}

/** A date printed over two lines: "April 2009 bis Dezember" then "2015". */
function continuesDate(previous: SourceLine | undefined, line: SourceLine): boolean {
  if (!previous) return false
  const before = dateCell(previous)
  const cell = dateCell(line)
  if (!before || !cell) return false
  const alone = findDateRange(before)
  const joined = findDateRange(`${before} ${cell}`)
  return joined !== null && joined.end !== '' && (alone === null || alone.end === '')
}

/**
 * Lines that continue the bullet above them: a wrapped line under a bullet's text (hanging
 * indent), or one that starts in lower case, in the bullet's size and without dates. They are
 * body text and never start an entry.
 */
export function bulletContinuations(lines: readonly SourceLine[]): boolean[] {
  const out = lines.map(() => false)
  let bulletX: number | null = null
  let previous: SourceLine | null = null
  lines.forEach((line, i) => {
    if (line.bullet) {
      bulletX = line.x
      previous = line
      return
    }
    if (bulletX !== null && previous) {
      const text = line.text.trim()
      const sameSize = line.fontSize <= 0 || Math.abs(line.fontSize - previous.fontSize) < 0.3
      const close = line.gapAbove < 0.8
      const hanging = line.x > bulletX + 1 && line.x <= bulletX + 25
      const lower = /^\p{Ll}/u.test(text)
      if (sameSize && close && (hanging || lower) && !findDateRange(text) && !text.includes('\t')) {
        out[i] = true
        previous = line
        return
      }
    }
    // A wrapped paragraph line: the line above is long text that did not end its sentence.
    const above = lines[i - 1]
    const text = line.text.trim()
    if (
      above &&
      above.text.length >= 60 &&
      !/[.!?:]$/.test(above.text.trim()) &&
      /^\p{Ll}/u.test(text) &&
      line.gapAbove < 0.8 &&
      !findDateRange(text) &&
      !text.includes('\t')
    ) {
      out[i] = true
      return
    }
    bulletX = null
    previous = null
  })
  return out
}

export function splitEntries(lines: readonly SourceLine[], body: number): Entry[] {
  const entries: Entry[] = []
  if (lines.length === 0) return entries
  const continues = bulletContinuations(lines)
  // Where header text starts: after a date column when there is one.
  const headerX = Math.min(
    ...lines
      .filter((l, i) => !l.bullet && !continues[i] && !isOnlyDate(l.text))
      .map((l) => l.textX),
    Infinity,
  )
  const baseX = Number.isFinite(headerX) ? headerX : 0
  let current: Entry | null = null
  const hasDate = (entry: Entry) => entry.header.some((l) => findDateRange(l.text) !== null)
  const boldHeader = lines.some((l) => l.bold && !l.bullet) && lines.some((l) => !l.bold)
  for (const [index, line] of lines.entries()) {
    const bodyLine = continues[index] === true || isBodyLine(line, baseX, body)
    if (!current) {
      current = { header: [], body: [] }
      entries.push(current)
    }
    if (bodyLine) {
      if (current.header.length === 0 && entries.length > 1) {
        // Body before any header of a new entry continues the previous entry.
        const previous = entries[entries.length - 2]
        if (previous) {
          entries.pop()
          current = previous
        }
      }
      current.body.push(line)
      continue
    }
    const dated = findDateRange(line.text) !== null && !continuesDate(current.header.at(-1), line)
    const startsNew =
      current.body.length > 0 ||
      (dated && hasDate(current) && !isOnlyDate(line.text)) ||
      (dated && hasDate(current) && current.header.length >= 2) ||
      // A blank line before a bold line separates entries in compact layouts.
      (boldHeader &&
        line.bold &&
        current.header.length > 0 &&
        line.gapAbove >= 0.9 &&
        hasDate(current))
    if (startsNew && (current.header.length > 0 || current.body.length > 0)) {
      current = { header: [], body: [] }
      entries.push(current)
    }
    current.header.push(line)
  }
  return entries.filter((entry) => entry.header.length > 0 || entry.body.length > 0)
}
