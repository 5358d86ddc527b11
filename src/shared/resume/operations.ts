// The resume store operations of spec 000 §4 as pure functions: each returns a new Resume and
// never mutates its input. When an operation cannot apply (an unknown id, a template that cannot
// be chosen, an invalid colour) it returns the resume it was given, so a store can skip the
// update. Every value that enters the resume is cleaned the same way normalizeResume cleans
// stored data, so the store can never hold unsafe HTML or out-of-range settings.
//
// The active section (spec 000 §3 "Editing state") is editor state, not resume data: a store
// keeps `activeSection: ActiveSection` next to the resume and sets it directly. resolveActiveSection
// checks it against the resume, and stepForSection says which editor step shows it.
import { toResumeLanguageCode, type ResumeLanguageCode } from './languages'
import { MAX_LIST_ITEMS } from './limits'
import { normalizeContact, normalizeItem, normalizeResume } from './normalize'
import { sanitizePlainText } from './html'
import { describeResume } from './person-name'
import { isPresentWord, presentWord } from './present'
import { toFontFamily, toResumeColor, toTemplateName } from './normalize-settings'
import { cutText } from './normalize-values'
import { MAX_PLAIN_LENGTH } from './limits'
import {
  SELECTABLE_TEMPLATES,
  clampStoredFontSize,
  type ActiveSection,
  type FontFamily,
  type ListSection,
  type Resume,
  type SectionItem,
  type SectionName,
  type TemplateName,
} from './resume'
import type { Contact } from './sections/contact'

type Items<S extends ListSection> = SectionItem<S>[]

/** Replaces a whole list (cleaned; duplicate or missing ids get new ones). */
export function replaceSection<S extends ListSection>(
  resume: Resume,
  section: S,
  items: readonly SectionItem<S>[],
): Resume {
  // Only this section is read; the other fields' "missing" notes are irrelevant here.
  const { resume: cleaned } = normalizeResume({ [section]: items })
  return { ...resume, [section]: cleaned[section] }
}

export function setShowSkillLevels(resume: Resume, show: boolean): Resume {
  return { ...resume, showSkillLevels: show }
}

export function setShowLanguageLevels(resume: Resume, show: boolean): Resume {
  return { ...resume, showLanguageLevels: show }
}

/** Professional is "coming soon" and choosing it does nothing (spec 000 §4 "Template change"). */
export function setTemplate(resume: Resume, template: TemplateName | string): Resume {
  const name = toTemplateName(template)
  if (!name || !SELECTABLE_TEMPLATES.includes(name)) return resume
  return { ...resume, selectedTemplate: name }
}

/** Palette or custom colour as #rgb/#rrggbb (CSS names and rgb() are converted). */
export function setResumeColor(resume: Resume, color: string): Resume {
  const valid = toResumeColor(color)
  return valid ? { ...resume, resumeColor: valid } : resume
}

/**
 * Sets the resume language. Ongoing end dates follow it: an item marked current whose end date
 * is a Present word gets the new language's word, so a German resume never says "Present".
 */
export function setResumeLanguage(resume: Resume, language: ResumeLanguageCode | string): Resume {
  const code = toResumeLanguageCode(language)
  if (!code || code === resume.resumeLanguage) return resume
  const word = presentWord(code)
  const follow = <T extends { endDate: string }>(item: T, ongoing: boolean): T =>
    ongoing && isPresentWord(item.endDate) && item.endDate !== word
      ? { ...item, endDate: word }
      : item
  return {
    ...resume,
    resumeLanguage: code,
    experiences: resume.experiences.map((item) => follow(item, item.isCurrentWork)),
    educations: resume.educations.map((item) => follow(item, item.isCurrentEducation)),
    projects: resume.projects.map((item) => follow(item, item.isCurrentProject)),
  }
}

export function setFontFamily(resume: Resume, family: FontFamily | string): Resume {
  const known = toFontFamily(family)
  return known ? { ...resume, resumeFontFamily: known } : resume
}

/** Takes the STORED size (displayed minus 6) and clamps it to the editor's range. */
export function setFontSize(resume: Resume, storedSize: number): Resume {
  return { ...resume, resumeFontSize: clampStoredFontSize(storedSize) }
}

export function setResumeName(resume: Resume, name: string): Resume {
  return { ...resume, resumeName: cutText(sanitizePlainText(name), MAX_PLAIN_LENGTH) }
}

/**
 * Names an imported resume that has no name, so the library does not fill up with "Untitled
 * resume": the person and the job title ("Ada Lovelace – Data Analyst"), else the uploaded file's
 * name without its extension. A name the file already carried is kept.
 */
export function nameImportedResume(resume: Resume, fileName = ''): Resume {
  if (resume.resumeName.trim()) return resume
  const fromFile = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .trim()
  const name = describeResume(resume.contact) || fromFile
  return name ? setResumeName(resume, name) : resume
}

/** Merges a patch into the personal details; values are cleaned as they are stored. */
export function updateContact(resume: Resume, patch: Partial<Contact>): Resume {
  const { contact } = normalizeContact({ ...resume.contact, ...patch })
  return { ...resume, contact }
}

/** True while the section has room for another item. */
export function canAddItem(resume: Resume, section: ListSection): boolean {
  return resume[section].length < MAX_LIST_ITEMS
}

/**
 * Appends an item (blank unless given) and returns its id. A given id is kept when it is free;
 * otherwise a new one is generated. When the list already holds MAX_LIST_ITEMS items nothing is
 * added and id is null.
 */
export function addItem<S extends ListSection>(
  resume: Resume,
  section: S,
  item: Partial<SectionItem<S>> = {},
): { resume: Resume; id: string | null } {
  if (!canAddItem(resume, section)) return { resume, id: null }
  const list = resume[section] as Items<S>
  const taken = list.some((existing) => existing.id === item.id)
  const { item: clean } = normalizeItem(section, taken ? { ...item, id: undefined } : item)
  return { resume: { ...resume, [section]: [...list, clean] }, id: clean.id }
}

// Items are looked up reading the list from the end, so with duplicate ids the last one wins
// (spec 000 §3). Normalised resumes have unique ids, so this only matters for raw data.
function lastIndexOfId(list: readonly { id: string }[], id: string): number {
  return list.findLastIndex((item) => item.id === id)
}

export function findItem<S extends ListSection>(
  resume: Resume,
  section: S,
  id: string,
): SectionItem<S> | undefined {
  const list = resume[section] as Items<S>
  return list[lastIndexOfId(list, id)]
}

export function removeItem(resume: Resume, section: ListSection, id: string): Resume {
  const list = resume[section]
  const index = lastIndexOfId(list, id)
  if (index === -1) return resume
  return { ...resume, [section]: list.filter((_, i) => i !== index) }
}

/** Merges a patch into the item with that id (its id cannot change). Unknown id: unchanged. */
export function updateItem<S extends ListSection>(
  resume: Resume,
  section: S,
  id: string,
  patch: Partial<SectionItem<S>>,
): Resume {
  const list = resume[section] as Items<S>
  const index = lastIndexOfId(list, id)
  const current = list[index]
  if (!current) return resume
  const { item } = normalizeItem(section, { ...current, ...patch, id: current.id })
  return { ...resume, [section]: list.map((existing, i) => (i === index ? item : existing)) }
}

/** Moves the item at fromIndex so it ends up at toIndex (drag to reorder). */
export function moveItem(
  resume: Resume,
  section: ListSection,
  fromIndex: number,
  toIndex: number,
): Resume {
  const list = resume[section]
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < list.length
  if (!inRange(fromIndex) || !inRange(toIndex) || fromIndex === toIndex) return resume
  const next: unknown[] = [...list]
  const [moved] = next.splice(fromIndex, 1)
  next.splice(toIndex, 0, moved)
  return { ...resume, [section]: next }
}

/** Replaces the whole state with any data, repaired by normalizeResume. */
export function setAll(input: unknown): Resume {
  return normalizeResume(input).resume
}

/** The active section if it still exists in the resume, else null (e.g. its item was deleted). */
export function resolveActiveSection(resume: Resume, active: ActiveSection): ActiveSection {
  if (!active) return null
  if (active.sectionName === 'personal') return { sectionName: 'personal', itemId: null }
  if (active.itemId === null) return active
  return findItem(resume, active.sectionName, active.itemId) ? active : null
}

/** The editor's steps, in order (spec 000 §2 "Editor"). */
export const EDITOR_STEPS = [
  'personal',
  'education',
  'experiences',
  'skills',
  'additional',
] as const
export type EditorStep = (typeof EDITOR_STEPS)[number]

/** The step whose form edits a section; everything but the first four is on Additional. */
export function stepForSection(section: SectionName): EditorStep {
  switch (section) {
    case 'personal':
      return 'personal'
    case 'educations':
      return 'education'
    case 'experiences':
      return 'experiences'
    case 'skills':
      return 'skills'
    default:
      return 'additional'
  }
}
