// Which list items have anything to show. A section whose items are all blank (for example a
// freshly added, still empty item) is left out of every rendering of the resume with its title:
// the templates, the Word export and anything else that draws a resume.
import { SECTION_FIELDS, type ListSection, type Resume, type SectionItem } from './resume'
import { hasRealText } from './text'

/** True when a plain value has visible characters. */
export function isFilled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function hasContent(section: ListSection, item: Record<string, unknown>): boolean {
  // A skill or language is its name; a level on its own says nothing.
  if (section === 'skills' || section === 'languages') return isFilled(item.name as string)
  return Object.entries(SECTION_FIELDS[section]).some(([key, kind]) => {
    const value = item[key]
    if (typeof value !== 'string') return false
    return kind === 'rich' ? hasRealText(value) : isFilled(value)
  })
}

export function visibleItems<S extends ListSection>(resume: Resume, section: S): SectionItem<S>[] {
  const items = resume[section] as SectionItem<S>[]
  return items.filter((item) => hasContent(section, item as Record<string, unknown>))
}

export function hasVisibleItems(resume: Resume, sections: readonly ListSection[]): boolean {
  return sections.some((section) => visibleItems(resume, section).length > 0)
}
