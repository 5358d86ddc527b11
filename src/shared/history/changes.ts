// What changed between two versions of a resume, as the version history's one-line summary
// (issue 19.4): per part of the resume, items added, removed and changed (list items matched by
// id). Pure data; each client words it in its own language.
import { LIST_SECTIONS, type ListSection, type Resume } from '../resume/resume'

/** A part of the resume: personal details, a list section, or the look (template, colour, font). */
export type ChangedPart = 'contact' | ListSection | 'look' | 'name' | 'language'

export interface PartChange {
  part: ChangedPart
  added: number
  removed: number
  changed: number
}

const LOOK_FIELDS = [
  'selectedTemplate',
  'resumeColor',
  'resumeFontFamily',
  'resumeFontSize',
  'showSkillLevels',
  'showLanguageLevels',
] as const

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The changes from `before` to `after`, in the resume's order; empty when nothing changed. */
export function resumeChanges(before: Resume, after: Resume): PartChange[] {
  const out: PartChange[] = []
  if (before.resumeName !== after.resumeName)
    out.push({ part: 'name', added: 0, removed: 0, changed: 1 })
  if (!same(before.contact, after.contact))
    out.push({ part: 'contact', added: 0, removed: 0, changed: 1 })
  for (const section of LIST_SECTIONS) {
    const old = new Map<string, unknown>(before[section].map((item) => [item.id, item]))
    const now = new Map<string, unknown>(after[section].map((item) => [item.id, item]))
    let added = 0
    let removed = 0
    let changed = 0
    for (const [id, item] of now) {
      if (!old.has(id)) added++
      else if (!same(old.get(id), item)) changed++
    }
    for (const id of old.keys()) if (!now.has(id)) removed++
    // Same items in another order: the section changed.
    if (added + removed + changed === 0 && !same([...old.keys()], [...now.keys()])) changed = 1
    if (added + removed + changed > 0) out.push({ part: section, added, removed, changed })
  }
  if (before.resumeLanguage !== after.resumeLanguage)
    out.push({ part: 'language', added: 0, removed: 0, changed: 1 })
  if (LOOK_FIELDS.some((field) => before[field] !== after[field]))
    out.push({ part: 'look', added: 0, removed: 0, changed: 1 })
  return out
}
