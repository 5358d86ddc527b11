// Languages sections, read by the languages they name (see language-names.ts): the text after a
// name up to the next name is its level, a level printed alone on the next line or cell belongs to
// the name before it, certificates and scores printed under a language are remarks, and rows that
// name no language at all (a skills row under a misread heading) are handed back to the caller.
// The Europass CEFR grid (a row per language with five CEFR codes) is read here too.
import { looksLikeLevel } from './levels'
import { languageMentions, type LanguageMention } from './language-names'
import { BULLET, type SourceLine } from './source'

export interface LanguageItem {
  name: string
  level: string
}

export interface LanguageRead {
  languages: LanguageItem[]
  /** Lines that name no language and are no level or remark: for the skills list. */
  rest: SourceLine[]
}

const CEFR = /^[ABC][12]\+?$/
const CEFR_ANY = /\b[ABC][12]\b/
/** The grid's column titles and its row title for mother tongues (Europass, en/de/fr/es/tr). */
const GRID_LABEL =
  /understanding|speaking|writing|listening|reading|spoken|verstehen|sprechen|schreiben|hören|lesen|zusammenhängend|gesprächen|comprendre|parler|écrire|écouter|lire|comprensión|comprension|hablar|expresión|interacción|anlama|konuşma|yazma|dinleme|okuma|other languages?|language\(s\)|weitere sprache|andere sprache|autres? langues?|langue\(s\)|otros? idiomas?|idioma\(s\)|diğer dil|yabancı dil/i
const GRID_LEGEND =
  /common european framework|referenzrahmen|cadre européen|marco común|avrupa ortak|\bcefr\b|\bcecr\b|\bmcer\b|\bger\b|basic user|independent user|proficient user/i
export const MOTHER_TONGUE =
  /^(?:mother tongues?|mother tongue\(s\)|native languages?|muttersprachen?|muttersprache\(n\)|langues? maternelles?|langue\(s\) maternelle\(s\)|lenguas? maternas?|lengua\(s\) materna\(s\)|ana ?dil(?:ler)?i?)$/i

const cellsOf = (line: SourceLine): string[] =>
  line.text
    .split('\t')
    .map((cell) => cell.replace(BULLET, '').trim())
    .filter((cell) => cell !== '')

/** "Mother tongue(s)" → "Mother tongue": the level of the languages under that title. */
export function motherTongueLevel(title: string): string {
  return title
    .replace(/\((?:s|n|e|er|es)\)/gi, '')
    .replace(/[:\s]+$/, '')
    .trim()
}

/** "French  C1  C2  B2  C1  C2": a language with its CEFR codes in cells. */
function gridRow(cells: readonly string[]): LanguageItem | null {
  const [first = '', ...codes] = cells
  if (codes.length < 2 || !codes.every((code) => CEFR.test(code))) return null
  const mention = languageMentions(first)[0]
  if (!mention || first.replace(mention.name, '').trim() !== '') return null
  return { name: mention.name, level: codes.join(' ') }
}

/**
 * The CEFR grid of a Europass CV: its language rows with their codes, and the grid's other rows
 * (column titles, certificates, the legend) marked as read. Nothing when there is no grid row.
 */
export function readCefrGrid(lines: readonly SourceLine[]): {
  languages: LanguageItem[]
  used: Set<SourceLine>
} {
  const used = new Set<SourceLine>()
  const languages: LanguageItem[] = []
  if (!lines.some((line) => gridRow(cellsOf(line)))) return { languages, used }
  for (const line of lines) {
    const cells = cellsOf(line)
    const row = gridRow(cells)
    const mentions = languageMentions(line.text)
    if (row) languages.push(row)
    else if (cells.length >= 2 && MOTHER_TONGUE.test(cells[0] ?? '') && mentions.length > 0) {
      const level = motherTongueLevel(cells[0] ?? '')
      for (const mention of mentions) languages.push({ name: mention.name, level })
    } else if (
      GRID_LEGEND.test(line.text) ||
      (mentions.length === 0 && CEFR_ANY.test(line.text) && line.text.length < 120) ||
      (mentions.length === 0 && cells.length > 0 && cells.every((cell) => GRID_LABEL.test(cell)))
    ) {
      // Column titles, a certificate beside a row, the legend under the grid.
    } else continue
    used.add(line)
  }
  return { languages, used }
}

/** The printed level as stored: separators and the brackets around it gone, the text kept. */
export function cleanLevel(raw: string): string {
  let text = (raw.replace(/^[\s:=–—\-(|,/]+/, '').split(/\s\|\s|;|\t/)[0] ?? '')
    .replace(/\b([ABC])\s([12])\b/g, '$1$2')
    .replace(/[\s,.;:|]+$/, '')
  const open = (text.match(/\(/g) ?? []).length
  const close = (text.match(/\)/g) ?? []).length
  if (close > open) text = text.replace(/\)\s*$/, '').replace(/[\s,.;]+$/, '')
  if (open > close) text = text.replace(/\s*\([^)]*$/, '')
  // The model keeps 40 characters of a level: a long one keeps its first sentence or clause.
  if (text.length > 40) text = (text.split(/(?<=\))\.\s|\.\s|,\s/)[0] ?? text).trim()
  return text
}

/** Mentions that start an item: at the cell's start, after a separator or a closed bracket,
 *  or right after the previous name (no level between); never inside brackets. */
function itemStarts(cell: string, mentions: readonly LanguageMention[]): LanguageMention[] {
  const starts: LanguageMention[] = []
  let previousEnd = 0
  for (const mention of mentions) {
    const before = cell.slice(0, mention.start)
    const open = (before.match(/\(/g) ?? []).length - (before.match(/\)/g) ?? []).length
    if (open > 0) continue
    const between = cell.slice(previousEnd, mention.start)
    if (
      starts.length === 0
        ? /^[\s\p{P}\p{S}]*$/u.test(before) || /[,;|•·/)]\s*$/u.test(before)
        : /[,;|•·/)]\s*$/u.test(between) ||
          between.trim() === '' ||
          /\band\b|\bund\b|\bet\b|\by\b|\bve\b/.test(between)
    ) {
      starts.push(mention)
      previousEnd = mention.end
    }
  }
  return starts
}

/** "Vogon Fluent, CEFR C1": a language the lexicon does not know, followed by a level word. */
function shapedItem(cell: string): { name: string; raw: string } | null {
  const shaped = /^(\p{Lu}[\p{L}-]*)\s*[:–—-]?\s+(.+)$/u.exec(cell)
  if (!shaped?.[2] || !looksLikeLevel(shaped[2].split(/[\s,]+/)[0] ?? '')) return null
  return { name: shaped[1] ?? '', raw: shaped[2] }
}

/** "Native: Greek; Fluent: Dutch, Danish" → each language with the level printed before it. */
function levelFirst(cell: string): { name: string; raw: string }[] | null {
  const groups = cell.split(/\s*[;|]\s*/)
  const items: { name: string; raw: string }[] = []
  for (const group of groups) {
    const shaped = /^([^:]{1,30}):\s*(.+)$/u.exec(group)
    const level = shaped?.[1]?.trim() ?? ''
    if (!shaped?.[2] || languageMentions(level).length > 0 || !looksLikeLevel(level)) return null
    const mentions = languageMentions(shaped[2])
    if (mentions.length === 0) return null
    for (const mention of mentions) items.push({ name: mention.name, raw: level })
  }
  return items.length > 0 ? items : null
}

/** A cell that is only a level ("Courant", "Nivel B1 (Intermediate)", "C1"). */
function levelCell(cell: string): boolean {
  const first = cell.split(/\s+/)[0] ?? ''
  return looksLikeLevel(cell) || looksLikeLevel(first) || CEFR_ANY.test(cell.slice(0, 12))
}

/**
 * Reads a languages section. Lines that name no language go to `rest`, unless the section names
 * no language at all (a list of languages the lexicon does not know): then `fallback` reads it.
 */
export function readLanguages(
  lines: readonly SourceLine[],
  fallback: (lines: readonly SourceLine[]) => LanguageItem[],
): LanguageRead {
  const grid = readCefrGrid(lines)
  const own = lines.filter((line) => !grid.used.has(line))
  if (!own.some((line) => languageMentions(line.text).length > 0))
    return { languages: [...grid.languages, ...fallback(own)], rest: [] }
  const items: { name: string; raw: string }[] = []
  const rest: SourceLine[] = []
  let last: { name: string; raw: string } | null = null
  /** The first of the last names that still wait for a level. */
  const waiting = (): { name: string; raw: string } | undefined => {
    let first: { name: string; raw: string } | undefined
    for (let i = items.length - 1; i >= 0 && items[i]?.raw.trim() === ''; i--) first = items[i]
    return first
  }
  let lastLine = -1
  for (const [index, line] of own.entries()) {
    const cells = cellsOf(line)
    let pending = ''
    let restLine = false
    const before = items.length
    for (const [c, cell] of cells.entries()) {
      const mentions = languageMentions(cell)
      const grouped = levelFirst(cell)
      if (grouped) {
        // "Native: Greek; Fluent: Dutch, Danish": a level, then the languages it is given to.
        for (const item of grouped) items.push(item)
        last = items.at(-1) ?? last
        continue
      }
      const compound = mentions.find((mention) => mention.compound)
      if (compound && mentions.length === 1) {
        // "Gute Englischkenntnisse": the whole phrase says how well.
        last = { name: compound.name, raw: cell }
        items.push(last)
        continue
      }
      const starts = itemStarts(cell, mentions)
      const prefix = cell.slice(0, starts[0]?.start ?? cell.length).trim()
      if (/[\p{L}\p{N}]/u.test(prefix)) {
        const continues =
          last !== null && c === 0 && lastLine === index - 1 && /^[(\p{Ll}]/u.test(prefix)
        if (continues && last) last.raw = `${last.raw} ${prefix}`
        else if (c === 0 && cells.length > 1 && levelCell(prefix)) pending = prefix
        else if (waiting() && prefix.length <= 60 && levelCell(prefix)) {
          // Levels in a column of their own, in the order of the names before them.
          const item = waiting()
          if (item) item.raw = prefix
        } else if (starts.length === 0 && shapedItem(prefix)) {
          last = shapedItem(prefix)
          if (last) items.push(last)
        } else if (last && (/\d/.test(prefix) || /^\(.*\)$/.test(prefix))) {
          // A certificate or score printed with the language before it ("TOEIC : 820/990").
        } else if (starts.length === 0) restLine = true
      }
      for (const [s, start] of starts.entries()) {
        const end = starts[s + 1]?.start ?? cell.length
        last = { name: start.name, raw: cell.slice(start.end, end) }
        items.push(last)
      }
      if (pending && last && starts.length > 0 && last.raw.trim() === '') last.raw = pending
      if (starts.length > 0) pending = ''
    }
    if (restLine && items.length === before) rest.push(line)
    else lastLine = index
  }
  return {
    languages: [
      ...grid.languages,
      ...items.map((item) => ({ name: item.name, level: cleanLevel(item.raw) })),
    ],
    rest,
  }
}
