// Plain text from rich-text HTML and from a whole resume. The resume text feeds ATS checks,
// evaluation calls and the invisible text layer of exported PDFs (spec 000 §7).
import sanitizeHtml from 'sanitize-html'
import { fullName } from './person-name'
import { contactFields } from './sections/contact'
import { LIST_SECTIONS, SECTION_FIELDS, type ListSection, type Resume } from './resume'

// Tags that start a new line when HTML is read as text.
const BLOCK_BOUNDARY =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|pre|tr|table|section|article|header|footer)\b[^>]*>|<br\s*\/?>/gi

const ENTITIES: readonly [RegExp, string][] = [
  [/&nbsp;|&#160;|\u00a0/g, ' '],
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;|&apos;/g, "'"],
  // Last, so "&amp;lt;" becomes the text "&lt;" and not "<".
  [/&amp;/g, '&'],
]

/** The text of rich-text HTML: one line per paragraph or list item, tags and scripts removed. */
export function htmlToPlainText(html: string): string {
  const marked = html.replace(/\s+/g, ' ').replace(BLOCK_BOUNDARY, '\n')
  // sanitize-html parses like a browser (dropping script and style bodies) and keeps only text,
  // escaping &, < and > again; those are decoded below.
  let text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
  for (const [pattern, replacement] of ENTITIES) text = text.replace(pattern, replacement)
  return text
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
}

/** True when rich text holds visible characters (spec 000 §2: descriptions count only then). */
export function hasRealText(html: string): boolean {
  return htmlToPlainText(html) !== ''
}

/** The list preview of a description: its text on one line, cut to max characters with "…". */
export function previewText(html: string, max = 38): string {
  const flat = htmlToPlainText(html).replace(/\n/g, ' ')
  const chars = Array.from(flat)
  if (chars.length <= max) return flat
  return `${chars.slice(0, max).join('').trimEnd()}…`
}

export interface ResumeTextOptions {
  /** A heading line written before each non-empty section, e.g. in the resume's language. */
  headings?: Partial<Record<ListSection, string>>
}

// The spec's extractor ignores keys starting with "is" (the ongoing flags) and the id.
function isSkipped(key: string): boolean {
  return key === 'id' || key.startsWith('is')
}

/**
 * The readable text of a resume: personal details and summary, then every list section in spec
 * order, each item's fields one per line (rich text expanded to its lines), a blank line between
 * blocks. Following spec 000 §7, keys starting with "is" and the id are skipped. Look settings
 * (template, colour, font) are not content and are left out.
 */
export function resumeToPlainText(resume: Resume, options: ResumeTextOptions = {}): string {
  const blocks: string[] = []
  // The name reads as one line, as every template shows it.
  const contactLines = fieldLines(fullName(resume.contact), false)
  for (const [key, kind] of Object.entries(contactFields)) {
    if (isSkipped(key) || key === 'firstName' || key === 'lastName') continue
    const value = resume.contact[key as keyof typeof contactFields]
    contactLines.push(...fieldLines(value, kind === 'rich'))
  }
  if (contactLines.length > 0) blocks.push(contactLines.join('\n'))
  for (const section of LIST_SECTIONS) {
    const items = resume[section] as readonly Record<string, unknown>[]
    const itemBlocks = items
      .map((item) => itemLines(section, item).join('\n'))
      .filter((block) => block !== '')
    if (itemBlocks.length === 0) continue
    const heading = options.headings?.[section]
    blocks.push([heading, ...itemBlocks].filter((part) => part !== undefined).join('\n'))
  }
  return blocks.join('\n\n')
}

function itemLines(section: ListSection, item: Record<string, unknown>): string[] {
  const fields = SECTION_FIELDS[section]
  return Object.entries(fields)
    .filter(([key]) => !isSkipped(key))
    .flatMap(([key, kind]) => fieldLines(item[key], kind === 'rich'))
}

function fieldLines(value: unknown, rich: boolean): string[] {
  if (typeof value !== 'string') return []
  const text = rich ? htmlToPlainText(value) : value.trim()
  return text === '' ? [] : text.split('\n')
}
