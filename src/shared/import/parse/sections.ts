// Lines → sections: find the heading lines (by dictionary and by style) and give every line
// after a heading to that section. Lines before the first heading on page 1 are the header
// (name, title, contact); on later pages they continue the previous section of the flow.
import { isExactHeading, sectionOfHeading, type SectionKey } from './headings'
import { findDateRange } from './dates'
import type { ParseInput, SourceLine } from './source'

export interface Section {
  key: SectionKey
  heading: string
  lines: SourceLine[]
}

export interface Sectioned {
  header: SourceLine[]
  sections: Section[]
}

/** The most common font size of body text, weighted by characters. */
export function bodyFontSize(lines: readonly SourceLine[]): number {
  const weights = new Map<number, number>()
  for (const line of lines) {
    if (line.fontSize <= 0) continue
    const size = Math.round(line.fontSize * 2) / 2
    weights.set(size, (weights.get(size) ?? 0) + line.text.length)
  }
  let best = 0
  let bestWeight = -1
  for (const [size, weight] of weights) {
    if (weight > bestWeight) {
      best = size
      bestWeight = weight
    }
  }
  return best
}

function letters(text: string): string {
  return text.replace(/[^\p{L}]/gu, '')
}

export function isUpperCase(text: string): boolean {
  const l = letters(text)
  return l.length >= 2 && l === l.toLocaleUpperCase() && l !== l.toLocaleLowerCase()
}

/** Looks like a heading: short, no sentence punctuation, styled apart from body text. */
function styledAsHeading(line: SourceLine, body: number): boolean {
  if (line.heading) return true
  if (line.fontSize <= 0) return isUpperCase(line.text)
  const larger = line.fontSize >= body + 0.9
  return larger || line.bold || isUpperCase(line.text)
}

function plausibleHeadingText(text: string): boolean {
  const clean = text.trim()
  if (clean.length === 0 || clean.length > 48) return false
  if (/[.;!?]$/.test(clean) || clean.includes('@') || clean.includes('\t')) return false
  if (/\d{3,}/.test(clean)) return false
  return clean.split(/\s+/).length <= 6
}

/** How this document prints its headings: size and weight of the lines the dictionary knows. */
export interface HeadingStyle {
  fontSize: number
  bold: boolean
  upper: boolean
  /** The known headings are printed both in capitals and not: case tells nothing. */
  mixedCase: boolean
}

/** The known headings' style, or null when none is found. */
export function headingStyle(lines: readonly SourceLine[], body: number): HeadingStyle | null {
  // Headings the dictionary knows as they stand (not by one of their words, as an entry's title
  // may be: "Formation technicienne").
  const known = lines.filter(
    (l) =>
      !l.bullet &&
      plausibleHeadingText(l.text) &&
      isExactHeading(l.text) &&
      styledAsHeading(l, body),
  )
  if (known.length === 0) return null
  const sizes = known.map((l) => l.fontSize).sort((a, b) => a - b)
  const upper = known.filter((l) => isUpperCase(l.text)).length
  return {
    fontSize: sizes[Math.floor(sizes.length / 2)] ?? 0,
    bold: known.filter((l) => l.bold).length * 2 >= known.length,
    upper: upper * 2 >= known.length,
    mixedCase: upper > 0 && upper < known.length,
  }
}

/** The section a line opens, or null when it is not a heading. */
export function headingOf(
  line: SourceLine,
  body: number,
  style: HeadingStyle | null = null,
  outdent: number | null = null,
): SectionKey | null {
  if (line.bullet) return null
  // A label the layout marks as a heading may end in an abbreviation's dot ("Prog. & Dev.").
  if (!plausibleHeadingText(line.text) && !(line.heading && sectionOfHeading(line.text)))
    return null
  const key = sectionOfHeading(line.text) ?? (line.heading ? labelSection(line.text) : null)
  // A heading named only by one of its words ("Formation technicienne SPA") is a heading only
  // when printed like the document's headings: otherwise it is an entry's title.
  if (
    key &&
    style &&
    !isExactHeading(line.text) &&
    !line.heading &&
    line.fontSize > 0 &&
    Math.abs(line.fontSize - style.fontSize) >= 1 &&
    isUpperCase(line.text) !== style.upper
  )
    return null
  if (key) {
    // A dictionary word in body style mid-paragraph is text, not a heading; plain text has no style.
    if (line.fontSize <= 0 || styledAsHeading(line, body) || line.gapAbove >= 0.8) return key
    // Headings printed like body text but set out to the left of it.
    if (outdent !== null && Math.abs(line.x - outdent) < 1.5) return key
    return null
  }
  // An unknown heading: printed exactly like the known ones and apart from body text, a few
  // words of more than a stray letter, no date, not a word broken at the line's end. Case
  // counts only where the known headings keep to one case.
  if (
    style &&
    styledAsHeading(line, body) &&
    !/-$/.test(line.text) &&
    /^\p{L}/u.test(line.text.trim()) &&
    letters(line.text).length >= 3 &&
    line.fontSize > 0 &&
    Math.abs(line.fontSize - style.fontSize) < 0.5 &&
    line.bold === style.bold &&
    (style.mixedCase || isUpperCase(line.text) === style.upper)
  ) {
    if (findDateRange(line.text)) return null
    if (line.text.split(/\s+/).length <= 4) return 'other'
  }
  return null
}

/**
 * The left edge of headings set out to the left of a flow's text: only a few lines start there,
 * at least one of them a known heading, and all others start further right. Null otherwise.
 */
export function outdentOf(lines: readonly SourceLine[]): number | null {
  if (lines.length < 6) return null
  const margin = Math.min(...lines.map((l) => l.x))
  const atMargin = lines.filter((l) => Math.abs(l.x - margin) < 1.5)
  const text = lines.filter((l) => l.x >= margin + 5)
  if (atMargin.length + text.length !== lines.length || atMargin.length > lines.length * 0.3)
    return null
  const known = atMargin.filter((l) => plausibleHeadingText(l.text) && sectionOfHeading(l.text))
  return known.length >= 1 && atMargin.every((l) => plausibleHeadingText(l.text)) ? margin : null
}

/**
 * A line that goes on from the one above: same size, weight and case, hardly any space between
 * ("DEVELOPER / INTEGRATOR" / "WEB"). It is never a heading, whatever its words.
 */
function wrapsOn(previous: SourceLine, line: SourceLine): boolean {
  return (
    previous.fontSize > 0 &&
    Math.abs(previous.fontSize - line.fontSize) < 0.3 &&
    previous.bold === line.bold &&
    isUpperCase(previous.text) === isUpperCase(line.text) &&
    line.gapAbove < 0.5 &&
    !/[.:;!?]$/.test(previous.text.trim()) &&
    !line.heading
  )
}

/**
 * A label column's section name printed on two rows beside the text ("Prog. &  | C, C++" /
 * "Dev.  | Linux"): its own heading line, then the rows' text.
 */
/**
 * The section a label-column label names: as a heading would, or with its last word a section's
 * noun in the singular ("Graduation Project", "Technologie"): in the label column a label is a
 * section's name, not an entry's title.
 */
export function labelSection(label: string): SectionKey | null {
  const key = sectionOfHeading(label)
  if (key !== null) return key
  // One word only when long enough not to be an entry's detail label ("Course", "Award").
  const words = label.trim().split(/\s+/)
  const last = words.at(-1) ?? ''
  if (words.length > 4 || !/^\p{L}{4,}$/u.test(last)) return null
  if (words.length === 1 && last.length < 8) return null
  const plural = sectionOfHeading(`${last}s`)
  return plural !== null && plural !== 'other' && plural !== 'contact' ? plural : null
}

function splitLabelHeadings(lines: SourceLine[]): SourceLine[] {
  const out: SourceLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const next = lines[i + 1]
    if (!line) continue
    const [label = '', ...text] = line.text.split('\t')
    const [nextLabel = '', ...nextText] = next?.text.split('\t') ?? []
    const joined = `${label} ${nextLabel}`
    // The second row may hold the label's last word alone ("Graduation  | Title…" / "Project").
    if (
      next &&
      text.length > 0 &&
      (nextText.length > 0 ||
        (/^\p{L}+$/u.test(nextLabel) &&
          !next.bullet &&
          Math.abs(line.fontSize - next.fontSize) < 0.3 &&
          next.gapAbove < 1)) &&
      Math.abs(line.x - next.x) < 1.5 &&
      next.gapAbove < 1.2 &&
      label.length <= 24 &&
      nextLabel.length <= 24 &&
      sectionOfHeading(label) === null &&
      labelSection(joined) !== null
    ) {
      out.push({ ...line, text: joined, heading: true })
      out.push({ ...line, text: text.join('\t'), gapAbove: 0 })
      if (nextText.length > 0) out.push({ ...next, text: nextText.join('\t') })
      i++
      continue
    }
    // One row: a list section's name beside its first line (Europass "Mother tongue(s)    English").
    // In the singular only as one word ("Technologie"): "Driving licence    B" is a detail.
    const key =
      text.length > 0 && label.length <= 40
        ? (sectionOfHeading(label) ?? (/\s/.test(label.trim()) ? null : labelSection(label)))
        : null
    if (key && key !== 'contact' && key !== 'other' && !/\d/.test(label)) {
      out.push({ ...line, text: label, heading: true })
      // A lone small number beside a heading is a marker (a call-out's or footnote's), not text.
      if (!/^\d{1,2}$/.test(text.join('\t').trim()))
        out.push({ ...line, text: text.join('\t'), gapAbove: 0 })
      continue
    }
    out.push(line)
  }
  return out
}

/** Joins a heading printed on two lines ("ZERTIFIKATE &" / "WEITERBILDUNGEN"). */
function mergeSplitHeadings(lines: SourceLine[], body: number): SourceLine[] {
  const out: SourceLine[] = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const next = lines[i + 1]
    // After a joining word, or when only both lines together name a section
    // ("EHRENAMTLICHE" / "TÄTIGKEITEN").
    const alone = line ? sectionOfHeading(line.text) : null
    if (
      line &&
      next &&
      (/[&+,/]$|\b(?:and|und|ve|et|y|e)$/i.test(line.text.trim()) ||
        ((alone === null || alone === 'other') &&
          next.gapAbove < 0.8 &&
          isUpperCase(line.text) === isUpperCase(next.text) &&
          line.bold === next.bold &&
          plausibleHeadingText(line.text) &&
          plausibleHeadingText(next.text)))
    ) {
      const joined = { ...line, text: `${line.text.trim()} ${next.text.trim()}` }
      const key = sectionOfHeading(joined.text)
      // A line the source marks as a heading (a label column's section name) is the heading
      // style itself: the line above it in the same size, weight and place, set apart from what
      // is above it and close to the marked line, starts the heading.
      const startsMarked =
        next.heading &&
        !line.heading &&
        line.gapAbove >= 0.8 &&
        next.gapAbove < 0.5 &&
        line.fontSize === next.fontSize &&
        line.bold === next.bold &&
        Math.abs(line.x - next.x) < 1.5
      if (
        key !== null &&
        key !== 'other' &&
        (styledAsHeading(line, body) || startsMarked) &&
        styledAsHeading(next, body) &&
        Math.abs(line.fontSize - next.fontSize) < 0.6
      ) {
        out.push(joined)
        i++
        continue
      }
    }
    if (line) out.push(line)
  }
  return out
}

export function splitSections(input: ParseInput): Sectioned {
  const all = input.flows.flatMap((flow) => flow.lines)
  const body = bodyFontSize(all)
  const style = headingStyle(all, body)
  const header: SourceLine[] = []
  const sections: Section[] = []
  let last: Section | null = null
  // Where each column flow of a page ended: text at the top of the next page continues the
  // section of the column at the same place (a sidebar's last section must not absorb the main
  // column's next page).
  const columnEnds: { page: number; x: number; right: number; section: Section }[] = []
  for (const flow of input.flows) {
    let current: Section | null = null
    const flowX = Math.min(...flow.lines.map((l) => l.x))
    const flowRight = Math.max(...flow.lines.map((l) => l.x + l.width))
    if (flow.page > 1 && flow.kind === 'column') {
      const before = columnEnds.filter((c) => c.page === flow.page - 1)
      if (before.length > 1) {
        const overlap = (c: (typeof before)[number]) =>
          Math.min(c.right, flowRight) - Math.max(c.x, flowX)
        const best = before.reduce((a, b) => (overlap(b) > overlap(a) ? b : a))
        if (overlap(best) > 0) last = best.section
      }
    }
    const outdent = outdentOf(flow.lines)
    let previous: SourceLine | null = null
    let previousHeading = false
    for (const line of mergeSplitHeadings(splitLabelHeadings(flow.lines), body)) {
      // Unknown headings only count once a known one was seen: above it is the header.
      const found = headingOf(line, body, style, outdent)
      let key = found === 'other' && sections.length === 0 ? null : found
      if (key && previous && !previousHeading && wrapsOn(previous, line)) key = null
      previous = line
      previousHeading = key !== null
      if (key) {
        current = { key, heading: line.text, lines: [] }
        sections.push(current)
        last = current
        continue
      }
      if (current) current.lines.push(line)
      else if (flow.page === 1 || !last) header.push(line)
      else last.lines.push(line)
    }
    const open = current ?? last
    if (flow.kind === 'column' && open)
      columnEnds.push({ page: flow.page, x: flowX, right: flowRight, section: open })
  }
  for (const section of sections) {
    if (section.key === 'skills' && entryShaped(section.lines)) section.key = 'projects'
    section.key = namedByEntries(section)
    // Personal details are read with the header, where labelled rows ("Name    Max Muster")
    // and details printed in one line are understood.
    if (section.key === 'contact') header.push(...section.lines.splice(0))
  }
  return { header, sections }
}

/**
 * Lines shaped like dated entries: several short lines holding a date range, each followed by
 * bullet points. Under a skills heading ("Programming competence") these are projects.
 */
export function entryShaped(lines: readonly SourceLine[]): boolean {
  const dated = lines.filter((l, i) => {
    if (l.bullet || l.text.length > 80 || !findDateRange(l.text)) return false
    return lines.slice(i + 1, i + 4).some((next) => next.bullet)
  })
  const bullets = lines.filter((l) => l.bullet).length
  return dated.length >= 2 && bullets >= dated.length && bullets >= lines.length * 0.3
}

// Words that name an award or a scholarship, and a volunteer role, in the languages of the
// dictionary (stems: "Stipendium", "scholarships", "bourse d'études", "burs").
const AWARD_WORDS =
  /(?<!\p{L})(?:awards?|prizes?|scholarships?|fellowships?|stipendi(?:um|en)|auszeichnung(?:en)?|preis(?:e|träger(?:in)?)?|burs(?:u|lu)?|ödül(?:ü|leri)?|becas?|premios?|bourses?|prix)(?!\p{L})/iu
const VOLUNTEER_WORDS =
  /^(?:volunteer(?:ing)?|voluntary|ehrenamtlich\p{L}*|bénévole|volontaire|voluntari[oa]|gönüllü)(?!\p{L})/iu

/**
 * The section its entries name where the heading does not: an unknown heading over entries that
 * name scholarships or awards holds honors; a projects heading whose every dated entry is a
 * volunteer role ("Volunteer Data Analyst    2019 - Present") holds volunteering.
 */
export function namedByEntries(section: Section): SectionKey {
  const text = section.lines.filter((l) => !l.bullet)
  const heads = text.filter((l) => l.text.length <= 80 && findDateRange(l.text) !== null)
  if (section.key === 'other') {
    const awards = text.filter((l) => AWARD_WORDS.test(l.text)).length
    if (awards > 0 && awards >= heads.length && section.lines.length <= 24) return 'honors'
  }
  if (section.key === 'projects' && heads.length > 0) {
    if (heads.every((l) => VOLUNTEER_WORDS.test(l.text.trim()))) return 'voluntaries'
  }
  return section.key
}
