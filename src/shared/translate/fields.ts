// Every text field of a resume with what translation does to it. A field is addressed by a
// stable path ("contact.jobTitle", "experiences/exp-1/description"): a translated copy keeps
// the source's item ids, so the same path names the same field in both, which is what linked
// language versions (issue 15 point 5) compare and update.
import { LIST_SECTIONS, type ListSection, type Resume } from '../resume'

/**
 * keep: proper nouns and contact data, never translated (names, companies, e-mail, phone…).
 * date: start and end dates (Present word, month names). jobTitle: the offline table, else text.
 * place: a country name is translated offline, anything else kept. languageName and
 * languageLevel: offline when known, else text. text and rich: free text for the provider.
 */
export type FieldRole =
  'keep' | 'date' | 'jobTitle' | 'place' | 'languageName' | 'languageLevel' | 'text' | 'rich'

export type FieldSection = 'contact' | ListSection

export interface FieldRef {
  path: string
  section: FieldSection
  itemId: string | null
  key: string
  role: FieldRole
}

const CONTACT_ROLES: Readonly<Record<keyof Resume['contact'], FieldRole>> = {
  jobTitle: 'jobTitle',
  firstName: 'keep',
  lastName: 'keep',
  email: 'keep',
  phone: 'keep',
  country: 'place',
  city: 'keep',
  birthDate: 'keep',
  address: 'keep',
  description: 'rich',
}

const RICH_ITEM = { description: 'rich' } as const
const DATES = { startDate: 'date', endDate: 'date' } as const

// Flags, ids and skill levels (stored as keys the templates print in any language) are absent.
const ITEM_ROLES: Readonly<Record<ListSection, Readonly<Record<string, FieldRole>>>> = {
  educations: { degree: 'text', school: 'keep', location: 'place', ...DATES, description: 'rich' },
  experiences: {
    title: 'jobTitle',
    company: 'keep',
    location: 'place',
    ...DATES,
    description: 'rich',
  },
  projects: { title: 'text', ...DATES, description: 'rich' },
  skills: { name: 'text' },
  certifications: { course: 'text', ...DATES, institute: 'keep' },
  languages: { name: 'languageName', level: 'languageLevel' },
  references: { name: 'keep', company: 'keep', phone: 'keep', email: 'keep' },
  honors: RICH_ITEM,
  publications: RICH_ITEM,
  hobbies: RICH_ITEM,
  voluntaries: RICH_ITEM,
  exhibitions: RICH_ITEM,
}

/** Proper-noun fields whose values are protected wherever they recur in free text. */
const NAME_FIELDS: Partial<Record<FieldSection, readonly string[]>> = {
  contact: ['firstName', 'lastName'],
  experiences: ['company'],
  educations: ['school'],
  certifications: ['institute'],
  references: ['name', 'company'],
}

export function contactPath(key: string): string {
  return `contact.${key}`
}

export function itemPath(section: ListSection, itemId: string, key: string): string {
  return `${section}/${itemId}/${key}`
}

/** Every translatable-or-kept text field of the resume, contact first, then lists in order. */
export function resumeFields(resume: Resume): FieldRef[] {
  const refs: FieldRef[] = Object.entries(CONTACT_ROLES).map(([key, role]) => ({
    path: contactPath(key),
    section: 'contact',
    itemId: null,
    key,
    role,
  }))
  for (const section of LIST_SECTIONS) {
    for (const item of resume[section] as readonly { id: string }[]) {
      for (const [key, role] of Object.entries(ITEM_ROLES[section])) {
        refs.push({ path: itemPath(section, item.id, key), section, itemId: item.id, key, role })
      }
    }
  }
  return refs
}

type Bag = Record<string, unknown>

function holder(resume: Resume, ref: Pick<FieldRef, 'section' | 'itemId'>): Bag | undefined {
  if (ref.section === 'contact') return resume.contact as unknown as Bag
  const items = resume[ref.section] as readonly Bag[]
  return items.find((item) => item.id === ref.itemId)
}

export function readField(resume: Resume, ref: FieldRef): string {
  const value = holder(resume, ref)?.[ref.key]
  return typeof value === 'string' ? value : ''
}

/** Writes a field in place; the caller owns the resume (a structured clone). */
export function writeField(resume: Resume, ref: FieldRef, value: string): void {
  const target = holder(resume, ref)
  if (target) target[ref.key] = value
}

/** Proper nouns of the resume (people, companies, schools), protected in free text. */
export function resumeNames(resume: Resume): string[] {
  const names: string[] = []
  for (const ref of resumeFields(resume)) {
    if (!NAME_FIELDS[ref.section]?.includes(ref.key)) continue
    const value = readField(resume, ref).trim()
    if (value.length > 1) names.push(value)
  }
  const { firstName, lastName } = resume.contact
  if (firstName.trim() && lastName.trim()) names.push(`${firstName.trim()} ${lastName.trim()}`)
  return names
}

export type FieldChange = { path: string; change: 'changed' | 'added' | 'removed' }

/**
 * The fields that differ between two versions of one resume (same item ids): for linked
 * language versions, what changed in the source since a revision, or what the user edited in a
 * copy since it was made. Only fields translation writes are compared.
 */
export function diffFields(before: Resume, after: Resume): FieldChange[] {
  const old = new Map(resumeFields(before).map((ref) => [ref.path, readField(before, ref)]))
  const changes: FieldChange[] = []
  const seen = new Set<string>()
  for (const ref of resumeFields(after)) {
    seen.add(ref.path)
    const value = readField(after, ref)
    if (!old.has(ref.path)) changes.push({ path: ref.path, change: 'added' })
    else if (old.get(ref.path) !== value) changes.push({ path: ref.path, change: 'changed' })
  }
  for (const path of old.keys()) {
    if (!seen.has(path)) changes.push({ path, change: 'removed' })
  }
  return changes
}
