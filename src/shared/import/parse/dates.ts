// Dates as resumes print them, in many languages and formats → the model's MM/YYYY, a bare
// YYYY (a year-only date keeps its precision) or the resume language's Present word.
import { isPresentWord } from '../../resume'

// Month names and common abbreviations, January first: en, de, tr, es, fr, it, pt, nl.
const MONTHS: readonly string[][] = [
  [
    'january',
    'jan',
    'januar',
    'jänner',
    'jän',
    'ocak',
    'oca',
    'enero',
    'ene',
    'janvier',
    'janv',
    'gennaio',
    'gen',
    'janeiro',
    'januari',
  ],
  [
    'february',
    'feb',
    'februar',
    'feber',
    'şubat',
    'şub',
    'subat',
    'febrero',
    'février',
    'fevrier',
    'févr',
    'fév',
    'fevr',
    'febbraio',
    'fevereiro',
    'fev',
    'februari',
  ],
  [
    'march',
    'mar',
    'märz',
    'maerz',
    'mär',
    'mart',
    'marzo',
    'mars',
    'março',
    'marco',
    'maart',
    'mrt',
  ],
  ['april', 'apr', 'nisan', 'nis', 'abril', 'abr', 'avril', 'avr', 'aprile'],
  ['may', 'mai', 'mayıs', 'mayis', 'may', 'mayo', 'maggio', 'mag', 'maio', 'mei'],
  ['june', 'jun', 'juni', 'haziran', 'haz', 'junio', 'juin', 'giugno', 'giu', 'junho'],
  ['july', 'jul', 'juli', 'temmuz', 'tem', 'julio', 'juillet', 'juil', 'luglio', 'lug', 'julho'],
  [
    'august',
    'aug',
    'ağustos',
    'agustos',
    'ağu',
    'agu',
    'agosto',
    'ago',
    'août',
    'aout',
    'augustus',
  ],
  [
    'september',
    'sep',
    'sept',
    'eylül',
    'eylul',
    'eyl',
    'septiembre',
    'setiembre',
    'septembre',
    'settembre',
    'set',
    'setembro',
  ],
  [
    'october',
    'oct',
    'oktober',
    'okt',
    'ekim',
    'eki',
    'octubre',
    'octobre',
    'ottobre',
    'ott',
    'outubro',
    'out',
  ],
  ['november', 'nov', 'kasım', 'kasim', 'kas', 'noviembre', 'novembre', 'novembro'],
  [
    'december',
    'dec',
    'dezember',
    'dez',
    'aralık',
    'aralik',
    'ara',
    'diciembre',
    'dic',
    'décembre',
    'decembre',
    'déc',
    'dicembre',
    'dezembro',
    'december',
  ],
]

const MONTH_BY_NAME = new Map<string, number>()
MONTHS.forEach((names, index) => {
  for (const name of names) if (!MONTH_BY_NAME.has(name)) MONTH_BY_NAME.set(name, index + 1)
})

// Present words in date ranges, longest first so "bis heute" wins over "heute".
const PRESENT_PHRASES = [
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'to date',
  'till date',
  'till now',
  'until now',
  'heute',
  'bis heute',
  'aktuell',
  'derzeit',
  'laufend',
  'jetzt',
  'dato',
  'devam ediyor',
  'devam etmekte',
  'halen',
  'hâlen',
  'günümüz',
  'günümüze',
  'hala',
  'hâlâ',
  'şu an',
  'actualidad',
  'la actualidad',
  'presente',
  'hoy',
  'actual',
  'actualmente',
  'en curso',
  "aujourd'hui",
  'aujourd’hui',
  'présent',
  'en cours',
  'à ce jour',
  'ce jour',
  'actuel',
  'actuellement',
  'oggi',
  'in corso',
  'attuale',
  'atual',
  'atualmente',
  'o momento',
  'heden',
  'nu',
  'huidig',
].sort((a, b) => b.length - a.length)

function escape(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\']/g, (c) => (c === "'" ? "['’]" : `\\${c}`))
}

const MONTH_NAMES = [...MONTH_BY_NAME.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|')
const PRESENT = PRESENT_PHRASES.map(escape).join('|')

// Seasons: a date printed as "Fall 2022" or "Sommer 2019" is stored as its year.
const SEASONS =
  'spring|summer|fall|autumn|winter|frühling|frühjahr|sommer|herbst|ilkbahar|bahar|yaz|sonbahar|güz|kış|printemps|été|automne|hiver|primavera|verano|otoño|invierno'

// One date: a month name with a year, month/year, year-month, day.month.year, or a year.
const DATE_SOURCE =
  `(?:(?:\\d{1,2}\\.?\\s+)?(?:${MONTH_NAMES}|${SEASONS})\\.?,?\\s*'?\\d{4}` +
  `|\\d{1,2}\\s*[./-]\\s*\\d{1,2}\\s*[./-]\\s*\\d{4}` +
  `|\\d{1,2}\\s*[./]\\s*\\d{4}|\\d{1,2}-\\d{4}` +
  `|\\d{4}\\s*[./-]\\s*\\d{1,2}(?![\\d])` +
  `|(?:19|20)\\d{2})`
const SINCE = '(?:since|started|starting|seit|ab|depuis|desde|dal|sinds|den beri|itibaren)'
const TO = `(?:[-–—−~]+|to|bis|until|till|à|au|a|hasta|al|tot|até|ate|–)`
const END = `(?:(?:bis\\s+|until\\s+|to\\s+|hasta\\s+(?:la\\s+)?|jusqu['’]à\\s+)?(?:${PRESENT})|${DATE_SOURCE})`
const B = '(?<![\\p{L}\\p{N}])'
const E = '(?![\\p{L}\\p{N}])'

const RANGE = new RegExp(`${B}(${DATE_SOURCE})\\s*${TO}\\s*(${END})${E}`, 'iu')
// Two years with a slash ("(2020/2022)"): a range, since a month is never four digits.
const YEAR_RANGE = /(?<![\p{L}\p{N}/.])((?:19|20)\d{2})\s*\/\s*((?:19|20)\d{2})(?![\p{L}\p{N}/.])/u
// Two months sharing one year: "September–December 2019", "2020, Jul–Okt.".
const MONTH_TO = '(?:[-–—−~]+|to|bis|à|au|a|hasta|al)'
const MONTH_RANGE = new RegExp(
  `${B}(${MONTH_NAMES})\\.?\\s*${MONTH_TO}\\s*(${MONTH_NAMES})\\.?,?\\s*((?:19|20)\\d{2})${E}`,
  'iu',
)
const YEAR_MONTH_RANGE = new RegExp(
  `${B}((?:19|20)\\d{2}),?\\s*(${MONTH_NAMES})\\.?\\s*${MONTH_TO}\\s*(${MONTH_NAMES})${E}\\.?`,
  'iu',
)
const SINCE_RANGE = new RegExp(`${B}${SINCE}\\s+(${DATE_SOURCE})${E}`, 'iu')
const SINGLE = new RegExp(`${B}(${DATE_SOURCE})${E}`, 'iu')
// A date followed by a tilde and no end ("2024 ~", "2021.03 ~"): since then.
const TILDE_OPEN = new RegExp(`${B}(${DATE_SOURCE})\\s*~(?!\\s*[\\p{L}\\p{N}])`, 'iu')
const PRESENT_ONLY = new RegExp(
  `^(?:bis\\s+|until\\s+|to\\s+|hasta\\s+(?:la\\s+)?|jusqu['’]à\\s+)?(?:${PRESENT})$`,
  'iu',
)

/** True for a Present word or phrase ("heute", "bis heute", "Günümüz", "to date"…). */
export function isPresentText(text: string): boolean {
  const clean = text.trim().replace(/[.()]/g, '').trim()
  return PRESENT_ONLY.test(clean) || isPresentWord(clean)
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * One printed date → "MM/YYYY", "YYYY" (year only) or "" when it is not a date. Day-first
 * dates keep month and year ("15.03.2019" → "03/2019").
 */
export function parseDate(raw: string): string {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[()]/g, '')
  let m = /^(\d{1,2})\s*[./-]\s*(\d{4})$/.exec(text)
  if (m) return monthYear(Number(m[1]), Number(m[2]))
  m = /^(\d{4})\s*[./-]\s*(\d{1,2})$/.exec(text)
  if (m) return monthYear(Number(m[2]), Number(m[1]))
  m = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})$/.exec(text)
  if (m) return monthYear(Number(m[2]), Number(m[3]))
  m = /^(?:\d{1,2}\.?\s+)?([\p{L}]+)\.?,?\s*'?(\d{4})$/u.exec(text)
  if (m) {
    const month = MONTH_BY_NAME.get(m[1] ?? '')
    if (month) return monthYear(month, Number(m[2]))
    return SEASON_WORD.test(m[1] ?? '') ? yearOnly(Number(m[2])) : ''
  }
  m = /^((?:19|20)\d{2})$/.exec(text)
  return m ? (m[1] ?? '') : ''
}

const SEASON_WORD = new RegExp(`^(?:${SEASONS})$`, 'u')

function yearOnly(year: number): string {
  return year >= 1900 && year <= 2100 ? String(year) : ''
}

function monthYear(month: number, year: number): string {
  if (month < 1 || month > 12 || year < 1900 || year > 2100) return ''
  return `${two(month)}/${year}`
}

export interface DateRange {
  start: string
  /** "" when the entry has one date; the Present word (as printed) for ongoing entries. */
  end: string
  ongoing: boolean
  /** Where the range was found in the text, to cut it out. */
  index: number
  length: number
}

function monthRange(
  text: string,
): { year: number; first: number; last: number; index: number; text: string } | null {
  const after = MONTH_RANGE.exec(text)
  const before = YEAR_MONTH_RANGE.exec(text)
  const month = (name: string | undefined) => MONTH_BY_NAME.get((name ?? '').toLowerCase())
  const read = after
    ? { year: after[3], first: month(after[1]), last: month(after[2]), match: after }
    : before
      ? { year: before[1], first: month(before[2]), last: month(before[3]), match: before }
      : null
  if (!read?.first || !read.last) return null
  return {
    year: Number(read.year),
    first: read.first,
    last: read.last,
    index: read.match.index,
    text: read.match[0],
  }
}

/** Finds the first date range (or single date) in a line of text. */
export function findDateRange(text: string): DateRange | null {
  const years = YEAR_RANGE.exec(text)
  if (years && Number(years[2]) >= Number(years[1])) {
    const first = RANGE.exec(text)
    if (!first || first.index >= years.index)
      return {
        start: years[1] ?? '',
        end: years[2] ?? '',
        ongoing: false,
        index: years.index,
        length: years[0].length,
      }
  }
  const months = monthRange(text)
  if (months) {
    const { year, first, last } = months
    return {
      start: monthYear(first, year),
      end: monthYear(last, year),
      ongoing: false,
      index: months.index,
      length: months.text.length,
    }
  }
  const range = RANGE.exec(text)
  if (range) {
    const start = parseDate(range[1] ?? '')
    const endText = range[2] ?? ''
    const ongoing = isPresentText(endText)
    const end = ongoing ? 'Present' : parseDate(endText)
    if (start && (end || ongoing)) {
      return { start, end, ongoing, index: range.index, length: range[0].length }
    }
  }
  const since = SINCE_RANGE.exec(text)
  if (since) {
    const start = parseDate(since[1] ?? '')
    if (start)
      return { start, end: 'Present', ongoing: true, index: since.index, length: since[0].length }
  }
  const open = TILDE_OPEN.exec(text)
  if (open) {
    const start = parseDate(open[1] ?? '')
    if (start)
      return { start, end: 'Present', ongoing: true, index: open.index, length: open[0].length }
  }
  const single = SINGLE.exec(text)
  if (single) {
    const start = parseDate(single[1] ?? '')
    if (start)
      return { start, end: '', ongoing: false, index: single.index, length: single[0].length }
  }
  return null
}

/** The text with the range cut out and loose separators around the cut tidied. */
export function withoutRange(text: string, range: DateRange): string {
  const before = text.slice(0, range.index)
  const after = text.slice(range.index + range.length)
  return tidy(`${before} ${after}`)
}

/** Removes separators and brackets left at the ends or doubled after cutting a field out. */
export function tidy(text: string): string {
  return (
    text
      .replace(/\(\s*\)|\[\s*\]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s|·•,;:–—-]+|[\s|·•,;:–—-]+$/g, '')
      // A bracket left open or closed alone where a date was cut out ("Lycée Nord (").
      .replace(/\s*\($|^\)\s*/g, '')
      .replace(/\s*([|·•])\s*(?:[|·•]\s*)+/g, ' $1 ')
      .trim()
  )
}

// Words that label a date as a graduation or an expected one ("Mezuniyet: Haz 2022",
// "May 2026 (expected)"): part of the date cell, never a field of their own.
const DATE_LABELS =
  'expected|anticipated|graduation|graduated|graduating|voraussichtlich|abschluss|beklenen|mezuniyet|mezun|prévue?|prevue?|diplômée?|previsto|prevista|esperado|esperada|graduado|graduada|egresado|egresada|obtenido|obtenu'

const FRAGMENT_WORDS = new RegExp(
  `${B}(?:${MONTH_NAMES}|${SEASONS}|${PRESENT}|${SINCE}|${DATE_LABELS}|to|bis|until|till|à|au|a|hasta|al|tot|até|la|de|du|le|in|en|im|class of)${E}|\\d+|[./–—−~,'’():-]`,
  'giu',
)

/**
 * True for a piece of a date printed over several lines ("April 2009 bis Dezember", "2015"):
 * nothing but month names, numbers, range words and Present words, with at least one number
 * or Present word.
 */
export function isDateFragment(text: string): boolean {
  const t = text.trim()
  if (t === '' || !(/\d{4}/.test(t) || isPresentText(t) || /^\d{1,2}[./]\d{2,4}$/.test(t)))
    return false
  return t.replace(FRAGMENT_WORDS, '').replace(/\s+/g, '') === ''
}

/** True when the whole text is a date or a date range (a line of its own in a date column). */
export function isOnlyDate(text: string): boolean {
  const range = findDateRange(text)
  return range !== null && withoutRange(text, range).replace(/[^\p{L}\p{N}]/gu, '') === ''
}
