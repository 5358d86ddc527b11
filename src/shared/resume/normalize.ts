// normalizeResume turns anything (old, partial, imported or hostile data) into a valid Resume
// and says what it changed. It never throws and never reads inherited or unknown properties,
// so keys such as __proto__ or constructor are simply dropped.
//
// Choices worth knowing:
// - Plain fields are not trimmed: the editor autosaves while the user types.
// - Dates are kept as written, except numeric dates that cannot exist ("13/2020", "31/02/1990"),
//   which keep their year (or nothing) and say so. Only the editor's date inputs enforce
//   MM/YYYY; rewriting an imported "2019" or "Jan 2020" here would lose what the user wrote.
// - Which field is plain, rich, a date, a flag or a level is read from the section schemas
//   (sections/fields.ts): a new field is declared once, in its schema.
// - selectedTemplate: missing → Business (the default); unknown → Default (see readTemplate).
import { isPresentWord } from './present'
import { contactFields, type Contact } from './sections/contact'
import { newId, type FieldKind } from './sections/fields'
import { toLanguageLevel } from './sections/language'
import { storedSkillLevel } from './sections/skill'
import { MAX_LIST_ITEMS } from './limits'
import {
  FixLog,
  describe,
  isPlainObject,
  normalizeDate,
  normalizePlain,
  normalizeRich,
  own,
  quote,
  readFlag,
  readId,
  readText,
  type PlainObject,
} from './normalize-values'
import {
  readColor,
  readFontFamily,
  readFontSize,
  readResumeLanguage,
  readTemplate,
} from './normalize-settings'
import {
  LIST_SECTIONS,
  SECTION_FIELDS,
  createResume,
  resumeSchema,
  type ListSection,
  type Resume,
  type SectionItem,
} from './resume'

export interface NormalizeResult {
  resume: Resume
  /** What was repaired, one human-readable line each; empty for valid input. */
  fixes: string[]
}

// The flag that marks an item ongoing, and the end date it mirrors.
const CURRENT_FLAGS = new Set(['isCurrentEducation', 'isCurrentWork', 'isCurrentProject'])

const SETTINGS_KEYS = [
  'showSkillLevels',
  'showLanguageLevels',
  'selectedTemplate',
  'resumeColor',
  'resumeName',
  'resumeFontFamily',
  'resumeFontSize',
  'resumeLanguage',
] as const
const RESUME_KEYS: ReadonlySet<string> = new Set(['contact', ...LIST_SECTIONS, ...SETTINGS_KEYS])
const CONTACT_KEYS: ReadonlySet<string> = new Set(Object.keys(contactFields))

// Per section, computed once (normalisation runs on every autosave): its fields and kinds, the
// keys an item may have, and its "current" flag.
const SECTION_PLANS = Object.fromEntries(
  LIST_SECTIONS.map((section) => {
    const fields = Object.entries(SECTION_FIELDS[section])
    return [
      section,
      {
        fields,
        known: new Set(['id', ...fields.map(([key]) => key)]) as ReadonlySet<string>,
        currentFlags: fields.map(([key]) => key).filter((key) => CURRENT_FLAGS.has(key)),
      },
    ]
  }),
) as Record<
  ListSection,
  { fields: [string, FieldKind][]; known: ReadonlySet<string>; currentFlags: string[] }
>

let defaultResume: Resume | null = null
/** The defaults of the settings, read once from the schema. */
function defaults(): Resume {
  defaultResume ??= createResume()
  return defaultResume
}

export function normalizeResume(input: unknown): NormalizeResult {
  const log = new FixLog()
  try {
    const source = unwrap(input, log)
    const resume = source ? readResume(source, log) : createResume()
    return { resume, fixes: log.list() }
  } catch (error) {
    // Only exotic objects (throwing proxies and the like) get here; plain JSON never does.
    log.add(`the input could not be read (${String(error).slice(0, 80)}); started an empty resume`)
    return { resume: createResume(), fixes: log.list() }
  }
}

/** True when the data is already a valid resume (normalising it would change nothing). */
export function isValidResume(input: unknown): input is Resume {
  return resumeSchema.safeParse(input).success && normalizeResume(input).fixes.length === 0
}

// Accepts JSON text (a translation reply, possibly in code fences) and a library entry's
// { cvData } envelope, as well as the resume object itself.
function unwrap(input: unknown, log: FixLog): PlainObject | null {
  let value = input
  if (typeof input === 'string') {
    const text = input
      .trim()
      .replace(/^```(?:json)?\s*/i, '')
      .replace(/\s*```$/, '')
    try {
      value = JSON.parse(text)
      log.add('the input was JSON text; read the resume from it')
    } catch {
      log.add(`the input was text that is not JSON (${quote(input)}); started an empty resume`)
      return null
    }
  }
  if (!isPlainObject(value)) {
    log.add(`the input was ${describe(value)}, not a resume; started an empty resume`)
    return null
  }
  const cvData = own(value, 'cvData')
  const looksLikeResume = Object.keys(value).some((key) => RESUME_KEYS.has(key))
  if (isPlainObject(cvData) && !looksLikeResume) {
    log.add('the input was a library entry; read the resume from its cvData')
    return cvData
  }
  return value
}

function readResume(input: PlainObject, log: FixLog): Resume {
  reportUnknownKeys(input, RESUME_KEYS, '', log)
  const missing = [...RESUME_KEYS].filter((key) => own(input, key) === undefined)
  if (missing.length === RESUME_KEYS.size) {
    log.add('the input had no resume fields; started an empty resume')
  } else if (missing.length > 0) {
    log.add(`filled missing fields with defaults: ${missing.join(', ')}`)
  }
  const { showSkillLevels, showLanguageLevels } = defaults()
  const lists = Object.fromEntries(
    LIST_SECTIONS.map((section) => [section, readList(section, own(input, section), log)]),
  ) as { [S in ListSection]: SectionItem<S>[] }
  const resumeName = readText(own(input, 'resumeName'), 'resumeName', log)
  return {
    contact: readContact(own(input, 'contact'), log),
    ...lists,
    showSkillLevels:
      readFlag(own(input, 'showSkillLevels'), 'showSkillLevels', log) ?? showSkillLevels,
    showLanguageLevels:
      readFlag(own(input, 'showLanguageLevels'), 'showLanguageLevels', log) ?? showLanguageLevels,
    selectedTemplate: readTemplate(own(input, 'selectedTemplate'), log),
    resumeColor: readColor(own(input, 'resumeColor'), log),
    resumeName: resumeName === undefined ? '' : normalizePlain(resumeName, 'resumeName', log),
    resumeFontFamily: readFontFamily(own(input, 'resumeFontFamily'), log),
    resumeFontSize: readFontSize(own(input, 'resumeFontSize'), log),
    resumeLanguage: readResumeLanguage(own(input, 'resumeLanguage'), log),
  }
}

/** Valid personal details from any value; used by updateContact to clean a merged patch. */
export function normalizeContact(input: unknown): { contact: Contact; fixes: string[] } {
  const log = new FixLog()
  return { contact: readContact(input, log), fixes: log.list() }
}

/** A valid item of a section from any value; a non-object gives a blank item. */
export function normalizeItem<S extends ListSection>(
  section: S,
  input: unknown,
): { item: SectionItem<S>; fixes: string[] } {
  const log = new FixLog()
  if (!isPlainObject(input)) log.add(`the item was ${describe(input)}; started a blank one`)
  const item = readItem(section, isPlainObject(input) ? input : {}, section, log)
  return { item, fixes: log.list() }
}

function readContact(value: unknown, log: FixLog): Contact {
  if (value !== undefined && value !== null && !isPlainObject(value)) {
    log.add(`contact was ${describe(value)}, not personal details; started them empty`)
  }
  const source = isPlainObject(value) ? value : {}
  reportUnknownKeys(source, CONTACT_KEYS, 'contact', log)
  const contact = {} as Contact
  for (const [key, kind] of Object.entries(contactFields) as [keyof Contact, FieldKind][]) {
    const path = `contact.${key}`
    const text = readText(own(source, key), path, log) ?? ''
    contact[key] = normalizeField(kind, text, path, log)
  }
  return contact
}

function readList<S extends ListSection>(
  section: S,
  value: unknown,
  log: FixLog,
): SectionItem<S>[] {
  const raw = toArray(section, value, log)
  if (raw.length > MAX_LIST_ITEMS) {
    log.add(`${section} had ${raw.length} items; kept the first ${MAX_LIST_ITEMS}`)
  }
  const items: SectionItem<S>[] = []
  const seen = new Set<string>()
  raw.slice(0, MAX_LIST_ITEMS).forEach((entry, index) => {
    const path = `${section}[${index}]`
    if (!isPlainObject(entry)) {
      log.add(`${path} was ${describe(entry)}, not an item; dropped it`)
      return
    }
    const item = readItem(section, entry, path, log)
    if (seen.has(item.id)) {
      const duplicate = item.id
      item.id = newId()
      log.add(`${path}.id ${quote(duplicate)} was used by an earlier item; generated a new one`)
    }
    seen.add(item.id)
    items.push(item)
  })
  return items
}

// Lists stored by some databases come back as objects keyed "0", "1", …; those are read in key
// order. Anything else that is not a list is reported and replaced by an empty list.
function toArray(section: string, value: unknown, log: FixLog): unknown[] {
  if (value === undefined || value === null) return []
  if (Array.isArray(value)) return value
  if (isPlainObject(value)) {
    const keys = Object.keys(value)
    if (keys.length > 0 && keys.every((key) => /^\d{1,6}$/.test(key))) {
      log.add(`${section} was an object with numbered keys; read it as a list`)
      return keys.sort((a, b) => Number(a) - Number(b)).map((key) => own(value, key))
    }
  }
  log.add(`${section} was ${describe(value)}, not a list; emptied it`)
  return []
}

function readItem<S extends ListSection>(
  section: S,
  source: PlainObject,
  path: string,
  log: FixLog,
): SectionItem<S> {
  const plan = SECTION_PLANS[section]
  reportUnknownKeys(source, plan.known, path, log)
  const item: Record<string, string | boolean> = {
    id: readId(own(source, 'id'), `${path}.id`, log),
  }
  const missing: string[] = []
  for (const [key, kind] of plan.fields) {
    const fieldPath = `${path}.${key}`
    const value = own(source, key)
    if (value === undefined) missing.push(key)
    if (kind === 'flag') {
      item[key] = readFlag(value, fieldPath, log) ?? false
      continue
    }
    const text = readText(value, fieldPath, log) ?? ''
    item[key] = normalizeField(kind, text, fieldPath, log)
  }
  // An item saved without its "current" flag but ending in a Present word is ongoing.
  for (const key of plan.currentFlags) {
    const endDate = item.endDate
    if (own(source, key) === undefined && typeof endDate === 'string' && isPresentWord(endDate)) {
      item[key] = true
      log.add(`${path}.${key} was missing; set it because the end date is ${quote(endDate)}`)
    }
  }
  if (missing.length > 0)
    log.add(`${path}: filled missing fields with defaults: ${missing.join(', ')}`)
  return item as SectionItem<S>
}

/** A text field of any kind, read from the section schema (sections/fields.ts). */
function normalizeField(kind: FieldKind, text: string, path: string, log: FixLog): string {
  switch (kind) {
    case 'rich':
      return normalizeRich(text, path, log)
    case 'monthYear':
    case 'birthDate':
      return normalizeDate(text, kind, path, log)
    case 'skillLevel':
    case 'languageLevel':
      return readLevel(kind, text, path, log)
    case 'plain':
    case 'flag':
      return normalizePlain(text, path, log)
  }
}

function readLevel(kind: FieldKind, text: string, path: string, log: FixLog): string {
  const level =
    kind === 'skillLevel'
      ? storedSkillLevel(normalizePlain(text, path, log))
      : toLanguageLevel(normalizePlain(text, path, log))
  if (level === null) {
    // Known levels are stored canonically and other words as written, so only length refuses.
    log.add(`${path} ${quote(text)} is too long to be a level; left the level empty`)
    return ''
  }
  if (level !== text) log.add(`${path} ${quote(text)} stored as ${quote(level)}`)
  return level
}

function reportUnknownKeys(
  source: PlainObject,
  known: ReadonlySet<string>,
  path: string,
  log: FixLog,
): void {
  let allKnown = true
  for (const key in source) {
    if (Object.hasOwn(source, key) && !known.has(key)) {
      allKnown = false
      break
    }
  }
  if (allKnown) return
  const unknown = Object.keys(source).filter((key) => !known.has(key))
  const names = unknown.slice(0, 5).map(quote).join(', ')
  const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : ''
  const where = path === '' ? '' : `${path}: `
  log.add(`${where}dropped unknown fields ${names}${more}`)
}
