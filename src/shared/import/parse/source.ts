// The parser's input: lines with whatever style is known, in flows (a page's header band, each
// column). PDFs give sizes, weights and positions; .docx gives headings, bold and list items;
// plain text gives only the words. Every rule reads this one shape.
import type { PdfLine, PdfText } from '../../pdf'
import { joinItems } from '../../pdf/lines'
import { findDateRange, isDateFragment } from './dates'
import { holdsContact } from './contact'
import { sectionOfHeading } from './headings'
import { repairText } from './text'

export interface SourceLine {
  text: string
  /** Font size in points; 0 when unknown (plain text). */
  fontSize: number
  bold: boolean
  /** Left edge in points (or an indent level × 10); 0 when unknown. */
  x: number
  /** Left edge of the line's text after a leading date cell (= x when there is none). */
  textX: number
  /** Width in points; 0 when unknown. */
  width: number
  /** Right edge of the flow the line is in (where wrapped text breaks); 0 when unknown. */
  flowRight: number
  /** Empty space above the line in font sizes; 0 when unknown. */
  gapAbove: number
  /** A list item: starts with a bullet glyph or came from <li>. */
  bullet: boolean
  /** The source marks it as a heading (<h1>…<h6> in .docx). */
  heading: boolean
  /**
   * A few words in a bold face leading text that is not bold ("Languages  Python, Go"): a
   * label where the section expects one. Absent when the line has none or the source tells no
   * weights.
   */
  lead?: string
  page: number
}

export interface SourceFlow {
  page: number
  kind: 'spanning' | 'column'
  lines: SourceLine[]
}

export interface ParseInput {
  flows: SourceFlow[]
}

export const BULLET = /^\s*(?:[•◦▪▫●○■□►▸▹➤➢✓✔∙·‣⁃\-–—*]|\u2022|\uf0b7|\uf0a7|\uf076|\uf0d8)\s*/u

/** Where a line's text starts after a leading date, in its own cell or just before the text. */
function textStart(line: PdfLine): number {
  const cells = line.text.split('\t')
  const index = cells.findIndex((cell) => !isDateFragment(cell))
  if (index > 0) return line.cellXs[index] ?? line.x
  let prefix = ''
  for (const [i, item] of line.items.entries()) {
    prefix = `${prefix} ${item.text}`.trim()
    const next = line.items[i + 1]
    if (
      next &&
      isDateFragment(prefix) &&
      findDateRange(prefix) &&
      !isDateFragment(`${prefix} ${next.text}`)
    ) {
      return next.x
    }
  }
  return line.x
}

const BULLET_GLYPH = /^[•◦▪▫●○■□►▸▹➤➢✓✔∙·‣⁃*\uf0b7\uf0a7]$/u

/**
 * The bold lead-in of a line: its first items (after a bullet) in a bold face, followed by text
 * that is not bold. A line bold throughout, or one that only ends in regular text after most of
 * it, has none.
 */
export function boldLead(line: PdfLine): string | undefined {
  const items = line.items.filter((item, i) => !(i === 0 && BULLET_GLYPH.test(item.text.trim())))
  let count = 0
  while (count < items.length && items[count]?.boldFace === true) count++
  const rest = items.slice(count)
  if (count === 0 || rest.length === 0) return undefined
  if (rest.some((item) => item.boldFace !== false) || !rest.some((i) => /\p{L}/u.test(i.text)))
    return undefined
  const lead = joinItems(items.slice(0, count))
  const words = lead.split(' ').length
  if (!/\p{L}/u.test(lead) || lead.length > 40 || words > 5) return undefined
  const restLength = rest.reduce((sum, item) => sum + item.text.trim().length, 0)
  return restLength >= 2 ? lead : undefined
}

function sameRow(a: PdfLine, b: PdfLine): boolean {
  return Math.abs(a.y + a.height - (b.y + b.height)) <= Math.min(a.fontSize, b.fontSize) * 0.5
}

function labelLike(text: string): boolean {
  const t = text.trim()
  return (
    sectionOfHeading(t) !== null ||
    /:$/.test(t) ||
    isDateFragment(t) ||
    (t.split(/\s+/).length <= 2 && /^\p{Lu}/u.test(t) && t.length <= 24)
  )
}

/**
 * A label column: a narrow left column of labels (section names, "Name:", dates) printed on the
 * same rows as the text they label (Word tables, Europass, a German Lebenslauf). Unlike a
 * sidebar, it is read row by row with the text beside it.
 */
export function isLabelColumn(left: readonly PdfLine[], right: readonly PdfLine[]): boolean {
  if (left.length < 3 || right.length === 0) return false
  // A title above both columns may start in the left one and reach over: a line or two may.
  const rightLeft = Math.min(...right.map((l) => l.x))
  const over = left.filter((l) => l.x + l.width > rightLeft + 2).length
  if (over > Math.max(1, left.length * 0.1)) return false
  const aligned = left.filter((l) => right.some((r) => sameRow(l, r))).length
  const labels = left.filter((l) => labelLike(l.text)).length
  const known = left.filter((l) => sectionOfHeading(l.text) !== null).length
  return aligned >= left.length * 0.6 && labels >= left.length * 0.7 && known >= 1
}

/** Label and content columns → one flow: a label on a row of text leads that row (tab), a
 *  section name gets its own line above its row. */
function mergeLabelColumn(
  left: readonly PdfLine[],
  right: readonly PdfLine[],
  headings: Set<PdfLine>,
): PdfLine[] {
  const out: PdfLine[] = []
  const used = new Set<PdfLine>()
  const rows = [...right].sort((a, b) => a.y - b.y)
  const labels = [...left].sort((a, b) => a.y - b.y)
  let li = 0
  for (const row of rows) {
    while (li < labels.length && (labels[li]?.y ?? 0) <= row.y + row.height * 0.5) {
      const label = labels[li++]
      if (!label) continue
      if (sameRow(label, row) && sectionOfHeading(label.text) === null && !used.has(row)) {
        used.add(row)
        out.push({
          ...row,
          text: `${label.text}\t${row.text}`,
          items: [...label.items, ...row.items],
          x: label.x,
          width: row.x + row.width - label.x,
          cellXs: [label.x, ...row.cellXs],
        })
      } else {
        if (sectionOfHeading(label.text) !== null) headings.add(label)
        out.push(label)
      }
    }
    if (!used.has(row)) out.push(row)
  }
  while (li < labels.length) {
    const label = labels[li++]
    if (!label) continue
    if (sectionOfHeading(label.text) !== null) headings.add(label)
    out.push(label)
  }
  return out
}

/** The page's regions, with a label column and its text merged into one. */
function pageRegions(
  page: PdfText['pages'][number],
  headings: Set<PdfLine>,
): PdfText['pages'][number]['regions'] {
  const regions = [...page.regions]
  for (let i = 0; i + 1 < regions.length; i++) {
    const left = regions[i]
    const right = regions[i + 1]
    if (left?.kind !== 'column' || right?.kind !== 'column') continue
    if (!isLabelColumn(left.lines, right.lines)) continue
    regions.splice(i, 2, { ...left, lines: mergeLabelColumn(left.lines, right.lines, headings) })
  }
  return regions
}

const PAGE_NUMBER =
  /^(?:[-–]\s*)?(?:page|seite|sayfa|página|pagina|p\.)?\s*\d{1,2}(?:\s*(?:\/|of|von|de|sur|di)\s*\d{1,2})?(?:\s*[-–])?$/i
/** Share of the page height at the top and bottom where running headers and footers sit. */
const EDGE = 0.15

/** A line's text with its numbers left out: "Page 1 / 2" and "Page 2 / 2" are one footer. */
function edgeKey(line: PdfLine): string {
  return line.text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase()
}

export interface PageEdges {
  /** Lines to leave out: page numbers, and headers and footers every page repeats. */
  drop: Set<PdfLine>
  /** Repeated footer lines of the first page that hold contact details, for the header. */
  contact: PdfLine[]
}

/**
 * Running headers, footers and page numbers: lines in the top or bottom band of a page that
 * another page repeats at about the same height (numbers aside), and lone page numbers there.
 * A repeated header stays on the first page (where it is the resume's own header); a footer
 * goes everywhere, except that a footer with an e-mail or phone is read as contact details.
 */
export function pageEdges(pdf: PdfText): PageEdges {
  const drop = new Set<PdfLine>()
  const contact: PdfLine[] = []
  const seen = new Map<string, { page: number; line: PdfLine }[]>()
  for (const page of pdf.pages) {
    for (const line of page.lines) {
      const top = line.y < page.height * EDGE
      const bottom = line.y + line.height > page.height * (1 - EDGE)
      if (!top && !bottom) continue
      if (PAGE_NUMBER.test(line.text.replace(/\t/g, ' ').trim())) {
        drop.add(line)
        continue
      }
      const key = `${top ? 't' : 'b'}${edgeKey(line)}`
      const list = seen.get(key) ?? []
      list.push({ page: page.number, line })
      seen.set(key, list)
    }
  }
  // A running header may add to what the first page prints ("Curriculum vitae" on page 1,
  // "Curriculum vitae    Jane Doe" above the next pages): its first cell is repeated.
  const firstCell = (line: PdfLine) => (line.text.split('\t')[0] ?? '').trim().toLowerCase()
  const firstPage = pdf.pages[0]
  const pageOneTops = new Set(
    (firstPage?.lines ?? [])
      .filter((l) => l.y < (firstPage?.height ?? 0) * EDGE)
      .map(firstCell)
      .filter((cell) => cell.length >= 7),
  )
  for (const page of pdf.pages.slice(1))
    for (const line of page.lines)
      if (
        line.y < page.height * EDGE &&
        line.text.includes('\t') &&
        pageOneTops.has(firstCell(line))
      )
        drop.add(line)
  for (const [key, list] of seen) {
    const pages = new Set(list.map((e) => e.page))
    if (pages.size < 2 || key.length < 4) continue
    const ys = list.map((e) => e.line.y)
    if (Math.max(...ys) - Math.min(...ys) > 12) continue
    for (const { page, line } of list) {
      if (key.startsWith('t') && page === 1) continue
      drop.add(line)
      if (key.startsWith('b') && page === 1 && holdsContact(line.text)) contact.push(line)
    }
  }
  return { drop, contact }
}

/** Reading flows from an extracted PDF. */
export function fromPdfText(pdf: PdfText): ParseInput {
  const flows: SourceFlow[] = []
  // Labels of a label column that name a section: headings whatever their style.
  const headings = new Set<PdfLine>()
  const edges = pageEdges(pdf)
  for (const page of pdf.pages) {
    const pageLeft = Math.min(...page.lines.map((l) => l.x), page.width / 2)
    const regions = pageRegions(page, headings)
    // Contact details printed in a running footer are read with the header.
    if (page.number === 1 && edges.contact.length > 0)
      regions.unshift({ kind: 'spanning', lines: edges.contact })
    for (const region of regions) {
      const lines: SourceLine[] = []
      let previousBottom: number | null = null
      // Where wrapped text breaks. A single-column page has (nearly) symmetric margins, so its
      // right edge is known even when no line reaches it; a column ends at its widest line.
      const widest = Math.max(...region.lines.map((l) => l.x + l.width))
      const flowRight = page.columns === 1 ? Math.max(widest, page.width - pageLeft - 2) : widest
      const contactFlow = page.number === 1 && region.lines === edges.contact
      for (const line of region.lines) {
        if (edges.drop.has(line) && !contactFlow) continue
        const text = repairText(line.text)
        if (text === '') continue
        const gap = previousBottom === null ? 0 : (line.y - previousBottom) / (line.fontSize || 10)
        previousBottom = line.y + line.height
        const bulletItem =
          line.items[0] !== undefined && BULLET_GLYPH.test(line.items[0].text.trim())
        const lead = boldLead(line)
        lines.push({
          text,
          fontSize: line.fontSize,
          bold: line.bold,
          x: line.x,
          textX: textStart(line),
          width: line.width,
          flowRight,
          gapAbove: Math.max(0, gap),
          bullet: bulletItem || /^[•◦▪▫●○■□►▸▹➤➢✓✔∙‣⁃\uf0b7\uf0a7]\s*/u.test(text),
          heading: headings.has(line),
          ...(lead !== undefined ? { lead } : {}),
          page: page.number,
        })
      }
      if (lines.length > 0) flows.push({ page: page.number, kind: region.kind, lines })
    }
  }
  return { flows }
}

/** Plain text (the spec's cvText): one line per line, no style. */
export function fromPlainText(text: string): ParseInput {
  const lines: SourceLine[] = []
  let blank = 0
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+$/, '')
    if (line.trim() === '') {
      blank++
      continue
    }
    const tabbed = repairText(line.replace(/ {3,}/g, '\t').trim())
    if (tabbed === '') continue
    lines.push({
      text: tabbed,
      fontSize: 0,
      bold: false,
      x: line.length - line.trimStart().length,
      textX: line.length - line.trimStart().length,
      width: 0,
      flowRight: 0,
      gapAbove: blank > 0 ? 1 : 0,
      bullet: BULLET.test(tabbed) && !/^[-–—]\s*\d/.test(tabbed),
      heading: false,
      page: 1,
    })
    blank = 0
  }
  return { flows: lines.length > 0 ? [{ page: 1, kind: 'column', lines }] : [] }
}
