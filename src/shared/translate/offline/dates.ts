// Dates of date fields and of free text, in the target language (issue 15 point 2). The model
// stores MM/YYYY, which reads the same everywhere and stays as it is; an ongoing end date holds
// the Present word of the resume's language and becomes the target's; a date written with a
// month name ("March 2020", "Mär. 2020", "2020年3月") is rewritten with the target's month name.
// Month names come from Intl (CLDR), which every runtime of the product has.
import { isPresentWord, presentWord, type ResumeLanguageCode } from '../../resume'

interface MonthDate {
  month: number
  year: number
}

const monthIndexCache = new Map<string, ReadonlyMap<string, number>>()

const cleanMonth = (name: string, lang: string) =>
  name.toLocaleLowerCase(lang).replace(/[.,]/g, '').trim()

// Every spelling CLDR uses for a month in a language: long and short, alone and inside a date
// (Russian "март" and "марта", Greek "Μάρτιος" and "Μαρτίου").
function monthIndex(lang: string): ReadonlyMap<string, number> {
  const cached = monthIndexCache.get(lang)
  if (cached) return cached
  const index = new Map<string, number>()
  const styles: Intl.DateTimeFormatOptions[] = [
    { month: 'long' },
    { month: 'short' },
    { month: 'long', year: 'numeric' },
    { month: 'short', year: 'numeric' },
    { month: 'long', day: 'numeric' },
    { month: 'short', day: 'numeric' },
  ]
  for (const style of styles) {
    const format = new Intl.DateTimeFormat(lang, { ...style, timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      const date = new Date(Date.UTC(2021, month - 1, 15))
      for (const part of format.formatToParts(date)) {
        if (part.type !== 'month') continue
        const name = cleanMonth(part.value, lang)
        // Numeric months (CJK "3月" parts) are read by the patterns below instead.
        if (/\p{L}/u.test(name) && !/\d/.test(name) && !index.has(name)) index.set(name, month)
      }
    }
  }
  monthIndexCache.set(lang, index)
  return index
}

function monthNames(lang: string): string[] {
  return [...monthIndex(lang).keys()]
}

// Words some languages write after the year ("2020 г.", "2020 р.", "2020.").
const YEAR_SUFFIX = /\s*(?:г\.?|р\.?|года|року|год|έτους)$/u
// Words between month and year ("marzo de 2020", "March of 2020").
const CONNECTOR = /(?<![\p{L}])(?:de|del|of)(?![\p{L}])/giu
const CJK_DATE = /^(\d{4})\s*(?:年|년)\s*(\d{1,2})\s*(?:月|월)$/u

/** Month and year of a date written with a month name, in `from` or English; else null. */
export function parseMonthDate(text: string, from: string): MonthDate | null {
  const value = text.trim().replace(YEAR_SUFFIX, '')
  const cjk = CJK_DATE.exec(value)
  if (cjk) return toMonthDate(Number(cjk[2]), Number(cjk[1]))
  const year = /(?<!\d)(\d{4})(?!\d)\.?/u.exec(value)
  if (!year) return null
  const rest = (value.slice(0, year.index) + ' ' + value.slice(year.index + year[0].length))
    .replace(CONNECTOR, ' ')
    .trim()
  for (const lang of new Set([from, 'en'])) {
    const month = monthIndex(lang).get(cleanMonth(rest, lang))
    if (month) return toMonthDate(month, Number(year[1]))
  }
  return null
}

function toMonthDate(month: number, year: number): MonthDate | null {
  return month >= 1 && month <= 12 && year >= 1900 && year <= 2100 ? { month, year } : null
}

/** "März 2020", "Mart 2020", "2020年3月", "مارس 2020": month and year as `to` writes them. */
export function formatMonthDate(date: MonthDate, to: ResumeLanguageCode): string {
  // Latin digits everywhere: dates are protected tokens and must stay comparable.
  const format = new Intl.DateTimeFormat(`${to}-u-nu-latn`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const text = format.format(new Date(Date.UTC(date.year, date.month - 1, 15)))
  return capitalize(text, to)
}

/** The first letter in upper case, as a value standing alone at the start of a line. */
export function capitalize(text: string, lang: string): string {
  const first = text.match(/\p{L}/u)
  if (!first || first.index === undefined) return text
  return (
    text.slice(0, first.index) +
    first[0].toLocaleUpperCase(lang) +
    text.slice(first.index + first[0].length)
  )
}

/**
 * A start or end date in the target language. MM/YYYY, bare years and anything not recognised
 * stay as written; only a Present word or a month-name date changes.
 */
export function translateDateField(
  value: string,
  from: ResumeLanguageCode,
  to: ResumeLanguageCode,
): string {
  if (value.trim() === '') return value
  if (isPresentWord(value)) return presentWord(to)
  const date = parseMonthDate(value, from)
  return date ? formatMonthDate(date, to) : value
}

const patternCache = new Map<string, RegExp>()

/** Finds month-name dates inside free text of `from` (and English), for protect.ts. */
export function monthDatePattern(from: string): RegExp {
  const cached = patternCache.get(from)
  if (cached) return cached
  const names = [...new Set([...monthNames(from), ...monthNames('en')])]
    .filter((name) => name.length > 2)
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  const month = `(?:${names.join('|')})\\.?`
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${month}\\s+(?:(?:de|del|of)\\s+)?\\d{4}|\\d{4}\\.?\\s+${month})(?![\\p{L}\\p{N}])`,
    'giu',
  )
  patternCache.set(from, pattern)
  return pattern
}
