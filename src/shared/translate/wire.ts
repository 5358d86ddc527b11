// The text a provider sees, and the checks its answer must pass. A segment goes out as escaped
// text with numbered inline tags (<g1>bold words</g1>) and one empty placeholder per protected
// token (<x1/>), a notation both machine-translation engines with an HTML mode and LLMs keep
// (it is XLIFF's). The answer is read tolerantly (<x1></x1> and <x1> count as <x1/>, as HTML
// parsers write them back) but checked strictly: every tag pair and placeholder exactly once,
// properly nested, nothing else that looks like markup, no digit that was not there, and not
// empty. Only then is it turned back into HTML with the original tags and tokens.
import { decodeEntities, encodeText, type InlinePart } from './markup'
import { digitsOf, type ProtectedSpan } from './protect'

export interface WireSegment {
  /** What is sent. */
  text: string
  /** Original opening tag and name of each <gN>, by N. */
  tags: ReadonlyMap<number, { html: string; name: string }>
  /** What each <xN/> becomes, by N - 1 (plain text). */
  tokens: readonly string[]
  /** Digits of the source outside placeholders, sorted; the answer must have the same. */
  digits: string
  /** Rich segments restore to HTML, plain ones to text. */
  rich: boolean
}

export type FailureReason =
  | 'malformed'
  | 'missing-tag'
  | 'missing-token'
  | 'changed-number'
  | 'empty'
  | 'too-long'
  | 'provider-error'
  | 'no-answer'

export type Decoded =
  { ok: true; value: string } | { ok: false; reason: FailureReason; detail: string }

const sortDigits = (text: string) => [...digitsOf(text)].sort().join('')

/** Encodes a segment's parts, replacing protected spans of each text run by placeholders. */
export function encodeSegment(
  parts: readonly InlinePart[],
  protect: (text: string) => ProtectedSpan[],
  rich: boolean,
): WireSegment {
  const tags = new Map<number, { html: string; name: string }>()
  const tokens: string[] = []
  let text = ''
  let unprotected = ''
  for (const part of parts) {
    if (part.type === 'open') {
      tags.set(part.n, { html: part.html, name: part.name })
      text += `<g${part.n}>`
      continue
    }
    if (part.type === 'close') {
      text += `</g${part.n}>`
      continue
    }
    let cursor = 0
    for (const span of protect(part.text)) {
      const before = part.text.slice(cursor, span.start)
      text += encodeText(before)
      unprotected += before
      tokens.push(span.output)
      text += `<x${tokens.length}/>`
      cursor = span.end
    }
    text += encodeText(part.text.slice(cursor))
    unprotected += part.text.slice(cursor)
  }
  return { text, tags, tokens, digits: sortDigits(unprotected), rich }
}

/** True when a segment has words left to translate once its tokens are set aside. */
export function hasWords(segment: WireSegment): boolean {
  return /\p{L}/u.test(segment.text.replace(/<\/?[gx]\d+\/?>/g, '').replace(/&[a-z]+;/g, ''))
}

const MARKER = /<\s*(\/?)\s*([gx])\s*(\d+)\s*(\/?)\s*>/gi
const OTHER_TAG = /<\/?[a-zA-Z][^<>]*>/

const fail = (reason: FailureReason, detail: string): Decoded => ({ ok: false, reason, detail })

/** Checks an answer and turns it back into HTML (rich) or text (plain). */
export function decodeSegment(segment: WireSegment, answer: string): Decoded {
  let out = ''
  let words = ''
  const open: number[] = []
  const seenTags = new Set<number>()
  const seenTokens = new Map<number, number>()
  const addText = (raw: string): Decoded | null => {
    if (OTHER_TAG.test(raw))
      return fail('malformed', `unexpected markup ${OTHER_TAG.exec(raw)?.[0]}`)
    const text = decodeEntities(raw)
    words += text
    out += segment.rich ? encodeText(text) : text
    return null
  }
  let cursor = 0
  for (const match of answer.matchAll(MARKER)) {
    const problem = addText(answer.slice(cursor, match.index))
    if (problem) return problem
    cursor = match.index + match[0].length
    const closing = match[1] === '/'
    const kind = (match[2] ?? '').toLowerCase()
    const n = Number(match[3])
    const selfClosing = match[4] === '/'
    if (kind === 'x') {
      if (closing) continue
      const token = segment.tokens[n - 1]
      if (token === undefined) return fail('malformed', `unknown placeholder x${n}`)
      seenTokens.set(n, (seenTokens.get(n) ?? 0) + 1)
      out += segment.rich ? encodeText(token) : token
      continue
    }
    const tag = segment.tags.get(n)
    if (!tag || selfClosing) return fail('malformed', `unknown or empty tag g${n}`)
    if (!closing) {
      if (seenTags.has(n)) return fail('malformed', `tag g${n} appears twice`)
      seenTags.add(n)
      open.push(n)
      out += segment.rich ? tag.html : ''
      continue
    }
    if (open.at(-1) !== n) return fail('malformed', `tag g${n} closed out of order`)
    open.pop()
    out += segment.rich ? `</${tag.name}>` : ''
  }
  const problem = addText(answer.slice(cursor))
  if (problem) return problem
  if (open.length > 0) return fail('malformed', `tag g${open.at(-1)} left open`)
  for (const n of segment.tags.keys()) {
    if (!seenTags.has(n)) return fail('missing-tag', `tag g${n} was dropped`)
  }
  for (let n = 1; n <= segment.tokens.length; n++) {
    const count = seenTokens.get(n) ?? 0
    if (count !== 1) {
      return fail('missing-token', `"${segment.tokens[n - 1]}" came back ${count} times`)
    }
  }
  if (sortDigits(words) !== segment.digits) return fail('changed-number', 'numbers were changed')
  if (!/\p{L}/u.test(words)) return fail('empty', 'no words came back')
  if (answer.length > segment.text.length * 4 + 200) return fail('too-long', 'answer far too long')
  return { ok: true, value: segment.rich ? out : out.replace(/\s+/g, ' ').trim() }
}
