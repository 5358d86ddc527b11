// A resume as a document outline: the header (name, job title, contact rows, header summary),
// and the template's columns of titled sections, each item reduced to what the page shows (the
// same display rules as the shared Blocks renderer: empty fields and empty items left out,
// levels as words in the resume's language, "start – end" dates). Exports that are not the
// print page (the Word document) are drawn from it, so they say exactly what the PDF says.
import {
  TEMPLATE_LAYOUTS,
  fullName,
  hasRealText,
  isFilled,
  levelLabel,
  resumeLanguage,
  sectionTitle,
  visibleItems,
  type BlockId,
  type Resume,
  type ResumeLanguageCode,
} from '../resume'
import { richTextBlocks, type RichBlock } from './rich-text'

export interface OutlineEntry {
  id: string
  /** Job title, degree, project, course or reference name. */
  title: string
  /** Company and location, school and location, institute or the reference's company. */
  subtitle: string
  /** "start – end", or whichever exists, or ''. */
  dates: string
  /** Further single lines (a reference's phone and e-mail). */
  lines: string[]
  body: RichBlock[]
}

export interface OutlineLevel {
  id: string
  name: string
  /** The level word in the resume's language, or '' when levels are hidden or unset. */
  level: string
}

export type OutlineSection =
  | { kind: 'rich'; id: BlockId; title: string; items: { id: string; body: RichBlock[] }[] }
  | { kind: 'entries'; id: BlockId; title: string; entries: OutlineEntry[] }
  | { kind: 'levels'; id: 'skills' | 'languages'; title: string; items: OutlineLevel[] }

export type ContactKey = 'email' | 'phone' | 'address' | 'location' | 'birthDate'
export interface OutlineContactRow {
  key: ContactKey
  label: string
  value: string
}

export interface ResumeOutline {
  language: ResumeLanguageCode
  direction: 'ltr' | 'rtl'
  name: string
  jobTitle: string
  contact: OutlineContactRow[]
  /** The summary under the name (templates that show it in their header), else []. */
  headerSummary: RichBlock[]
  sidebar: 'left' | 'right' | null
  side: OutlineSection[]
  main: OutlineSection[]
}

const CONTACT_ORDER: readonly ContactKey[] = ['email', 'phone', 'address', 'location', 'birthDate']

/** "start – end", or whichever of the two exists. */
export function dateRangeText(start: string, end: string): string {
  return joinFilled([start, end], ' – ')
}

function joinFilled(values: readonly string[], separator: string): string {
  return values
    .filter(isFilled)
    .map((value) => value.trim())
    .join(separator)
}

export function contactRowsOf(resume: Resume): OutlineContactRow[] {
  const { contact } = resume
  const values: Record<ContactKey, string> = {
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    location: joinFilled([contact.city, contact.country], ', '),
    birthDate: contact.birthDate,
  }
  return CONTACT_ORDER.filter((key) => isFilled(values[key])).map((key) => ({
    key,
    label: sectionTitle(resume.resumeLanguage, key),
    value: values[key].trim(),
  }))
}

function section(resume: Resume, id: BlockId): OutlineSection | null {
  const language = resume.resumeLanguage
  const title = sectionTitle(language, id)
  const entry = (
    itemId: string,
    fields: { title: string; subtitle: string; start?: string; end?: string; html?: string },
  ): OutlineEntry => ({
    id: itemId,
    title: fields.title.trim(),
    subtitle: fields.subtitle.trim(),
    dates: dateRangeText(fields.start ?? '', fields.end ?? ''),
    lines: [],
    body: fields.html === undefined ? [] : richTextBlocks(fields.html),
  })
  const entries = (list: OutlineEntry[]): OutlineSection | null =>
    list.length === 0 ? null : { kind: 'entries', id, title, entries: list }

  switch (id) {
    case 'summary': {
      if (!hasRealText(resume.contact.description)) return null
      return {
        kind: 'rich',
        id,
        title,
        items: [{ id: 'summary', body: richTextBlocks(resume.contact.description) }],
      }
    }
    case 'experiences':
      return entries(
        visibleItems(resume, id).map((item) =>
          entry(item.id, {
            title: item.title,
            subtitle: joinFilled([item.company, item.location], ', '),
            start: item.startDate,
            end: item.endDate,
            html: item.description,
          }),
        ),
      )
    case 'educations':
      return entries(
        visibleItems(resume, id).map((item) =>
          entry(item.id, {
            title: item.degree,
            subtitle: joinFilled([item.school, item.location], ', '),
            start: item.startDate,
            end: item.endDate,
            html: item.description,
          }),
        ),
      )
    case 'projects':
      return entries(
        visibleItems(resume, id).map((item) =>
          entry(item.id, {
            title: item.title,
            subtitle: '',
            start: item.startDate,
            end: item.endDate,
            html: item.description,
          }),
        ),
      )
    case 'certifications':
      return entries(
        visibleItems(resume, id).map((item) =>
          entry(item.id, {
            title: item.course,
            subtitle: item.institute,
            start: item.startDate,
            end: item.endDate,
          }),
        ),
      )
    case 'references':
      return entries(
        visibleItems(resume, id).map((item) => ({
          ...entry(item.id, { title: item.name, subtitle: item.company }),
          lines: [item.phone, item.email].filter(isFilled).map((value) => value.trim()),
        })),
      )
    case 'skills':
    case 'languages': {
      const show = id === 'skills' ? resume.showSkillLevels : resume.showLanguageLevels
      const items = visibleItems(resume, id).map((item) => ({
        id: item.id,
        name: item.name.trim(),
        level: show && isFilled(item.level) ? levelLabel(language, item.level.trim()) : '',
      }))
      return items.length === 0 ? null : { kind: 'levels', id, title, items }
    }
    default: {
      const items = visibleItems(resume, id).map((item) => ({
        id: item.id,
        body: richTextBlocks(item.description),
      }))
      return items.length === 0 ? null : { kind: 'rich', id, title, items }
    }
  }
}

function sections(resume: Resume, order: readonly BlockId[]): OutlineSection[] {
  return order.map((id) => section(resume, id)).filter((found) => found !== null)
}

/** The resume's outline in its own template's layout. */
export function resumeOutline(resume: Resume): ResumeOutline {
  const layout = TEMPLATE_LAYOUTS[resume.selectedTemplate]
  const side = sections(resume, layout.side)
  const main = sections(resume, layout.main)
  return {
    language: resume.resumeLanguage,
    direction: resumeLanguage(resume.resumeLanguage).dir,
    name: fullName(resume.contact),
    jobTitle: resume.contact.jobTitle.trim(),
    contact: contactRowsOf(resume),
    headerSummary:
      layout.summaryInHeader && hasRealText(resume.contact.description)
        ? richTextBlocks(resume.contact.description)
        : [],
    // A narrow column with nothing in it is left out, as the templates leave it out.
    sidebar: side.length > 0 ? layout.sidebar : null,
    side,
    main,
  }
}
