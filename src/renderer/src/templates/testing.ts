// Builders for template tests: a resume with chosen items in chosen sections.
import {
  createItem,
  createResume,
  type ListSection,
  type Resume,
  type SectionItem,
} from '@shared/resume'

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

/** A resume with one filled item in each of the twelve list sections, and a summary. */
export function everySectionResume(): Resume {
  let resume = createResume()
  resume.contact = { ...resume.contact, email: 'a@b.c', description: '<p>About me</p>' }
  resume = withItems(resume, 'certifications', [{ course: 'AWS' }])
  resume = withItems(resume, 'skills', [{ name: 'TypeScript' }])
  resume = withItems(resume, 'languages', [{ name: 'French' }])
  resume = withItems(resume, 'voluntaries', [{ description: '<p>Red Cross</p>' }])
  resume = withItems(resume, 'honors', [{ description: '<p>Prize</p>' }])
  resume = withItems(resume, 'hobbies', [{ description: '<p>Chess</p>' }])
  resume = withItems(resume, 'exhibitions', [{ description: '<p>Gallery</p>' }])
  resume = withItems(resume, 'publications', [{ description: '<p>Paper</p>' }])
  resume = withItems(resume, 'references', [{ name: 'Bob' }])
  resume = withItems(resume, 'projects', [{ title: 'Vitae' }])
  resume = withItems(resume, 'educations', [{ degree: 'BSc' }])
  resume = withItems(resume, 'experiences', [{ title: 'Engineer' }])
  return resume
}

/** The section ids in document order, without the personal blocks. */
export function contentOrder(root: Element | null): string[] {
  return sectionOrder(root).filter((id) => id !== 'personal')
}
