// One-line list sections: skills, languages, hobbies and the rich-text lists (honours,
// publications, volunteering, exhibitions). Items may be one per line, comma-separated, or
// under category labels ("Cloud: AWS, Azure"), which are not items themselves.
import { descriptionItems } from './description'
import { looksLikeLevel } from './levels'
import { BULLET, type SourceLine } from './source'

export interface NamedLevel {
  name: string
  level: string
}

const LEVEL_SPLIT = /\s*(?:[:–—|]|\s-\s)\s*|\s*\(([^)]*)\)\s*$/

/** "React – Advanced", "Deutsch: Muttersprache", "English (C1)" → name and printed level. */
export function nameAndLevel(text: string): NamedLevel {
  const clean = text.replace(BULLET, '').trim()
  const bracket = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(clean)
  if (bracket && looksLikeLevel(bracket[2] ?? ''))
    return { name: (bracket[1] ?? '').trim(), level: (bracket[2] ?? '').trim() }
  const stars = /^(.*?)\s*([★●■◆⬤☆○□◇◯\s]{3,})$/u.exec(clean)
  if (stars && /[★●■◆⬤]/u.test(stars[2] ?? ''))
    return { name: (stars[1] ?? '').trim(), level: (stars[2] ?? '').replace(/\s/g, '') }
  const tabbed = clean.split('\t')
  if (tabbed.length === 2 && looksLikeLevel(tabbed[1] ?? ''))
    return { name: (tabbed[0] ?? '').trim(), level: (tabbed[1] ?? '').trim() }
  // A level column printed before the name ("Advanced    CATIA V5").
  if (tabbed.length === 2 && looksLikeLevel(tabbed[0] ?? ''))
    return { name: (tabbed[1] ?? '').trim(), level: (tabbed[0] ?? '').trim() }
  const parts = clean
    .split(LEVEL_SPLIT)
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
  if (parts.length >= 2) {
    const level = parts.slice(1).join(' ').trim()
    if (looksLikeLevel(level) || /\t/.test(clean)) return { name: (parts[0] ?? '').trim(), level }
  }
  return { name: clean.replace(/\t/g, ' '), level: '' }
}

/** Splits comma/semicolon/bullet-separated items, dropping a leading category label. */
export function splitItems(text: string, dropLabel = true): string[] {
  const withoutLabel = dropLabel ? text.replace(/^[^:,]{2,40}:\s+(?=.*[,;•·|])/u, '') : text
  return withoutLabel
    .split(/\s*[,;•·|]\s*|\t/u)
    .map((item) => item.replace(BULLET, '').trim())
    .filter((item) => item !== '' && /[\p{L}\p{N}]/u.test(item))
}

/** Items of a list section; short items (skills, languages) never wrap by position. */
function joinWrapped(lines: readonly SourceLine[], geometry = false, paragraphs = false): string[] {
  return descriptionItems(lines, true, geometry, paragraphs).items
}

/** A line that holds only a printed level ("Expert", "Sehr gut", "C1"). */
function levelOnly(line: SourceLine | undefined): boolean {
  if (!line) return false
  const text = line.text.replace(BULLET, '').trim()
  const words = text.split(/\s+/)
  if (words.length > 3 || text.length > 24 || !looksLikeLevel(text)) return false
  // Every word says how well ("Expert", "Sehr gut", "İleri Seviye"), none names a thing.
  return words.every(
    (w) =>
      looksLikeLevel(w) ||
      /^(?:sehr|very|fairly|quite|level|niveau|seviye|seviyesi|nivel)$/iu.test(w),
  )
}

/**
 * Skill lines → name/level pairs. A level printed on the line under a name belongs to it; when
 * item lines follow ("Frontend" / "Expert" / "React, Vue"), the name is a group label and the
 * level is the group's.
 */
export function parseSkills(lines: readonly SourceLine[]): NamedLevel[] {
  if (lines.some((line, i) => i > 0 && levelOnly(line) && !levelOnly(lines[i - 1]))) {
    const result: NamedLevel[] = []
    let start = 0
    const flush = (end: number, level: string): void => {
      if (end > start)
        for (const skill of parseSkillLines(lines.slice(start, end)))
          result.push(level && !skill.level ? { ...skill, level } : skill)
    }
    let level = ''
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i]
      const name = lines[i - 1]
      if (!line || !name || !levelOnly(line) || levelOnly(name)) continue
      flush(i - 1, level)
      const printed = line.text.replace(BULLET, '').trim()
      const next = lines[i + 1]
      // Items follow (not another name with its level): the name labels a group.
      const group = next !== undefined && !levelOnly(lines[i + 2]) && !levelOnly(next)
      if (group) level = printed
      else {
        result.push({ name: name.text.replace(BULLET, '').trim(), level: printed })
        level = ''
      }
      start = i + 1
    }
    flush(lines.length, level)
    return result.filter((s) => s.name.length > 0 && s.name.length <= 80)
  }
  return parseSkillLines(lines)
}

function parseSkillLines(lines: readonly SourceLine[]): NamedLevel[] {
  const result: NamedLevel[] = []
  for (const text of joinWrapped(lines)) {
    // Tags in a row ("Figma    Sketch    Typography"): every cell is a skill.
    const cells = text.split('\t')
    if (cells.length >= 3 && !cells.some((cell) => looksLikeLevel(cell))) {
      for (const cell of cells) result.push(...splitItems(cell).map((item) => nameAndLevel(item)))
      continue
    }
    const single = nameAndLevel(text)
    const commaList =
      /[,;•·|]/u.test(single.level ? single.name : text) || /^[^:]{2,40}:\s+\S/.test(text)
    if (single.level && !/[,;]/.test(single.name) && !/[,;]/.test(single.level)) {
      result.push(single)
      continue
    }
    if (commaList) {
      for (const item of splitItems(text)) result.push(nameAndLevel(item))
      continue
    }
    if (/^[^:]{2,40}:$/.test(text.trim())) continue // a category label on its own line
    result.push(single)
  }
  return result.filter((s) => s.name.length > 0 && s.name.length <= 80)
}

/** Language lines → name/level pairs ("English: Native", "German (B2), French (A2)"). */
export function parseLanguages(lines: readonly SourceLine[]): NamedLevel[] {
  const result: NamedLevel[] = []
  for (const text of joinWrapped(lines)) {
    // "Norwegian: Native • English: Fluent": the first "name:" is an item, not a label.
    const cells = text.split('\t').length
    const pieces = /[,;•·|]/u.test(text) || cells >= 3 ? splitItems(text, false) : [text]
    // "English (C1) German (B2)": a level in brackets ends an item.
    for (const piece of pieces)
      for (const item of piece.split(/(?<=\))\s+(?=\p{Lu})/u)) result.push(nameAndLevel(item))
  }
  return result.filter((l) => l.name.length > 0 && l.name.length <= 60)
}

/** Hobbies: one per line or comma-separated. */
export function parseHobbies(lines: readonly SourceLine[]): string[] {
  return joinWrapped(lines).flatMap((text) =>
    text.length < 120 && /[,;•·|]/u.test(text) ? splitItems(text) : [text],
  )
}

/** Honours, publications, volunteering, exhibitions: one item per entry line (wrapped lines joined). */
export function parseRichList(lines: readonly SourceLine[]): string[] {
  return joinWrapped(lines, true, true)
}
