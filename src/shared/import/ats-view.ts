// The "ATS view" (issue 14 point 2): what an applicant-tracking system reads from the resume's
// real PDF, field by field beside what the person wrote. The cloud prints the resume, reads the
// PDF back with the same importer a recruiter's system is modelled on, and this compares the two:
// every filled field of the resume as written is `same` (read as written), `different` (read,
// but not as written) or `missing` (not read at all). Values are compared as a reader sees them:
// case, spacing, markup and bullet characters aside; a description counts as read when nearly all
// of its words are there.
import { SECTION_FIELDS, type ListSection, type Resume } from '../resume'
import { isFilled, visibleItems } from '../resume/visibility'

export type AtsStatus = 'same' | 'different' | 'missing'

export interface AtsRow {
  /** `contact` for the header fields and the summary, else the list section. */
  section: 'contact' | ListSection
  /** The item's position among the section's shown items; null for contact fields. */
  item: number | null
  field: string
  /** As written in the resume (plain text). */
  written: string
  /** As read from the PDF (plain text; empty when not found). */
  read: string
  status: AtsStatus
}

/** The header fields an ATS reads, in the order a resume shows them. */
const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'email',
  'phone',
  'city',
  'country',
  'address',
  'description',
] as const

/** The sections compared, with the fields that name an item (used to pair items up). */
const SECTIONS: Partial<Record<ListSection, readonly string[]>> = {
  experiences: ['title', 'company'],
  educations: ['degree', 'school'],
  projects: ['title'],
  certifications: ['course', 'institute'],
  skills: ['name'],
  languages: ['name'],
}

/** Share of a description's words that must be read for it to count as read. */
const DESCRIPTION_SHARE = 0.9

function plain(value: string): string {
  return value
    .replace(/<\/(?:p|li|div|h\d)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

const comparable = (value: string) =>
  plain(value)
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[•·▪‣◦●–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

const words = (value: string) => comparable(value).match(/[\p{L}\p{N}]+/gu) ?? []

function statusOf(kind: string, written: string, read: string): AtsStatus {
  if (!isFilled(plain(read))) return 'missing'
  if (kind === 'rich') {
    const have = new Set(words(read))
    const own = words(written)
    const found = own.filter((word) => have.has(word)).length
    return own.length === 0 || found >= own.length * DESCRIPTION_SHARE ? 'same' : 'different'
  }
  return comparable(written) === comparable(read) ? 'same' : 'different'
}

function nameOf(item: Record<string, unknown>, keys: readonly string[]): string[] {
  return keys.flatMap((key) => words(String(item[key] ?? '')))
}

/** The read item sharing most of the written item's naming words (each read item used once). */
function pairItems(
  written: readonly Record<string, unknown>[],
  read: readonly Record<string, unknown>[],
  keys: readonly string[],
): (Record<string, unknown> | null)[] {
  const used = new Set<number>()
  return written.map((item) => {
    const own = nameOf(item, keys)
    let best = -1
    let bestScore = 0
    read.forEach((candidate, index) => {
      if (used.has(index)) return
      const theirs = new Set(nameOf(candidate, keys))
      const score = own.filter((word) => theirs.has(word)).length
      if (score > bestScore) {
        best = index
        bestScore = score
      }
    })
    if (best < 0 || bestScore < Math.max(1, own.length / 2)) return null
    used.add(best)
    return read[best] ?? null
  })
}

/** Every filled field of the resume as written, with what was read for it. */
export function atsRows(written: Resume, read: Resume): AtsRow[] {
  const rows: AtsRow[] = []
  for (const field of CONTACT_FIELDS) {
    const value = written.contact[field]
    if (!isFilled(plain(value))) continue
    const kind = field === 'description' ? 'rich' : 'plain'
    const found = read.contact[field]
    rows.push({
      section: 'contact',
      item: null,
      field,
      written: plain(value),
      read: plain(found),
      status: statusOf(kind, value, found),
    })
  }
  for (const [section, keys] of Object.entries(SECTIONS) as [ListSection, readonly string[]][]) {
    const own = visibleItems(written, section) as Record<string, unknown>[]
    const theirs = visibleItems(read, section) as Record<string, unknown>[]
    const pairs = pairItems(own, theirs, keys)
    const kinds = SECTION_FIELDS[section] as Record<string, string>
    own.forEach((item, index) => {
      const match = pairs[index] ?? null
      for (const [field, kind] of Object.entries(kinds)) {
        if (kind !== 'plain' && kind !== 'rich' && kind !== 'monthYear') continue
        const value = item[field]
        if (typeof value !== 'string' || !isFilled(plain(value))) continue
        const found = match ? String(match[field] ?? '') : ''
        rows.push({
          section,
          item: index,
          field,
          written: plain(value),
          read: plain(found),
          status: statusOf(kind, value, found),
        })
      }
    })
  }
  return rows
}

/** Header fields and sections an ATS is expected to find in any resume. */
const EXPECTED_CONTACT = ['firstName', 'lastName', 'email', 'phone', 'jobTitle'] as const
const EXPECTED_SECTIONS = ['experiences', 'educations', 'skills'] as const

/**
 * What an ATS reads from a PDF nobody here wrote (the evaluation page's upload): every field read,
 * plus a `missing` row for each field or section an ATS expects and did not find (`item` null and
 * `field` '*' for a whole section).
 */
export function atsReadRows(read: Resume): AtsRow[] {
  const rows = atsRows(read, read)
  const missing: AtsRow[] = []
  for (const field of EXPECTED_CONTACT)
    if (!isFilled(read.contact[field]))
      missing.push({
        section: 'contact',
        item: null,
        field,
        written: '',
        read: '',
        status: 'missing',
      })
  for (const section of EXPECTED_SECTIONS)
    if (visibleItems(read, section).length === 0)
      missing.push({ section, item: null, field: '*', written: '', read: '', status: 'missing' })
  return [...missing, ...rows]
}

/** The share of written fields an ATS reads as written (1 when there is nothing to read). */
export function atsScore(rows: readonly AtsRow[]): number {
  if (rows.length === 0) return 1
  return rows.filter((row) => row.status === 'same').length / rows.length
}
