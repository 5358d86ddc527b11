// Entry header lines → fields: the date range is cut out first, the rest is split at the
// separators resumes use (tab/wide gap, |, ·, •, " — ", " at ", " bei ") and each part is
// recognised as a role/degree, an organisation or a place.
import { findDateRange, tidy, type DateRange } from './dates'
import { isCountry } from './places'
import { degreeScore, organisationScore, roleScore, schoolScore } from './roles'
import type { SourceLine } from './source'

export interface HeaderFields {
  range: DateRange | null
  /** Header parts in reading order, without the dates. */
  parts: { text: string; bold: boolean; line: number }[]
}

const SEPARATORS = /\t|\s+[|·•◆♦]\s+|\s+[–—]\s+|\s+-\s+|\s*\|\s*/u

export function headerFields(lines: readonly SourceLine[]): HeaderFields {
  let range: DateRange | null = null
  const parts: HeaderFields['parts'] = []
  lines.forEach((line, index) => {
    let text = line.text
    // Dates can sit in a tab-separated column or inside the text; take the first range found.
    if (!range) {
      const found = findDateRange(text)
      if (found) {
        range = found
        text = text.slice(0, found.index) + '\t' + text.slice(found.index + found.length)
      }
    } else {
      const again = findDateRange(text)
      if (again && tidy(text.slice(0, again.index) + text.slice(again.index + again.length)) === '')
        return
    }
    for (const raw of text.split(SEPARATORS)) {
      for (const piece of splitAtWords(raw)) {
        const part = tidy(piece.replace(/^\(|\)$/g, ''))
        if (part && /[\p{L}\p{N}]/u.test(part))
          parts.push({ text: part, bold: line.bold, line: index })
      }
    }
  })
  return { range, parts }
}

/** "Developer at Acme", "Entwicklerin bei Acme", "Ingeniero en Acme" → two parts. */
function splitAtWords(text: string): string[] {
  const match = /^(.+?)\s+(?:at|@|bei|chez|presso|en|na|bij)\s+(\p{Lu}.+)$/u.exec(text)
  if (match && roleScore(match[1] ?? '') > 0) return [match[1] ?? '', match[2] ?? '']
  return [text]
}

/** A place: "Seattle, WA", "Hamburg", "Paris, France", "Remote". Short, capitalised, no role words. */
export function isPlace(text: string): boolean {
  const t = text.trim()
  if (/^(?:remote|hybrid|homeoffice|home office|uzaktan|remoto|télétravail|à distance)$/i.test(t))
    return true
  if (
    t.length > 40 ||
    /\d/.test(t) ||
    roleScore(t) > 0 ||
    organisationScore(t) > 0 ||
    schoolScore(t) > 0 ||
    degreeScore(t) > 0
  )
    return false
  const pieces = t.split(/\s*,\s*/)
  if (pieces.length > 3) return false
  if (pieces.length >= 2) {
    const last = pieces.at(-1) ?? ''
    return (
      /^[A-Z]{2,3}$/.test(last) ||
      isCountry(last) ||
      pieces.every((p) => /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(p))
    )
  }
  if (isCountry(t)) return true
  return /^\p{Lu}[\p{L}.'-]+(?:[\s-]\p{Lu}[\p{L}.'-]*){0,2}$/u.test(t)
}

/** A place that cannot be a name: "City, ST", "City, Country", a country, "Remote". */
export function isClearPlace(text: string): boolean {
  if (!isPlace(text)) return false
  const pieces = text.split(/\s*,\s*/)
  const last = pieces.at(-1) ?? ''
  return (
    (pieces.length >= 2 && (/^[A-Z]{2,3}$/.test(last) || isCountry(last))) ||
    isCountry(text) ||
    (!/\s/.test(text) && /^(?:remote|hybrid|uzaktan|remoto)$/i.test(text))
  )
}

export interface RoleFields {
  role: string
  organisation: string
  location: string
}

/**
 * Assigns header parts to role, organisation and location. `score` rates how role-like (or
 * degree-like) a part is against how organisation-like (or school-like) it is.
 */
export function assignRoleParts(
  parts: HeaderFields['parts'],
  roleLike: (text: string) => number,
  orgLike: (text: string) => number,
): RoleFields {
  const result: RoleFields = { role: '', organisation: '', location: '' }
  const rest = [...parts]
  // A place is never the first part, and only one is kept.
  for (let i = rest.length - 1; i >= 1; i--) {
    const part = rest[i]
    // With only two parts the second is a place only when it clearly is one.
    const accepted = part && (rest.length >= 3 ? isPlace(part.text) : isClearPlace(part.text))
    if (part && accepted) {
      result.location = part.text
      rest.splice(i, 1)
      break
    }
  }
  const [first, second, ...more] = rest
  if (!first) return result
  if (!second) {
    if (orgLike(first.text) > roleLike(first.text)) result.organisation = first.text
    else result.role = first.text
    return result
  }
  const firstIsOrg = orgLike(first.text) - roleLike(first.text)
  const secondIsOrg = orgLike(second.text) - roleLike(second.text)
  if (firstIsOrg > secondIsOrg) {
    result.organisation = first.text
    result.role = second.text
  } else {
    result.role = first.text
    result.organisation = second.text
  }
  // A third part that is not a place is most often the place anyway ("Company, City").
  if (!result.location && more[0] && !/\d/.test(more[0].text)) result.location = more[0].text
  return result
}

export function experienceParts(parts: HeaderFields['parts']): RoleFields {
  return assignRoleParts(parts, roleScore, organisationScore)
}

export function educationParts(parts: HeaderFields['parts']): RoleFields {
  return assignRoleParts(parts, degreeScore, schoolScore)
}
