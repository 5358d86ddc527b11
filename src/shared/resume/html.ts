// Rich-text fields hold a small, safe subset of HTML. Everything typed, pasted, imported or
// returned by AI passes through sanitizeRichText before it is stored or rendered.
import sanitizeHtml from 'sanitize-html'

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li'],
  // No style or class anywhere: this also strips the enhanced-highlight background colours
  // (spec 000 §5) and any pasted formatting the templates would not honour.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags rather than left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href)
      // A link without a safe target is kept as its text.
      if (!href) return { tagName: '', attribs: {} }
      return { tagName, attribs: { href, rel: 'noopener noreferrer', target: '_blank' } }
    },
  },
}

// Browsers ignore whitespace and control characters inside a scheme ("java\tscript:"), so
// they are removed before the scheme is checked.
// eslint-disable-next-line no-control-regex
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g
const SAFE_SCHEME = /^(?:https?:\/\/|mailto:)/i

function safeHref(href: string | undefined): string | null {
  if (!href) return null
  const compact = href.replace(IGNORED_IN_URL, '')
  return SAFE_SCHEME.test(compact) ? href.trim() : null
}

/** Safe rich-text HTML: allow-listed tags, http(s)/mailto links that open in a new tab. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS)
}

export { sanitizePlainText, type PlainTextOptions } from './plain-text'

const LIST_TAG = /<(\/?)(ol|ul|li)\b([^>]*)>/gi
const BULLET_MARK = /\bdata-list\s*=\s*["']?(bullet|checked|unchecked)\b/i

type ListKind = 'ol' | 'ul'
interface OpenList {
  tag: ListKind
  openStart: number
  openEnd: number
  /** The kind each direct <li> asks for, with where that <li> starts. */
  items: { kind: ListKind; start: number }[]
}
interface Edit {
  start: number
  end: number
  text: string
}

/**
 * Rewrites ordered lists whose items are marked as bullets (Quill's data-list="bullet") into
 * unordered lists (spec 000 §4 "Before output…"). A list mixing both kinds, as Quill 2 writes
 * it, is split into runs of <ol> and <ul>. Other markup is left untouched; the result still goes
 * through sanitizeRichText.
 */
export function convertBulletOrderedLists(html: string): string {
  if (!BULLET_MARK.test(html)) return html
  const edits: Edit[] = []
  const stack: OpenList[] = []
  for (const match of html.matchAll(LIST_TAG)) {
    const [whole, closing, rawName, attributes = ''] = match
    const name = (rawName ?? '').toLowerCase()
    const start = match.index
    const end = start + whole.length
    if (name === 'li') {
      const list = stack.at(-1)
      if (!closing && list?.tag === 'ol') {
        list.items.push({ kind: BULLET_MARK.test(attributes) ? 'ul' : 'ol', start })
      }
      continue
    }
    if (!closing) {
      stack.push({ tag: name as ListKind, openStart: start, openEnd: end, items: [] })
      continue
    }
    const list = stack.pop()
    if (list) edits.push(...rewriteList(list, { start, end }))
  }
  // Lists left open at the end are rewritten too; sanitising closes them.
  for (const list of stack) edits.push(...rewriteList(list, null))
  return applyEdits(html, edits)
}

function rewriteList(list: OpenList, close: { start: number; end: number } | null): Edit[] {
  if (list.tag !== 'ol' || !list.items.some((item) => item.kind === 'ul')) return []
  const first = list.items[0]?.kind ?? 'ol'
  const edits: Edit[] = [{ start: list.openStart, end: list.openEnd, text: `<${first}>` }]
  let current = first
  for (const item of list.items) {
    if (item.kind === current) continue
    edits.push({ start: item.start, end: item.start, text: `</${current}><${item.kind}>` })
    current = item.kind
  }
  if (close) edits.push({ start: close.start, end: close.end, text: `</${current}>` })
  return edits
}

function applyEdits(html: string, edits: Edit[]): string {
  const ordered = [...edits].sort((a, b) => a.start - b.start || a.end - b.end)
  let out = ''
  let cursor = 0
  for (const edit of ordered) {
    out += html.slice(cursor, edit.start) + edit.text
    cursor = edit.end
  }
  return out + html.slice(cursor)
}

const HAS_TAG = /<\/?[a-z][^<>]*>/i
const BULLET_LINE = /^\s*(?:[-*•·▪●◦‣]|\d+[.)])\s+/

/** Text made safe to place between tags. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * Turns text without markup into rich text that keeps its line structure: each line becomes a
 * paragraph, and runs of lines starting with a bullet mark ("-", "*", "•", "1.") become a list.
 * Imported and AI-written descriptions often arrive like this. Text that already holds tags is
 * returned as is.
 */
export function plainTextToHtml(text: string): string {
  if (HAS_TAG.test(text) || !/[\r\n]/.test(text)) return text
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  let out = ''
  let inList = false
  for (const line of lines) {
    const bullet = BULLET_LINE.test(line)
    if (bullet && !inList) out += '<ul>'
    if (!bullet && inList) out += '</ul>'
    inList = bullet
    out += bullet
      ? `<li>${escapeHtml(line.replace(BULLET_LINE, ''))}</li>`
      : `<p>${escapeHtml(line)}</p>`
  }
  return inList ? `${out}</ul>` : out
}
