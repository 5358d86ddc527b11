// Body lines of an entry → the description: bullets stay a list (<ul><li>), wrapped lines are
// joined to the bullet they continue, other text becomes paragraphs.
import { escapeHtml } from '../../resume'
import { BULLET, type SourceLine } from './source'

function isBulletLike(line: SourceLine): boolean {
  return line.bullet || BULLET.test(line.text)
}

function startsLikeContinuation(text: string): boolean {
  return /^[\p{Ll}\d(,;&%–-]/u.test(text)
}

/**
 * True when `next` continues `previous` (the text wrapped): the previous line ends on a joining
 * mark, or its right edge is so close to the flow's edge that the next line's first word would
 * not have fitted. Without geometry (plain text) only a lower-case start continues.
 */
export function wrapsInto(previous: SourceLine, next: SourceLine, geometry = true): boolean {
  if (next.bullet) return false
  const before = previous.text.trim()
  if (/[–—,&/(-]$/.test(before) && !/^\d/.test(next.text)) return true
  const text = next.text.replace(BULLET, '').trim()
  // Short list items wrap only in a narrow column: a wide line followed by a lower-case word.
  if (!geometry) {
    const wide = previous.width > 0 && previous.width >= (previous.flowRight - previous.x) * 0.6
    return wide && /^\p{Ll}/u.test(text)
  }
  if (previous.width > 0 && previous.flowRight > 0) {
    const firstWord = text.split(/\s+/)[0] ?? ''
    const size = previous.fontSize || 10
    const room = previous.flowRight - (previous.x + previous.width)
    // A line that fills the flow to its edge always wraps into the next (non-bullet) line.
    if (room < size * 1.5 && !isBulletLike(next)) return true
    // Otherwise only a wide line whose room could not hold the next line's first word.
    const wide = previous.width >= (previous.flowRight - previous.x) * 0.6
    const wordWidth = (firstWord.length + 1) * size * 0.55 + size * 0.5
    return (
      wide &&
      ((room < wordWidth && !/[.!?:]$/.test(before)) ||
        (room < size * 6 && startsLikeContinuation(text)))
    )
  }
  return startsLikeContinuation(text) && !/[.!?]$/.test(before)
}

/** Splits body lines into bullet items and paragraphs, joining wrapped lines. */
export function descriptionItems(
  lines: readonly SourceLine[],
  keepTabs = false,
  /** Join lines by their position too; lists of short items (skills) only by joining marks. */
  geometry = true,
  /**
   * Entries that are paragraphs (publications, honours): a long line that reaches the right
   * edge of the section's text continues into the next line even after a full stop.
   */
  paragraphs = false,
): { bullets: boolean; items: string[] } {
  if (lines.length === 0) return { bullets: false, items: [] }
  const sectionRight = Math.max(...lines.map((l) => l.x + l.width))
  const continuesParagraph = (previous: SourceLine, next: SourceLine) =>
    paragraphs &&
    !next.bullet &&
    // Set tight under it, as wrapped lines are (items of a list have space between them).
    next.gapAbove <= 0.3 &&
    previous.width > 0 &&
    previous.x + previous.width >= sectionRight - (previous.fontSize || 10) * 1.5 &&
    previous.width >= (previous.flowRight - previous.x) * 0.75
  const minX = Math.min(...lines.map((l) => l.x))
  const anyGlyph = lines.some((l) => l.bullet)
  // Without glyphs (CSS lists draw them as shapes), indented lines are list items.
  const indentedList = !anyGlyph && lines.some((l) => l.x > minX + 4)
  const items: string[] = []
  let previous: SourceLine | null = null
  for (const line of lines) {
    const text = line.text
      .replace(BULLET, '')
      .replace(/\t/g, keepTabs ? '\t' : ' ')
      .trim()
    if (text === '') continue
    if (
      previous &&
      items.length > 0 &&
      (wrapsInto(previous, line, geometry) || continuesParagraph(previous, line))
    ) {
      items[items.length - 1] = `${items.at(-1) ?? ''} ${text}`.replace(
        /(\p{L})- (\p{Ll})/u,
        '$1$2',
      )
    } else {
      items.push(text)
    }
    previous = line
  }
  return { bullets: anyGlyph || indentedList || items.length > 1, items }
}

/** Description HTML: <ul><li>…</li></ul> for a list, <p>…</p> for text. */
export function descriptionHtml(lines: readonly SourceLine[]): string {
  const { bullets, items } = descriptionItems(lines)
  if (items.length === 0) return ''
  if (bullets)
    return `<ul>${items.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`
  return items.map((item) => `<p>${escapeHtml(item)}</p>`).join('')
}

/** Summary paragraphs: lines joined into one paragraph per block. */
export function paragraphHtml(lines: readonly SourceLine[]): string {
  const { bullets, items } = descriptionItems(lines)
  if (items.length === 0) return ''
  if (bullets && lines.some((l) => l.bullet)) return descriptionHtml(lines)
  return `<p>${escapeHtml(items.join(' '))}</p>`
}
