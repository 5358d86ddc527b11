// Entry header lines → fields: the date range is cut out first, the rest is split at the
// separators resumes use (tab/wide gap, |, ·, •, " — ", " at ", " bei ") and each part is
// recognised as a role/degree, an organisation or a place.
import {
  findDateRange,
  isDateFragment,
  isOnlyDate,
  tidy,
  withoutRange,
  type DateRange,
} from './dates'
import { wrapsInto } from './description'
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
  parts: { text: string; bold: boolean; line: number; cell: number; detail?: boolean }[]
}

// Cells, bars, dots, dashes, and a full stop between two sentences of a head ("Nurse. City
// Hospital"), never after an abbreviation ("Sr.", "Inc.", "Dept").
const SEPARATORS =
  /\t|\s+[|·•◆♦]\s+|\s+[–—]\s+|\s+-\s+|\s*\|\s*|(?<=[^\s.]\p{Ll}{4})\.\s+(?=\p{Lu})/u
// A title (a project's) is cut only at cells and bars: its dashes and commas are its own.
const TITLE_SEPARATORS = /\t|\s*\|\s*/u

export interface HeaderOptions {
  /** Heads that are one title (projects): cut at cells and bars only, commas kept. */
  title?: boolean
  /**
   * Degrees name their field with the same words ("Master in Physics", "Ingénieur en
   * Sécurité"): false cuts a head only at "@", not at "at", "en", "im"….
   */
  atWords?: boolean
  /**
   * A German education head written as a sentence ("Studium an der Universität X in Y"): read
   * by its prepositions (see germanProse).
   */
  germanProse?: boolean
}

// A street address with a postcode ("12, Rue Haute, 75002 Paris (France)", "Hauptstr. 5,
// 20095 Hamburg"): the house number stands alone at either end of the street's part.
const STREET_ADDRESS =
  /^((?:\d+[a-z]?(?:[,\s]|$)|.*\s\d+[a-z]?)(?:[^,]*,\s*)*?)[,\s]\s*(?:[A-Z]{1,2}-)?\d{4,5}\s+(\p{Lu}[^,\d]*(?:,\s*\p{Lu}[^,\d]*)?)$/u

/** The place of a street address printed in a head ("…, 75002 Paris (France)" → "Paris (France)"). */
function placeOfAddress(text: string): string | null {
  const match = STREET_ADDRESS.exec(text.trim())
  const place = match?.[2]?.trim() ?? ''
  return place && isPlace(place) ? place : null
}

/** A web address standing alone ("https://acme.example/", "www.acme.example"). */
const LINK = /^(?:https?:\/\/|www\.)\S+$/iu

/** A quotation opened and not closed on this line ("… „Bachelor" / "Pflege“"). */
function opensQuote(text: string): boolean {
  const closed = text
    .replace(/„[^„“”"]*[“”"]/gu, '')
    .replace(/“[^“”]*”/gu, '')
    .replace(/«[^«»]*»/gu, '')
  return /[„“«]/u.test(closed)
}

const GERMAN_PROSE =
  /^(\p{Lu}[\p{L}-]*(?:\s+(?:der|des|zum|zur|im)\s+[^,„“"]+?)?)\s+(?:an\s+der|an\s+dem|an|am|bei\s+der|bei\s+dem|bei|beim)\s+([^,„“"]+?)(?:(?:,\s*|\s+in\s+)([^„“"]+?))?(?:\s+als\s+([^,„“"]+?))?(?:\s*[„“"«]([^„“”"«»]+)[“”"»])?$/u

/**
 * A German education head written as a sentence: "Fernstudium an der Fernuniversität in Hagen
 * „Bachelor Informatik“", "Ausbildung an der Pflegeschule Mitte, Köln als Pfleger". The school
 * follows "an"/"am"/"bei", the place "in" or a comma; the degree is the quoted name, else what
 * the sentence starts with (and what follows "als"). Beside a quoted degree, the start ("Fernstudium")
 * is the entry's text. Null when it is no such sentence.
 */
export function germanProse(
  text: string,
): { degree: string; school: string; place: string; text: string } | null {
  const match = GERMAN_PROSE.exec(text.trim())
  if (!match) return null
  const [, kind = '', school = '', place = '', as = '', quoted = ''] = match
  if (!hasOrganisationWord(school) || degreeScore(school) > 0) return null
  if (place && !isPlace(place)) return null
  const studied = as ? `${kind} als ${as}` : kind
  return quoted
    ? { degree: tidy(quoted), school, place, text: studied }
    : { degree: studied, school, place, text: '' }
}

export function headerFields(
  lines: readonly SourceLine[],
  options: HeaderOptions = {},
): HeaderFields {
  // Cells that hold only (pieces of) dates are read together: a date column may wrap.
  const dateCells: string[] = []
  const textCells: {
    text: string
    bold: boolean
    line: number
    cell: number
    /** A title printed larger and wrapped over lines: its dashes are its own. */
    wrapped?: boolean
  }[] = []
  lines.forEach((line, index) => {
    // A duration beside the dates ("(25m)", "(2 yrs)", "(3 Monate)") is not a field.
    const text = line.text.replace(
      /\(\s*\d+(?:[.,]\d+)?\s*(?:m|mo|mos|months?|y|yrs?|years?|ay|yıl|monate?|jahre?|mois|ans?|meses|años)\.?\s*\)/giu,
      '',
    )
    text.split('\t').forEach((cell, position) => {
      if (isDateFragment(cell)) dateCells.push(cell.trim())
      else if (cell.trim() !== '')
        textCells.push({ text: cell, bold: line.bold, line: index, cell: position })
    })
  })
  // A head wrapped over lines ("Nurse at the" / "City Hospital") is one cell: after a joining
  // word, before a lower-case word, or, beside a date column, where the line above ends at the
  // edge of the text column and the next word would not have fitted there.
  // The head's text column beside a date column: where its first line's text starts.
  const textColumn = lines.find((l) => l.textX > l.x + 10)?.textX
  const filled = (above: SourceLine | undefined, below: SourceLine | undefined, at: number) =>
    above !== undefined &&
    below !== undefined &&
    (above.textX > above.x + 10 ||
      (textColumn !== undefined && Math.abs(above.x - textColumn) < 3)) &&
    Math.abs(below.x - above.textX) < 3 &&
    at === above.text.split('\t').length - 1 &&
    !isDateFragment(above.text.split('\t').at(-1) ?? '') &&
    !below.text.includes('\t') &&
    !findDateRange(below.text) &&
    wrapsInto(above, below)
  // A title printed larger than the rest of the head and wrapped over lines of its own size.
  const smallest = Math.min(
    ...lines.filter((l) => !isOnlyDate(l.text) && l.fontSize > 0).map((l) => l.fontSize),
  )
  const titleWrap = (above: SourceLine | undefined, below: SourceLine | undefined) =>
    above !== undefined &&
    below !== undefined &&
    above.fontSize >= smallest + 1 &&
    Math.abs(above.fontSize - below.fontSize) < 0.3 &&
    above.bold === below.bold &&
    below.gapAbove < 0.6 &&
    !above.text.includes('\t') &&
    !below.text.includes('\t') &&
    !findDateRange(above.text) &&
    !findDateRange(below.text)
  const wrappedTitle = (above: SourceLine | undefined, below: SourceLine | undefined) =>
    above !== undefined &&
    below !== undefined &&
    !above.text.includes('\t') &&
    Math.abs(above.x - below.x) < 3 &&
    wrapsInto(above, below)
  for (let i = textCells.length - 1; i > 0; i--) {
    const cell = textCells[i]
    const before = textCells[i - 1]
    if (!cell || !before || cell.line !== before.line + 1) continue
    const wrapsTitle = titleWrap(lines[before.line], lines[cell.line])
    if (
      /(?:,|\b(?:am|im|an|at|bei|beim|für|der|des|of|and|und|&|in|de|du|la|en|for|the|à|et|y|ve))$/iu.test(
        before.text.trim(),
      ) ||
      (/^\p{Ll}/u.test(cell.text.trim()) && !LINK.test(cell.text.trim())) ||
      opensQuote(before.text) ||
      (cell.cell === 0 && filled(lines[before.line], lines[cell.line], before.cell)) ||
      wrapsTitle ||
      // A project's title that fills its line and goes on at the start of the next.
      (options.title === true &&
        cell.cell === 0 &&
        wrappedTitle(lines[before.line], lines[cell.line])) ||
      // An organisation's name that fills its line and ends on the next ("Hochschule für
      // angewandte Wissenschaft" / "Kempten"); "City, Region" on the next line is its place.
      (cell.cell === 0 &&
        hasOrganisationWord(before.text) &&
        isPlace(cell.text) &&
        !isClearPlace(cell.text) &&
        wrappedTitle(lines[before.line], lines[cell.line]))
    ) {
      before.text = `${before.text.trim()} ${cell.text.trim()}`
      before.wrapped = before.wrapped === true || cell.wrapped === true || wrapsTitle
      textCells.splice(i, 1)
    }
  }
  let range: DateRange | null = dateCells.length > 0 ? findDateRange(dateCells.join(' ')) : null
  const pieces: HeaderFields['parts'] = []
  // The head's texts besides dates and places.
  const ownTexts = textCells.filter((cell) => {
    const found = findDateRange(cell.text)
    const text = found ? withoutRange(cell.text, found) : tidy(cell.text)
    return text !== '' && !isClearPlace(text)
  }).length
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
    text = placeOfAddress(text) ?? text
    const prose = options.germanProse ? germanProse(text) : null
    if (prose) {
      const at = { bold: cell.bold, line: cell.line, cell: cell.cell }
      for (const part of [prose.degree, prose.school, prose.place])
        if (part) pieces.push({ ...at, text: part })
      if (prose.text) pieces.push({ ...at, text: prose.text, detail: true })
      continue
    }
    // A grade after the degree ("… GPA: 3.8/4.0") is a part of its own.
    text = text.replace(
      /\s+((?:GPA|CGPA|Grade|Note|Notendurchschnitt|GNO|Ortalama|Moyenne|Nota)\s*[:=]?\s*\d[\d.,]*(?:\s*\/\s*\d[\d.,]*)?)/giu,
      '\t$1',
    )
    const separators =
      options.title === true || cell.wrapped === true ? TITLE_SEPARATORS : SEPARATORS
    for (const raw of text.split(separators)) {
      // "Developer at Acme" is split only when it is the head's one text: beside a title of
      // its own, "Student Services at U of T" is an organisation's name.
      // A title is cut at "@" only ("Chatbot @Personal project").
      const split = options.title
        ? splitAtWords(raw, false)
        : ownTexts > 1
          ? splitLocative(raw)
          : splitAtWords(raw, options.atWords !== false).flatMap(splitLocative)
      for (const piece of split) {
        const part = tidy(piece.replace(/^\((.*)\)$/, '$1'))
        // A web address beside a job or degree ("https://acme.example/") is no field of it.
        const link = !options.title && LINK.test(part)
        // A stray letter (a drop cap, a letter of a heading beside) is no field.
        const stray = part.replace(/[^\p{L}\p{N}]/gu, '').length < 2
        // A part printed twice ("STAJ" over "… staj") is one part.
        const again = pieces.some(
          (p) => p.text.toLocaleLowerCase('tr') === part.toLocaleLowerCase('tr'),
        )
        if (part && !stray && !link && !again)
          pieces.push({ text: part, bold: cell.bold, line: cell.line, cell: cell.cell })
      }
    }
  }
  if (options.title) return { range, parts: pieces }
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
  // "Universidad de Zaragoza, Zaragoza": a city the name already holds is its place.
  const named = (pieces[0] ?? '').toLocaleLowerCase().split(/\s+/)
  if (named.includes((pieces[1] ?? '').trim().toLocaleLowerCase())) return false
  return (
    pieces.length === 2 &&
    /\b(?:university|universidad|universidade|université|università|universität)\s+(?:of|de|di|von)\s+\p{L}+$/iu.test(
      pieces[0] ?? '',
    ) &&
    !isClearPlace(pieces[1] ?? '')
  )
}

// Departments and functions named after a title ("Vice President, Banking Operations",
// "Director, Product Marketing"): the title's own words, not an organisation or a place.
const DEPARTMENT =
  /(?<![\p{L}])(?:operations|marketing|sales|engineering|finance|research|development|human resources|communications|strategy|partnerships|compliance|procurement|logistics|product|infrastructure|security|analytics|customer success|business development)$/iu

/** "Role, Organisation, Place" → its fields; what precedes the organisation is the role. */
function splitAllCommas(text: string): string[] {
  const split = commaPieces(text)
  // "Title, Department" is one title.
  const pieces =
    split.length >= 2 && roleScore(split[0] ?? '') > 0 && DEPARTMENT.test(split[1] ?? '')
      ? [`${split[0] ?? ''}, ${split[1] ?? ''}`, ...split.slice(2)]
      : split
  if (isCampusName(pieces)) return [text]
  // Every field has a word: "B-1, B-2, C-1 certificate" is one text.
  if (pieces.length < 2 || pieces.some((p) => p.split(/\s+/).length > 8 || !/\p{L}{2}/u.test(p)))
    return [text]
  const org = pieces.findIndex((p, i) => i > 0 && isOrganisation(p))
  if (org > 0) {
    let name = pieces[org] ?? ''
    let after = pieces.slice(org + 1)
    // "University of California, Berkeley, Berkeley, CA": the campus before the place.
    if (
      after.length >= 2 &&
      isCampusName([name, after[0] ?? '']) &&
      isPlace(after.slice(1).join(', '))
    ) {
      name = `${name}, ${after[0] ?? ''}`
      after = after.slice(1)
    }
    const place = after.join(', ')
    return [pieces.slice(0, org).join(', '), name, ...(place ? [place] : [])]
  }
  const place = pieces.slice(2).join(', ')
  return [pieces[0] ?? '', pieces[1] ?? '', ...(place ? [place] : [])]
}

/** "Organisation, City, ST" → organisation and place; anything else stays whole. */
function splitTrailingPlace(text: string): string[] {
  const pieces = commaPieces(text)
  if (pieces.length < 2) return splitPlaceAfterName(text)
  // "Nordic Labs, Remote", "Acme, Germany": a clear place after the last comma.
  const last = pieces.at(-1) ?? ''
  const first = pieces[0] ?? ''
  if (
    pieces.length === 2 &&
    (isClearPlace(last) || isCityInCountry(last)) &&
    (REMOTE.test(last) || isCityInCountry(last) || (!isPlace(first) && !isClearPlace(first)))
  ) {
    const named = { role: 'x', organisation: '', location: text }
    if (!isOrganisation(first)) splitOrganisationFromPlace(named)
    return named.organisation ? [named.organisation, named.location] : [first, last]
  }
  // "Residenz am See, Hamburg, Deutschland": a clear place in the last two pieces.
  const lastTwo = pieces.slice(-2).join(', ')
  if (pieces.length >= 3 && isClearPlace(lastTwo) && !pieces.slice(0, -2).some((p) => isPlace(p)))
    return [pieces.slice(0, -2).join(', '), lastTwo]
  const org = pieces.findIndex((p) => isOrganisation(p))
  if (org < 0 || org === pieces.length - 1) return [text]
  const place = pieces.slice(org + 1).join(', ')
  if (!isPlace(place)) return [text]
  if (org === pieces.length - 2 && isCampusName(pieces)) return [text]
  return [pieces.slice(0, org + 1).join(', '), place]
}

/** "Müller GmbH Hamburg": a capitalised place after the organisation's legal form. */
function splitPlaceAfterName(text: string): string[] {
  const match =
    /^(.+?\s(?:gmbh|ag|kg|ohg|se|e\.\s?v\.|inc\.?|ltd\.?|llc|plc|corp\.?|s\.a\.|s\.l\.|b\.v\.|a\.ş\.))\s+(\p{Lu}[\p{L}'’-]+(?:[\s-]\p{Lu}[\p{L}'’-]+)?)$/iu.exec(
      text,
    )
  if (match && isPlace(match[2] ?? '')) return [match[1] ?? '', match[2] ?? '']
  return [text]
}

/** "Developer at Acme", "Entwicklerin bei Acme", "Ingeniero en Acme" → two parts. */
function splitAtWords(text: string, words = true): string[] {
  const match =
    /^(.+?)\s+(?:(?:at|bei|beim|im|am|an der|chez|presso|en|na|bij)\s+|(@)\s*)(\p{Lu}.+)$/u.exec(
      text,
    )
  // "@" always marks the organisation; a word only after a role ("Developer at Acme").
  if (match && (match[2] === '@' || (words && roleScore(match[1] ?? '') > 0)))
    return [match[1] ?? '', match[3] ?? '']
  return [text]
}

/**
 * Turkish puts the place of work first, with a locative ending: "Acme'de stajyer", "Kuzey
 * Yazılım Danışmanlığında staj" (Danışmanlığı + -nda) → role and organisation.
 */
function splitLocative(text: string): string[] {
  const match = /^(\p{Lu}.+?)(?:['’]n?[dt][ae]|(?<=\p{Lu}.*[ıiuü])n[dt][ae])\s+(\p{L}.*)$/u.exec(
    text,
  )
  if (match && roleScore(match[2] ?? '') > 0) return [match[2] ?? '', match[1] ?? '']
  return [text]
}

const REMOTE = /^(?:remote|hybrid|homeoffice|home office|uzaktan|remoto|télétravail|à distance)$/i

/** A place: "Seattle, WA", "Hamburg", "Paris, France", "Remote". Short, capitalised, no role words. */
export function isPlace(text: string): boolean {
  const t = text.trim()
  if (REMOTE.test(t)) return true
  // "London (United Kingdom)": a city with its country in brackets.
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/u.exec(t)
  if (bracketed && isCountry(bracketed[2] ?? '')) return isPlace(bracketed[1] ?? '')
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
  // A capital inside a word ("KolayCAR", "SoyHenry") marks a brand, not a place.
  if (/\p{Ll}\p{Lu}/u.test(t)) return false
  // Particles inside a town's name: "Santiago del Estero", "Newcastle upon Tyne".
  return /^\p{Lu}[\p{L}.'-]+(?:(?:[\s-](?:de|del|da|do|di|du|des|la|sur|upon|on))?[\s-]\p{Lu}[\p{L}.'-]*){0,2}$/u.test(
    t,
  )
}

/** "Kiew Ukraine", "Lyon France": a town and its country without a comma. */
function isCityInCountry(text: string): boolean {
  const match = /^(\p{Lu}[\p{L}'’-]+)\s+(.+)$/u.exec(text.trim())
  return match !== null && isCountry(match[2] ?? '') && isPlace(match[1] ?? '')
}

/** A place that cannot be a name: "City, ST", "City, Country", a country, "Remote". */
export function isClearPlace(text: string): boolean {
  if (!isPlace(text)) return false
  if (/\(([^()]+)\)$/u.test(text.trim())) return true
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
  // A place is never the first part, and only one is kept: the clearest, then one printed in a
  // cell of its own at the right ("School    City, Region"), then the last.
  let placeAt = -1
  let placeScore = 0
  for (let i = rest.length - 1; i >= 1; i--) {
    const part = rest[i]
    if (!part) continue
    const clear = isClearPlace(part.text)
    // With only two parts the second is a place only when it clearly is one.
    if (!(clear || (rest.length >= 3 && isPlace(part.text)))) continue
    const score = 1 + (clear ? 2 : 0) + (part.cell > 0 ? 1 : 0)
    if (score > placeScore) {
      placeScore = score
      placeAt = i
    }
  }
  const place = rest[placeAt]
  if (place) {
    result.location = place.text
    rest.splice(placeAt, 1)
  }
  const [first, second, ...more] = rest
  if (!first) return result
  if (!second) {
    if (orgLike(first.text) > roleLike(first.text)) result.organisation = first.text
    else result.role = first.text
    splitOrganisationFromPlace(result)
    return result
  }
  const firstIsOrg = orgLike(first.text) - roleLike(first.text)
  const secondIsOrg = orgLike(second.text) - roleLike(second.text)
  // When the words do not tell, the part printed on the place's line is the organisation
  // ("Acme    Remote" over "Developer    2020 – 2022"), the one on the dates' line the role.
  const placeLine = place?.line
  const byPlace =
    firstIsOrg === secondIsOrg &&
    placeLine !== undefined &&
    first.line !== second.line &&
    first.line === placeLine
  if (firstIsOrg > secondIsOrg || byPlace) {
    result.organisation = first.text
    result.role = second.text
  } else {
    result.role = first.text
    result.organisation = second.text
  }
  // A third part that is not a place is most often the place anyway ("Company, City"), unless
  // it names an organisation too: "College, University of X" is one name, printed as one.
  const third = more[0]
  const organisation = [first, second].find((p) => p.text === result.organisation)
  if (
    !result.location &&
    third &&
    organisation &&
    third.line === organisation.line &&
    third.cell === organisation.cell &&
    orgLike(third.text) > roleLike(third.text)
  )
    result.organisation = `${result.organisation}, ${third.text}`
  else if (!result.location && third && !/\d/.test(third.text)) result.location = third.text
  splitOrganisationFromPlace(result)
  return result
}

// First words of many-word city names ("New York", "San Diego", "Le Havre"): never a company.
const CITY_START =
  /^(?:new|san|santa|santo|são|los|las|la|le|les|el|al|saint|st\.?|sainte|ste\.?|port|porto|fort|bad|den|rio|ciudad|nueva|nuevo|east|west|north|south|mount|mont|puerto|villa|kuala|hong|tel|abu|buenos)$/iu

/**
 * An entry with a role and a place but no organisation, the place read as "Acme Bourges,
 * France": the organisation was printed before the city on the place's line.
 */
function splitOrganisationFromPlace(result: RoleFields): void {
  if (result.organisation || !result.role || !result.location) return
  const pieces = result.location.split(/,\s*/)
  const match = /^(.+?)\s+(\p{Lu}[\p{L}'’-]+)$/u.exec(pieces[0] ?? '')
  const last = pieces[1] ?? ''
  if (pieces.length !== 2 || !match || !isCountry(last)) return
  const name = match[1] ?? ''
  if (CITY_START.test(name) || isCountry(match[2] ?? '') || /\b(?:of|de|du|von|der)$/iu.test(name))
    return
  result.organisation = name
  result.location = `${match[2] ?? ''}, ${last}`
}

export function experienceParts(parts: HeaderFields['parts']): RoleFields {
  return assignRoleParts(parts, roleScore, organisationScore)
}

export function educationParts(parts: HeaderFields['parts']): RoleFields {
  const result = assignRoleParts(parts, degreeScore, schoolScore)
  // "School – Computer Engineering – PhD": a field of study printed beside a bare degree is
  // part of the degree as printed, not a place.
  const role = parts.findIndex((p) => p.text === result.role)
  const place = parts.findIndex((p) => p.text === result.location)
  const degree = parts[role]
  const field = parts[place]
  if (
    degree &&
    field &&
    Math.abs(role - place) === 1 &&
    degree.line === field.line &&
    degree.text.split(/\s+/).length <= 2 &&
    degreeScore(degree.text) > 0 &&
    !isClearPlace(field.text)
  ) {
    result.role = place < role ? `${field.text} – ${degree.text}` : `${degree.text} – ${field.text}`
    result.location = ''
  }
  return result
}
