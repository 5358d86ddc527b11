// Builders for template tests: a resume with chosen items in chosen sections.
import { createItem, type ListSection, type Resume, type SectionItem } from '@shared/resume'

export function withItems<S extends ListSection>(
  resume: Resume,
  section: S,
  items: Partial<SectionItem<S>>[],
): Resume {
  return { ...resume, [section]: items.map((item) => createItem(section, item)) }
}

/** The data-section ids of the sections inside the element, in document order. */
export function sectionOrder(root: Element | null): string[] {
  return [...(root?.querySelectorAll('section[data-section]') ?? [])].map(
    (section) => section.getAttribute('data-section') ?? '',
  )
}
