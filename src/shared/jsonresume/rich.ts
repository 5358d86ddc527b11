// JSON Resume holds plain text (summary, highlights); Vitae holds rich-text HTML. These helpers
// split a description into paragraphs and list items, and build one back.
import { escapeHtml, htmlToPlainText } from '../resume'

const ITEM_MARK = '\u0001'

/** The text lines of rich text, separated into paragraph lines and list-item lines. */
export function splitRichText(html: string): { paragraphs: string[]; items: string[] } {
  const marked = html.replace(/<li\b[^>]*>/gi, (tag) => `${tag}${ITEM_MARK}`)
  const paragraphs: string[] = []
  const items: string[] = []
  for (const line of htmlToPlainText(marked).split('\n')) {
    if (line.startsWith(ITEM_MARK)) {
      const item = line.slice(ITEM_MARK.length).trim()
      if (item !== '') items.push(item)
    } else if (line.trim() !== '') {
      paragraphs.push(line)
    }
  }
  return { paragraphs, items }
}

/** Rich text from plain paragraphs (each line its own <p>) followed by a bullet list. */
export function buildRichText(
  paragraphs: readonly string[],
  items: readonly string[] = [],
): string {
  const lines = paragraphs
    .flatMap((paragraph) => paragraph.split(/\r\n|\r|\n/))
    .map((line) => line.trim())
    .filter((line) => line !== '')
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  const clean = items.map((item) => item.trim()).filter((item) => item !== '')
  const list =
    clean.length > 0 ? `<ul>${clean.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : ''
  return body + list
}

/** A link element, or just the text when the URL is not http(s). */
export function linkHtml(text: string, url: string): string {
  if (!/^https?:\/\//i.test(url.trim())) return escapeHtml(text)
  const href = url.trim().replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  // The same attributes sanitizeRichText gives every link, so the result is already clean.
  return `<a href="${href}" rel="noopener noreferrer" target="_blank">${escapeHtml(text)}</a>`
}

/** The first http(s) link target in rich text, if any. */
export function firstLink(html: string): string | undefined {
  const match = /<a\b[^>]*\bhref="(https?:[^"]*)"/i.exec(html)
  return match?.[1]?.replace(/&amp;/g, '&')
}
