// Entry header lines → fields: the date range is cut out first, the rest is split at the
// separators resumes use (tab/wide gap, |, ·, •, " — ", " at ", " bei ") and each part is
// recognised as a role/degree, an organisation or a place.
import { findDateRange, isDateFragment, tidy, type DateRange } from './dates'
import { isCountry } from './places'
import {
  degreeScore,
  hasOrganisationWord,
  organisationScore,
  roleScore,
  schoolScore,
} from './roles'
import type { SourceLine } from './source'

export interface HeaderFields {
  range: DateRange | null
  /** Header parts in reading order, without the dates. */
  parts: { text: string; bold: boolean; line: number }[]
}

const SEPARATORS = /\t|\s+[|·•◆♦]\s+|\s+[–—]\s+|\s+-\s+|\s*\|\s*/u

export function headerFields(lines: readonly SourceLine[]): HeaderFields {
  // Cells that hold only (pieces of) dates are read together: a date column may wrap.
  const dateCells: string[] = []
  const textCells: { text: string; bold: boolean; line: number }[] = []
  lines.forEach((line, index) => {
    // A duration beside the dates ("(25m)", "(2 yrs)", "(3 Monate)") is not a field.
    const text = line.text.replace(
      /\(\s*\d+(?:[.,]\d+)?\s*(?:m|mo|mos|months?|y|yrs?|years?|ay|yıl|monate?|jahre?|mois|ans?|meses|años)\.?\s*\)/giu,
      '',
    )
    for (const cell of text.split('\t')) {
      if (isDateFragment(cell)) dateCells.push(cell.trim())
      else if (cell.trim() !== '') textCells.push({ text: cell, bold: line.bold, line: index })
    }
  })
  // A head wrapped over lines ("Nurse at the" / "City Hospital") is one cell.
  for (let i = textCells.length - 1; i > 0; i--) {
    const cell = textCells[i]
    const before = textCells[i - 1]
    if (!cell || !before || cell.line !== before.line + 1) continue
    if (
      /(?:,|\b(?:am|im|an|at|bei|beim|für|der|des|of|and|und|&|in|de|du|la|en|for|the|à|et|y|ve))$/iu.test(
        before.text.trim(),
      ) ||
      /^\p{Ll}/u.test(cell.text.trim())
    ) {
      before.text = `${before.text.trim()} ${cell.text.trim()}`
      textCells.splice(i, 1)
    }
  }
  let range: DateRange | null = dateCells.length > 0 ? findDateRange(dateCells.join(' ')) : null
  const pieces: HeaderFields['parts'] = []
  for (const cell of textCells) {
    let text = cell.text
    // Otherwise the dates are inside the text ("Acme | Jan 2020 – Present"): the first range wins.
    const found = findDateRange(text)
    if (found && !range) {
      range = found
      text = text.slice(0, found.index) + '\t' + text.slice(found.index + found.length)
    } else if (
      found &&
      tidy(text.slice(0, found.index) + text.slice(found.index + found.length)) === ''
    ) {
      continue
    }
    // A grade after the degree ("… GPA: 3.8/4.0") is a part of its own.
    text = text.replace(
      /\s+((?:GPA|CGPA|Grade|Note|Notendurchschnitt|GNO|Ortalama|Moyenne|Nota)\s*[:=]?\s*\d[\d.,]*(?:\s*\/\s*\d[\d.,]*)?)/giu,
      '\t$1',
    )
    for (const raw of text.split(SEPARATORS)) {
      for (const piece of splitAtWords(raw)) {
        const part = tidy(piece.replace(/^\((.*)\)$/, '$1'))
        if (part && /[\p{L}\p{N}]/u.test(part))
          pieces.push({ text: part, bold: cell.bold, line: cell.line })
      }
    }
  }
  // Commas: one cell holding everything ("Waiter, Harbour Kitchen") is split into its fields;
  // otherwise a cell only loses a trailing place ("Lakeview Hospital, Chicago, IL"), so titles
  // with a comma ("Registered Nurse, Medical ICU") stay whole.
  const single = pieces.filter((p) => !isPlace(p.text)).length === 1
  const parts = pieces.flatMap((piece) => {
    const split =
      single && !isPlace(piece.text) ? splitAllCommas(piece.text) : splitTrailingPlace(piece.text)
    return split.map((text) => ({ ...piece, text }))
  })
  return { range, parts }
}

const LEGAL_FORM =
  /^(?:inc|ltd|llc|plc|gmbh|ag|co|corp|s\.?a|s\.?l|b\.?v|n\.?v|a\.?ş|a\.?s|jr|sr)\.?$/i

function commaPieces(text: string): string[] {
  const merged: string[] = []
  for (const piece of text.split(/,\s+/)) {
    if (merged.length > 0 && LEGAL_FORM.test(piece.trim()))
      merged[merged.length - 1] += `, ${piece}`
    else merged.push(piece.trim())
  }
  return merged
}

function isOrganisation(text: string): boolean {
  return hasOrganisationWord(text)
}

/** "University of California, Berkeley": a campus is part of the name, not its place. */
function isCampusName(pieces: readonly string[]): boolean {
  return (
    pieces.length === 2 &&
    /\b(?:university|universidad|universidade|université|università|universität)\s+(?:of|de|di|von)\s+\p{L}+$/iu.test(
      pieces[0] ?? '',
    ) &&
    !isClearPlace(pieces[1] ?? '')
  )
}

/** "Role, Organisation, Place" → its fields; what precedes the organisation is the role. */
function splitAllCommas(text: string): string[] {
  const pieces = commaPieces(text)
  if (isCampusName(pieces)) return [text]
  if (pieces.length < 2 || pieces.some((p) => p.split(/\s+/).length > 8)) return [text]
  const org = pieces.findIndex((p, i) => i > 0 && isOrganisation(p))
  if (org > 0) {
    const place = pieces.slice(org + 1).join(', ')
    return [pieces.slice(0, org).join(', '), pieces[org] ?? '', ...(place ? [place] : [])]
  }
  const place = pieces.slice(2).join(', ')
  return [pieces[0] ?? '', pieces[1] ?? '', ...(place ? [place] : [])]
}

/** "Organisation, City, ST" → organisation and place; anything else stays whole. */
function splitTrailingPlace(text: string): string[] {
  const pieces = commaPieces(text)
  if (pieces.length < 2) return [text]
  const org = pieces.findIndex((p) => isOrganisation(p))
  if (org < 0 || org === pieces.length - 1) return [text]
  const place = pieces.slice(org + 1).join(', ')
  if (!isPlace(place)) return [text]
  if (org === pieces.length - 2 && isCampusName(pieces)) return [text]
  return [pieces.slice(0, org + 1).join(', '), place]
}

/** "Developer at Acme", "Entwicklerin bei Acme", "Ingeniero en Acme" → two parts. */
function splitAtWords(text: string): string[] {
  const match =
    /^(.+?)\s+(?:(?:at|bei|beim|im|am|an der|chez|presso|en|na|bij)\s+|@\s*)(\p{Lu}.+)$/u.exec(text)
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
