// JSON Resume dates are ISO 8601 (YYYY, YYYY-MM or YYYY-MM-DD); Vitae's are MM/YYYY (birth
// date DD/MM/YYYY). Vitae dates are month-precise, so an ISO day is dropped on import.

/** The ISO form of a Vitae date, or null when it is neither YYYY, MM/YYYY nor DD/MM/YYYY. */
export function toIsoDate(vitae: string): string | null {
  const value = vitae.trim()
  if (/^\d{4}$/.test(value)) return value
  const monthYear = /^(\d{2})\/(\d{4})$/.exec(value)
  if (monthYear) return `${monthYear[2]}-${monthYear[1]}`
  const dayMonthYear = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (dayMonthYear) return `${dayMonthYear[3]}-${dayMonthYear[2]}-${dayMonthYear[1]}`
  return null
}

/** The Vitae MM/YYYY form of an ISO date (YYYY stays YYYY), or null when it is not ISO. */
export function fromIsoDate(iso: string): string | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T.*)?$/.exec(iso.trim())
  if (!match) return null
  const [, year, month] = match
  return month ? `${month}/${year}` : (year ?? null)
}
