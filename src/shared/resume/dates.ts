// Date inputs (spec 000 §5): digits only, formatted as the user types, MM/YYYY for work and
// education, DD/MM/YYYY for the birth date. Invalid input is not stored; the validators say why.
import { isPresentWord } from './present'

export const MIN_YEAR = 1900
export const MAX_YEAR = 2100

export type MonthYearProblem = 'incomplete' | 'month' | 'year'
export type BirthDateProblem = 'incomplete' | 'day' | 'month' | 'year' | 'future'
export type DateCheck<Problem> = { ok: true } | { ok: false; reason: Problem }

/** Pasted ISO-style "2020-03" or "2020/03" means March 2020, not "20/2003". */
const YEAR_FIRST = /^\s*(\d{4})[-/.](\d{1,2})\s*$/

/**
 * Formats a month-year input while typing: keeps digits only (at most six) and shows MM/YYYY.
 * The slash appears once a third digit is typed, or when the user types it, so backspace over
 * the slash works; a one-digit month followed by a slash is padded ("3/" → "03/").
 */
export function formatMonthYearInput(raw: string): string {
  const isoLike = YEAR_FIRST.exec(raw)
  if (isoLike) return `${(isoLike[2] ?? '').padStart(2, '0')}/${isoLike[1] ?? ''}`
  return formatGroups(raw, [2, 4])
}

/** Formats a birth-date input while typing: DD/MM/YYYY, digits only (at most eight). */
export function formatBirthDateInput(raw: string): string {
  return formatGroups(raw, [2, 2, 4])
}

// Splits the typed characters into groups of digits separated by slashes. A slash typed early
// ends the group (padding a one-digit group with 0); typed groups are capped at their size.
function formatGroups(raw: string, sizes: number[]): string {
  const groups: string[] = ['']
  for (const char of raw) {
    const index = groups.length - 1
    const size = sizes[index] ?? 0
    const current = groups[index] ?? ''
    if (char >= '0' && char <= '9') {
      if (current.length < size) groups[index] = current + char
      else if (index + 1 < sizes.length) groups.push(char)
      continue
    }
    const isSeparator = char === '/' || char === '.' || char === '-' || char === ' '
    if (isSeparator && current.length > 0 && index + 1 < sizes.length) {
      groups[index] = current.padStart(size, '0')
      groups.push('')
    }
  }
  const typedSlash = groups.length > 1 && groups.at(-1) === ''
  const filled = groups.filter((group, i) => group !== '' || i === 0)
  return filled.join('/') + (typedSlash ? '/' : '')
}

/** Month and year of a complete MM/YYYY value, or null. */
export function parseMonthYear(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(value.trim())
  if (!match) return null
  const month = Number(match[1])
  const year = Number(match[2])
  if (month < 1 || month > 12 || year < MIN_YEAR || year > MAX_YEAR) return null
  return { month, year }
}

/**
 * Checks an MM/YYYY value: month 01–12, a four-digit year from 1900 to 2100. An end date that
 * is a Present word is not a month-year value; check isOngoing first.
 */
export function validateMonthYear(value: string): DateCheck<MonthYearProblem> {
  const match = /^(\d{1,2})(?:\/(\d{0,4}))?$/.exec(value.trim())
  if (!match) return { ok: false, reason: 'incomplete' }
  const [, month = '', year = ''] = match
  if (month.length === 2 && !isMonth(month)) return { ok: false, reason: 'month' }
  if (month.length < 2 || year.length < 4) return { ok: false, reason: 'incomplete' }
  if (!isYear(year)) return { ok: false, reason: 'year' }
  return { ok: true }
}

/**
 * Checks a DD/MM/YYYY birth date: a real calendar day (29/02 only in leap years), a year from
 * 1900, and not after `today` (the caller's local date; injectable for tests).
 */
export function validateBirthDate(value: string, today = new Date()): DateCheck<BirthDateProblem> {
  const match = /^(\d{1,2})(?:\/(\d{0,2})(?:\/(\d{0,4}))?)?$/.exec(value.trim())
  if (!match) return { ok: false, reason: 'incomplete' }
  const [, day = '', month = '', year = ''] = match
  if (day.length === 2 && (Number(day) < 1 || Number(day) > 31)) return { ok: false, reason: 'day' }
  if (month.length === 2 && !isMonth(month)) return { ok: false, reason: 'month' }
  if (day.length < 2 || month.length < 2 || year.length < 4) {
    return { ok: false, reason: 'incomplete' }
  }
  if (!isYear(year)) return { ok: false, reason: 'year' }
  const d = Number(day)
  const m = Number(month)
  const y = Number(year)
  if (d > daysInMonth(m, y)) return { ok: false, reason: 'day' }
  const todayKey = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate()
  if (y * 10_000 + m * 100 + d > todayKey) return { ok: false, reason: 'future' }
  return { ok: true }
}

function isMonth(month: string): boolean {
  return Number(month) >= 1 && Number(month) <= 12
}

function isYear(year: string): boolean {
  return /^\d{4}$/.test(year) && Number(year) >= MIN_YEAR && Number(year) <= MAX_YEAR
}

function daysInMonth(month: number, year: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** True when an end date says the item is ongoing: the Present word of any resume language. */
export function isOngoing(endDate: string): boolean {
  return isPresentWord(endDate)
}

const NUMERIC_MONTH_YEAR = /^\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/
const NUMERIC_YEAR_MONTH = /^\s*(\d{4})\s*[/.-]\s*(\d{1,2})\s*$/
const NUMERIC_DAY_MONTH_YEAR = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/

/**
 * What normalisation does with a stored date: a numeric date that cannot exist ("13/2020",
 * "31/02/1990", "05/0000") is repaired to what can be trusted of it, its year when that is a
 * real year and nothing otherwise; `reason` says why in words for the fix note. Anything else,
 * valid dates and wording such as "2019", "Jan 2020" or a Present word, is kept as written
 * (null): rewriting imported wording would lose what the person wrote.
 */
export function repairDate(
  value: string,
  format: 'monthYear' | 'birthDate',
): { value: string; reason: string } | null {
  let day: number | null = null
  let month: number
  let year: string
  const dayMonthYear = format === 'birthDate' ? NUMERIC_DAY_MONTH_YEAR.exec(value) : null
  const monthYear = format === 'monthYear' ? NUMERIC_MONTH_YEAR.exec(value) : null
  const yearMonth = format === 'monthYear' ? NUMERIC_YEAR_MONTH.exec(value) : null
  if (dayMonthYear) {
    day = Number(dayMonthYear[1])
    month = Number(dayMonthYear[2])
    year = dayMonthYear[3] ?? ''
  } else if (monthYear) {
    month = Number(monthYear[1])
    year = monthYear[2] ?? ''
  } else if (yearMonth) {
    month = Number(yearMonth[2])
    year = yearMonth[1] ?? ''
  } else {
    return null
  }
  const yearOk = isYear(year)
  const monthOk = month >= 1 && month <= 12
  const dayOk = day === null || (monthOk && day >= 1 && day <= daysInMonth(month, Number(year)))
  if (yearOk && monthOk && dayOk) return null
  const reason = !yearOk
    ? `the year is not between ${MIN_YEAR} and ${MAX_YEAR}`
    : !monthOk
      ? `there is no month ${month}`
      : `month ${String(month).padStart(2, '0')} has no day ${day}`
  return { value: yearOk ? year : '', reason }
}
