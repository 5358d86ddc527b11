// A section's lines → entries. An entry is a few header lines (title, company, place, dates)
// followed by body lines (bullets, text). A new entry starts where a header-like line follows
// body lines, or where a second date range would land in one entry.
import { findDateRange, isDateFragment, isOnlyDate } from './dates'
import type { SourceLine } from './source'

export interface Entry {
  header: SourceLine[]
  body: SourceLine[]
}

/** A list item marked with a dash typed into the text ("-Sold energy contracts", "– Led …"). */
export function isDashItem(text: string): boolean {
  return /^[-–—*]\s*[\p{L}(„"“]/u.test(text.trim()) && !findDateRange(text)
}

/** "Label: value" ("GPA: 3.8", "Technologies : Java, SQL"): a detail of the entry, not its head. */
export function isLabelledDetail(text: string): boolean {
  const t = text.trim()
  const match = /^([\p{L}][\p{L}\p{M}'’ .&/-]{0,40}?)\s?:\s+\S/u.exec(t)
  if (!match || t.includes('\t')) return false
  return (match[1] ?? '').split(/\s+/).length <= 4 && !isDateFragment(t) && !findDateRange(t)
}

// The line Europass CVs print under each job's text ("Business or sector Health care"): a
// detail of the job above, never a head.
const EUROPASS_SECTOR =
  /^(?:business or sector|tätigkeitsbereich oder branche|secteur d['’]activité|tipo de empresa o sector|tipo di attività o settore)\s/iu

/**
 * Body text: a bullet (or a typed dash item), a "Label: value" detail, a Europass sector line,
 * or a sentence-like line (long, or ending with a full stop).
 */
function isBodyLine(
  line: SourceLine,
  headerX: number,
  body: number,
  /** The size most of the section's lines are printed in. */
  common = 0,
): boolean {
  const text = line.text.trim()
  // A bullet with a date cell beside it is a head written as a bullet ("• Acme    2019 – 2021").
  if (line.bullet)
    return !text
      .split('\t')
      .slice(1)
      .some((cell) => isDateFragment(cell))
  if (findDateRange(text)) return false
  if (isDashItem(text) || EUROPASS_SECTOR.test(text)) return true
  if (line.x > headerX + 6 && line.textX > headerX + 6) return true
  // Printed larger than the section's text, a line with a colon is a title ("Diploma: Sales").
  const larger = common > 0 && line.fontSize > common + 0.5
  if (isLabelledDetail(text) && !line.bold && !larger) return true
  // A sentence that introduces a list ("Back-end work for the team, in charge of:").
  if (/:$/.test(text) && text.split(/\s+/).length > 4 && !larger) return true
  if (line.bold && line.fontSize >= body - 0.2) return false
  // Long text is a paragraph, unless a short part is set apart to its right
  // ("Long project title | role    stack, …"): paragraphs do not leave such gaps.
  const cells = text.split('\t')
  const setRight = cells.length > 1 && (cells.at(-1) ?? '').trim().length <= 30
  if (text.length > 80 && !setRight) return true
  return /[.!?]$/.test(text) && text.split(/\s+/).length > 5
}

function mostCommon(values: number[]): number {
  const counts = new Map<number, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  let best = 0
  for (const [value, count] of counts) if (count > (counts.get(best) ?? 0)) best = value
  return best
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Printed like another line: same weight, size and left edge, and as many cells. */
function sameShape(a: SourceLine, b: SourceLine): boolean {
  const cells = (l: SourceLine) => l.text.split('\t')
  const lastIsDate = (l: SourceLine) => isDateFragment(cells(l).at(-1) ?? '')
  return (
    a.bold === b.bold &&
    Math.abs(a.fontSize - b.fontSize) < 0.3 &&
    Math.abs(a.x - b.x) < 3 &&
    cells(a).length === cells(b).length &&
    lastIsDate(a) === lastIsDate(b)
  )
}

/**
 * Undated heads that repeat one layout ("Title    link" over its text): as many cells (more than
 * one), the same weight and left edge, in about the same size (small capitals vary a little).
 */
function sameCells(a: SourceLine, b: SourceLine): boolean {
  const cells = (l: SourceLine) => l.text.split('\t').length
  return (
    cells(a) > 1 &&
    cells(a) === cells(b) &&
    a.bold === b.bold &&
    Math.abs(a.fontSize - b.fontSize) < 0.6 &&
    Math.abs(a.x - b.x) < 3
  )
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
  // Lines of one paragraph sit closer than this; resumes set loosely space every line wider.
  const paragraphGap = Math.max(0.8, median(lines.slice(1).map((l) => l.gapAbove)) + 0.15)
  let bulletX: number | null = null
  let previous: SourceLine | null = null
  lines.forEach((line, i) => {
    if (line.bullet || isDashItem(line.text)) {
      bulletX = line.x
      previous = line
      return
    }
    if (bulletX !== null && previous) {
      const text = line.text.trim()
      const sameSize = line.fontSize <= 0 || Math.abs(line.fontSize - previous.fontSize) < 0.3
      const close = line.gapAbove < 0.8
      const hanging = line.x > bulletX + 1 && line.x <= bulletX + 25
      const lower = /^[\p{Ll}(]/u.test(text)
      // The item above broke after a joining mark ("…, Servlets," / "Java, Maven.").
      const joined = /[,&/(–—-]$/.test(previous.text.trim())
      if (
        sameSize &&
        close &&
        (hanging || lower || joined) &&
        !findDateRange(text) &&
        !text.includes('\t')
      ) {
        out[i] = true
        previous = line
        return
      }
    }
    // A wrapped paragraph line: the line above is long text that did not end its sentence. A
    // year inside the sentence ("… leading" / "to the 2021 act. Promoted, …") does not make it
    // a head: heads do not start in lower case.
    const above = lines[i - 1]
    const text = line.text.trim()
    if (
      above &&
      above.text.length >= 60 &&
      !/[.!?:]$/.test(above.text.trim()) &&
      /^\p{Ll}/u.test(text) &&
      line.gapAbove < paragraphGap &&
      (!findDateRange(text) || text.split(/\s+/).length >= 6) &&
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

/**
 * One organisation over several entries ("University    City" over two dated degree lines):
 * an entry whose head is one dated line, printed like the second line of the entry above whose
 * first line is undated, shares that first line.
 */
export function shareHeads(entries: readonly Entry[]): Entry[] {
  return entries.map((entry, i) => {
    const above = entries[i - 1]
    const [only] = entry.header
    const [owner, second] = above?.header ?? []
    if (
      entry.header.length === 1 &&
      only &&
      owner &&
      second &&
      findDateRange(only.text) &&
      !findDateRange(owner.text) &&
      sameShape(only, second)
    )
      return { ...entry, header: [owner, only] }
    return entry
  })
}

/**
 * A line printed like the entry's text just above it (same size and left edge, no more space),
 * smaller than the entry's head and without dates, goes on with that text ("- statistics" /
 * "Survey design"): a new head is printed like the heads, not like the text under them.
 */
function listGoesOn(entry: Entry, line: SourceLine, next: SourceLine | undefined): boolean {
  const head = entry.header[0]
  const above = entry.body.at(-1)
  if (!head || !above || line.bullet || line.bold || head.fontSize <= 0) return false
  const text = line.text.trim()
  return (
    line.fontSize < head.fontSize - 0.5 &&
    Math.abs(line.fontSize - above.fontSize) < 0.3 &&
    Math.abs(line.x - above.x) < 3 &&
    line.gapAbove <= above.gapAbove + 0.3 &&
    !text.includes('\t') &&
    !findDateRange(text) &&
    // The first line of a head whose dates follow on the next line stays a head.
    !(next && !next.bullet && findDateRange(next.text) && !isDashItem(next.text))
  )
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
  // The section may go on in the next column or on the next page ("…" at the foot of the
  // left column, "Acme    City" at the top of the right one): indents count from the edge of
  // the column each line is in.
  const heads = lines.map((l, i) => !l.bullet && !continues[i] && !isOnlyDate(l.text))
  const column: number[] = []
  lines.forEach((l, i) => {
    const above = lines[i - 1]
    const moves =
      above !== undefined &&
      (l.page !== above.page || (l.gapAbove <= 0.05 && Math.abs(l.x - above.x) > 150))
    column.push(i === 0 ? 0 : (column[i - 1] ?? 0) + (moves ? 1 : 0))
  })
  const fallback = Number.isFinite(headerX) ? headerX : 0
  const columnEdges = new Map<number, number>()
  lines.forEach((l, i) => {
    const at = column[i] ?? 0
    if (heads[i]) columnEdges.set(at, Math.min(columnEdges.get(at) ?? Infinity, l.textX))
  })
  // Only a column well apart from the rest has an edge of its own: a page of indented text
  // alone still counts from the section's edge.
  const edges = lines.map((_, i) => {
    const edge = columnEdges.get(column[i] ?? 0) ?? fallback
    return Math.abs(edge - fallback) > 150 ? edge : fallback
  })
  let current: Entry | null = null
  const hasDate = (entry: Entry) => entry.header.some((l) => findDateRange(l.text) !== null)
  const boldHeader = lines.some((l) => l.bold && !l.bullet) && lines.some((l) => !l.bold)
  // Space that sets entries apart: clearly more than the section's usual space between lines.
  const typicalGap = median(lines.slice(1).map((l) => l.gapAbove))
  const common = mostCommon(lines.map((l) => Math.round(l.fontSize * 2) / 2))
  const apart = (line: SourceLine) =>
    !line.bullet && line.gapAbove >= Math.max(0.9, typicalGap * 2 + 0.3)
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1]
    // The section's first line, or a line set apart from the text above, followed by more of
    // the entry is a head, however long ("Project title | stack, …" over its text).
    const leadsBody =
      (apart(line) || index === 0) &&
      next !== undefined &&
      !apart(next) &&
      !line.bullet &&
      !isDashItem(line.text)
    if (!current) {
      current = { header: [], body: [] }
      entries.push(current)
    }
    const bodyLine =
      continues[index] === true ||
      (!leadsBody && isBodyLine(line, edges[index] ?? fallback, body, common)) ||
      listGoesOn(current, line, next) ||
      // The first line of a paragraph wrapped over the lines below it is text too.
      (continues[index + 1] === true &&
        !line.bullet &&
        current.header.length > 0 &&
        line.text.length >= 60 &&
        !line.text.includes('\t') &&
        !findDateRange(line.text))
    if (bodyLine) {
      if (current.header.length === 0 && entries.length > 1) {
        // Body before any header of a new entry continues the previous entry.
        const previous = entries[entries.length - 2]
        if (previous) {
          entries.pop()
          current = previous
        }
      }
      // The end of an open range on the first text line ("2017 –" over "Present    Led …"):
      // the date cell joins the head, the rest is text.
      const [cell = '', ...rest] = line.text.split('\t')
      if (
        current.body.length === 0 &&
        rest.length > 0 &&
        isDateFragment(cell) &&
        current.header.some((l) =>
          l.text.split('\t').some((c) => isDateFragment(c) && /[-–—]$/.test(c.trim())),
        )
      ) {
        current.header.push({ ...line, text: cell })
        current.body.push({ ...line, text: rest.join('\t'), x: line.textX })
        continue
      }
      current.body.push(line)
      continue
    }
    const dated = findDateRange(line.text) !== null && !continuesDate(current.header.at(-1), line)
    const first = current.header[0]
    const innerGap = Math.max(0, ...current.header.slice(1).map((l) => l.gapAbove))
    const startsNew =
      current.body.length > 0 ||
      // Stacked heads without bullets: once the entry has its dates, a line set apart and
      // printed like the entry's first line begins the next one.
      (first !== undefined &&
        current.header.length >= 2 &&
        line.gapAbove > innerGap + 0.2 &&
        (hasDate(current) ? sameShape(line, first) : sameCells(line, first))) ||
      (apart(line) && hasDate(current) && line.gapAbove > innerGap + 0.2) ||
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
  return shareHeads(entries.filter((entry) => entry.header.length > 0 || entry.body.length > 0))
}
