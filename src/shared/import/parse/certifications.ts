// Certification lines → course, institute and date ("AWS Certified Developer — Amazon (10/2022)").
import { findDateRange, tidy } from './dates'
import { wrapsInto } from './description'
import { roleScore } from './roles'
import { BULLET, type SourceLine } from './source'

export interface CertificationFields {
  course: string
  institute: string
  startDate: string
  endDate: string
}

// Strong separators first: an en dash inside a course name ("Developer – Associate") is not one.
const INSTITUTE_SEPARATORS = [
  /\s+—\s+/,
  /\s*\|\s*/,
  /\s+·\s+/,
  /\t/,
  // The last comma outside brackets, unless what follows names a role ("…, Java Programmer").
  {
    exec(text: string): { index: number; 0: string } | null {
      let depth = 0
      let found: { index: number; 0: string } | null = null
      for (let i = 0; i < text.length; i++) {
        const c = text[i]
        if (c === '(' || c === '[') depth++
        else if (c === ')' || c === ']') depth = Math.max(0, depth - 1)
        else if (c === ',' && depth === 0 && /\s/.test(text[i + 1] ?? ''))
          found = { index: i, 0: ', ' }
      }
      const after = text.slice((found?.index ?? 0) + 2)
      if (found && (roleScore(after) > 0 || !/^\p{Lu}/u.test(after))) return null
      return found
    },
  },
  /\s+–\s+(?=[^–]+$)/,
  /\s+-\s+(?=[^-]+$)/,
]

export function parseCertification(text: string): CertificationFields {
  let rest = text.trim()
  let startDate = ''
  let endDate = ''
  const range = findDateRange(rest)
  if (range) {
    startDate = range.start
    endDate = range.end === 'Present' ? '' : range.end
    rest = rest.slice(0, range.index) + ' ' + rest.slice(range.index + range.length)
  }
  // Cells stay apart (a tab separates course and issuer); each is tidied on its own.
  rest = rest
    .split('\t')
    .map((cell) => tidy(cell.replace(/\(\s*\)/g, '')))
    .filter((cell) => cell !== '')
    .join('\t')
  for (const separator of INSTITUTE_SEPARATORS) {
    const match = separator.exec(rest)
    if (!match || match.index === 0) continue
    const course = tidy(rest.slice(0, match.index))
    const institute = tidy(rest.slice(match.index + match[0].length))
    if (course && institute) return { course, institute, startDate, endDate }
  }
  return { course: rest, institute: '', startDate, endDate }
}

const LEADING_DASH = /^[–—|]\s/u
const TRAILING_DASH = /\s[–—|]$/u

/**
 * A line's place in a stacked list of certifications: ' ' when it continues the line above
 * (wrapped, or a "— Institute" piece), '\t' when it is the next field of the same item (the
 * institute under a dated course, or any line of a group set tight together), or null when it
 * starts the next item.
 */
function joinOf(
  line: SourceLine,
  previous: SourceLine,
  first: SourceLine,
  tight: boolean | null,
  item: string,
): ' ' | '\t' | null {
  const text = line.text.trim()
  if (line.bullet) return null
  if (LEADING_DASH.test(text) || TRAILING_DASH.test(previous.text.trim())) return ' '
  // The issuer under a course that has its date in a cell of its own ("2024    Course" /
  // "Institute"), set no further apart than the course itself.
  const dated = previous === first && first.text.includes('\t') && findDateRange(first.text)
  if (
    dated &&
    parseCertification(item).institute === '' &&
    !findDateRange(text) &&
    !text.includes('\t') &&
    Math.abs(line.x - first.textX) < 3 &&
    line.gapAbove <= Math.max(first.gapAbove, 0.8)
  )
    return '\t'
  if (tight === false) return null
  const cells = previous.text.includes('\t')
  if (/^\p{Ll}/u.test(text) || (!cells && wrapsInto(previous, line))) return ' '
  if (tight === true) return '\t'
  return null
}

/**
 * Certification lines → items. When the items of the list are set apart by more space than the
 * lines inside one (course, issuer and date stacked), that space groups them; otherwise each
 * line is an item with what wraps into it.
 */
function spacing(lines: readonly SourceLine[]): { grouped: boolean; limit: number } {
  const gaps = lines.slice(1).map((l) => l.gapAbove)
  const least = Math.min(...gaps)
  const limit = Math.max(least + 0.1 + least * 0.3, clearBreak(gaps))
  const grouped =
    gaps.length >= 2 &&
    !lines.some((l) => l.bullet) &&
    gaps.some((g) => g > limit) &&
    gaps.filter((g) => g <= limit).length >= 1
  return { grouped, limit }
}

/**
 * The widest gap still inside an item when the list's gaps fall in two clearly apart groups (the
 * next larger gap is more than twice it and half a line more), or 0. An issuer set a little
 * further below its title than the title's own lines are apart still belongs to it when the
 * items themselves are set a full line or more apart.
 */
function clearBreak(gaps: readonly number[]): number {
  const sorted = [...gaps].sort((a, b) => a - b)
  for (let i = 0; i + 1 < sorted.length; i++) {
    const inside = sorted[i]!
    const apart = sorted[i + 1]!
    if (apart > Math.max(inside * 2, inside + 0.5)) return inside + 0.01
  }
  return 0
}

/**
 * Items of a list whose entries are stacked over several lines (an award's title, its issuer and
 * date; a publication's title, authors and DOI) and set apart by more space than their own
 * lines, or null when the list is not spaced that way. Wrapped lines join with a space, the
 * other lines of an item with ", ".
 */
export function stackedItems(lines: readonly SourceLine[]): string[] | null {
  const { grouped, limit } = spacing(lines)
  if (!grouped) return null
  const items: string[] = []
  let previous: SourceLine | null = null
  for (const line of lines) {
    const text = line.text.replace(BULLET, '').replace(/\t+/g, ', ').trim()
    if (text === '') continue
    if (previous && items.length > 0 && line.gapAbove <= limit) {
      const wrapped =
        /^\p{Ll}/u.test(text) || (!previous.text.includes('\t') && wrapsInto(previous, line))
      items[items.length - 1] = `${items.at(-1) ?? ''}${wrapped ? ' ' : ', '}${text}`
    } else items.push(text)
    previous = line
  }
  return items
}

export function certificationItems(lines: readonly SourceLine[]): string[] {
  const { grouped, limit } = spacing(lines)
  const items: string[] = []
  let first: SourceLine | null = null
  let previous: SourceLine | null = null
  for (const line of lines) {
    const text = line.text.replace(BULLET, '').trim()
    if (text === '') continue
    const join =
      previous && first && items.length > 0
        ? joinOf(line, previous, first, grouped ? line.gapAbove <= limit : null, items.at(-1) ?? '')
        : null
    if (join === null) {
      items.push(text)
      first = line
    } else items[items.length - 1] = `${items.at(-1) ?? ''}${join}${line.text.trim()}`
    previous = line
  }
  return items
}

export function parseCertifications(lines: readonly SourceLine[]): CertificationFields[] {
  return certificationItems(lines)
    .map(parseCertification)
    .filter((c) => /\p{L}/u.test(c.course))
}
