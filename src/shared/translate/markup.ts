// Rich text split into what a translator may touch and what it may not. Block structure
// (paragraphs, lists, items, line breaks) stays in a skeleton that is never sent; each run of
// text between two block boundaries becomes one segment, so a sentence is translated whole even
// when it holds bold words or a link. Inline tags inside a segment travel as numbered pairs
// (<g1>…</g1>) whose attributes stay here, so an href can never be changed by a provider.

/** Tags that never start a new segment: formatting inside a sentence. */
const INLINE_TAGS: ReadonlySet<string> = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'a', 'span'])
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g

export type InlinePart =
  | { type: 'text'; text: string }
  | { type: 'open'; n: number; html: string; name: string }
  | { type: 'close'; n: number; name: string }

/** A piece of translatable text with its inline formatting, as parsed from the source. */
export interface MarkupSegment {
  parts: InlinePart[]
}

export type SkeletonPart = { type: 'raw'; html: string } | { type: 'segment'; index: number }

export interface ParsedMarkup {
  skeleton: SkeletonPart[]
  segments: MarkupSegment[]
}

const ENTITY = /&(?:#(\d+)|#x([0-9a-f]+)|(amp|lt|gt|quot|apos|nbsp));/gi
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Text of an HTML text node. Unknown entities stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string) => {
    if (dec) return String.fromCodePoint(Number(dec))
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    return NAMED[(name ?? '').toLowerCase()] ?? whole
  })
}

/** Text made safe as an HTML text node. */
export function encodeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

interface Pending {
  parts: InlinePart[]
  open: { n: number; name: string }[]
  next: number
}

/** Splits rich-text HTML into a skeleton and its segments. */
export function parseMarkup(html: string): ParsedMarkup {
  const skeleton: SkeletonPart[] = []
  const segments: MarkupSegment[] = []
  let pending: Pending = { parts: [], open: [], next: 1 }

  const flush = () => {
    emitSegment(pending, skeleton, segments)
    pending = { parts: [], open: [], next: 1 }
  }
  const addText = (raw: string) => {
    if (raw !== '') pending.parts.push({ type: 'text', text: decodeEntities(raw) })
  }

  let cursor = 0
  for (const match of html.matchAll(TAG)) {
    addText(html.slice(cursor, match.index))
    cursor = match.index + match[0].length
    const closing = match[1] === '/'
    const name = (match[2] ?? '').toLowerCase()
    if (!INLINE_TAGS.has(name)) {
      flush()
      skeleton.push({ type: 'raw', html: match[0] })
      continue
    }
    if (!closing) {
      const n = pending.next++
      pending.open.push({ n, name })
      pending.parts.push({ type: 'open', n, html: match[0], name })
      continue
    }
    const index = pending.open.findLastIndex((tag) => tag.name === name)
    const opened = pending.open[index]
    if (index !== pending.open.length - 1 || !opened) {
      // Crossed or stray closing tag: keep it as structure rather than guess.
      flush()
      skeleton.push({ type: 'raw', html: match[0] })
      continue
    }
    pending.open.pop()
    pending.parts.push({ type: 'close', n: opened.n, name })
  }
  addText(html.slice(cursor))
  flush()
  return { skeleton, segments }
}

// Whitespace at the edges stays in the skeleton; a segment without a letter (a number, a lone
// dash) is not worth a request and stays as it is. A segment whose inline tags do not pair up
// inside it is broken into its text runs, so tags are never moved.
function emitSegment(pending: Pending, skeleton: SkeletonPart[], segments: MarkupSegment[]) {
  const { parts } = pending
  if (parts.length === 0) return
  if (pending.open.length > 0) {
    for (const part of parts) {
      if (part.type === 'text')
        emitSegment({ parts: [part], open: [], next: 1 }, skeleton, segments)
      else
        skeleton.push({ type: 'raw', html: part.type === 'open' ? part.html : `</${part.name}>` })
    }
    return
  }
  const first = parts[0]
  const last = parts.at(-1)
  const lead = first?.type === 'text' ? (/^\s*/.exec(first.text)?.[0] ?? '') : ''
  const trail = last?.type === 'text' ? (/\s*$/.exec(last.text)?.[0] ?? '') : ''
  const text = parts.map((part) => (part.type === 'text' ? part.text : '')).join('')
  if (!/\p{L}/u.test(text)) {
    skeleton.push({ type: 'raw', html: renderParts(parts) })
    return
  }
  const trimmed = trimParts(parts, lead.length, trail.length)
  if (lead) skeleton.push({ type: 'raw', html: encodeText(lead) })
  skeleton.push({ type: 'segment', index: segments.length })
  segments.push({ parts: trimmed })
  if (trail) skeleton.push({ type: 'raw', html: encodeText(trail) })
}

function trimParts(parts: InlinePart[], lead: number, trail: number): InlinePart[] {
  const out = parts.map((part) => ({ ...part }))
  const first = out[0]
  if (first?.type === 'text' && lead > 0) first.text = first.text.slice(lead)
  const last = out.at(-1)
  if (last?.type === 'text' && trail > 0) last.text = last.text.slice(0, last.text.length - trail)
  return out.filter((part) => part.type !== 'text' || part.text !== '')
}

/** The HTML of parsed inline parts. */
export function renderParts(parts: readonly InlinePart[]): string {
  return parts
    .map((part) => {
      if (part.type === 'text') return encodeText(part.text)
      if (part.type === 'open') return part.html
      return `</${part.name}>`
    })
    .join('')
}

/** The skeleton filled with one HTML string per segment. */
export function renderMarkup(parsed: ParsedMarkup, segmentHtml: readonly string[]): string {
  return parsed.skeleton
    .map((part) =>
      part.type === 'raw'
        ? part.html
        : (segmentHtml[part.index] ?? renderParts(parsed.segments[part.index]?.parts ?? [])),
    )
    .join('')
}
