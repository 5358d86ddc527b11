// Certification lines → course, institute and date ("AWS Certified Developer — Amazon (10/2022)").
import { findDateRange, tidy } from './dates'
import { descriptionItems } from './description'
import type { SourceLine } from './source'

export interface CertificationFields {
  course: string
  institute: string
  startDate: string
  endDate: string
}

// Strong separators first: an en dash inside a course name ("Developer – Associate") is not one.
const INSTITUTE_SEPARATORS = [
  /\s+—\s+/,
  /\s*\|\s*/,
  /\s+·\s+/,
  /\t/,
  /,\s+(?=[^,]+$)/,
  /\s+–\s+(?=[^–]+$)/,
  /\s+-\s+(?=[^-]+$)/,
]

export function parseCertification(text: string): CertificationFields {
  let rest = text.trim()
  let startDate = ''
  let endDate = ''
  const range = findDateRange(rest)
  if (range) {
    startDate = range.start
    endDate = range.end === 'Present' ? '' : range.end
    rest = tidy(rest.slice(0, range.index) + ' ' + rest.slice(range.index + range.length))
  }
  rest = tidy(rest.replace(/\(\s*\)/g, ''))
  for (const separator of INSTITUTE_SEPARATORS) {
    const match = separator.exec(rest)
    if (!match || match.index === 0) continue
    const course = tidy(rest.slice(0, match.index))
    const institute = tidy(rest.slice(match.index + match[0].length))
    if (course && institute) return { course, institute, startDate, endDate }
  }
  return { course: rest, institute: '', startDate, endDate }
}

export function parseCertifications(lines: readonly SourceLine[]): CertificationFields[] {
  return descriptionItems(lines)
    .items.map(parseCertification)
    .filter((c) => c.course !== '')
}
