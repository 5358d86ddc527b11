// Rich-text HTML (the editor's small allow-listed subset) as a document model: paragraphs and
// lists of styled runs. Exports that are not HTML (the Word document) draw from this, so they
// keep bold, italic, underline, strike-through, links and lists as the editor shows them.
import { sanitizeRichText } from '../resume'

export interface TextRun {
  text: string
  bold?: true
  italic?: true
  underline?: true
  strike?: true
  /** The run is the text of a link to this address (http, https or mailto). */
  link?: string
}

export type RichBlock =
  { kind: 'paragraph'; runs: TextRun[] } | { kind: 'list'; ordered: boolean; items: TextRun[][] }

const ENTITY: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole
    }
    return ENTITY[name.toLowerCase()] ?? whole
  })
}

type Style = Omit<TextRun, 'text'>
const STYLE_OF_TAG: Readonly<Record<string, keyof Style>> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strike',
}

const TOKEN = /<(\/?)([a-z0-9]+)\b([^>]*)>|([^<]+)/gi

/**
 * The blocks of rich-text HTML. The HTML is sanitised first, so only the editor's tags are
 * left; text outside any paragraph or list becomes a paragraph of its own, whitespace collapses
 * as a browser would show it, and empty paragraphs and items are dropped.
 */
export function richTextBlocks(html: string): RichBlock[] {
  const blocks: RichBlock[] = []
  const styles: { tag: string; style: Style }[] = []
  const lists: { ordered: boolean; items: TextRun[][] }[] = []
  let runs: TextRun[] | null = null

  const currentStyle = (): Style => Object.assign({}, ...styles.map((entry) => entry.style))
  const flushParagraph = () => {
    if (runs === null) return
    const trimmed = trimRuns(runs)
    runs = null
    if (trimmed.length === 0) return
    const list = lists.at(-1)
    if (list) list.items.push(trimmed)
    else blocks.push({ kind: 'paragraph', runs: trimmed })
  }
  const addText = (text: string) => {
    runs ??= []
    const style = currentStyle()
    const last = runs.at(-1)
    if (last && sameStyle(last, style)) last.text += text
    else runs.push({ text, ...style })
  }

  for (const match of sanitizeRichText(html).matchAll(TOKEN)) {
    const [, closing, rawTag, attributes, text] = match
    if (text !== undefined) {
      const collapsed = decodeEntities(text.replace(/\s+/g, ' '))
      if (collapsed.trim() !== '' || runs !== null) addText(collapsed)
      continue
    }
    const tag = (rawTag ?? '').toLowerCase()
    if (tag === 'br') {
      addText('\n')
    } else if (tag === 'p' || tag === 'li') {
      flushParagraph()
    } else if (tag === 'ul' || tag === 'ol') {
      flushParagraph()
      if (!closing) lists.push({ ordered: tag === 'ol', items: [] })
      else {
        const list = lists.pop()
        // A list nested in an item is kept flat: Word and ATS read it as items in order.
        if (list && list.items.length > 0) {
          const parent = lists.at(-1)
          if (parent) parent.items.push(...list.items)
          else blocks.push({ kind: 'list', ordered: list.ordered, items: list.items })
        }
      }
    } else if (tag === 'a') {
      if (closing) removeLast(styles, 'a')
      else {
        const href = /\bhref\s*=\s*"([^"]*)"/i.exec(attributes ?? '')?.[1]
        styles.push({ tag: 'a', style: href ? { link: decodeEntities(href) } : {} })
      }
    } else if (STYLE_OF_TAG[tag]) {
      if (closing) removeLast(styles, tag)
      else styles.push({ tag, style: { [STYLE_OF_TAG[tag]]: true } })
    }
  }
  flushParagraph()
  return blocks
}

function removeLast(styles: { tag: string }[], tag: string): void {
  for (let i = styles.length - 1; i >= 0; i--) {
    if (styles[i]?.tag === tag) {
      styles.splice(i, 1)
      return
    }
  }
}

function sameStyle(run: TextRun, style: Style): boolean {
  return (
    run.bold === style.bold &&
    run.italic === style.italic &&
    run.underline === style.underline &&
    run.strike === style.strike &&
    run.link === style.link
  )
}

/** Leading and trailing spaces and line breaks of a paragraph removed; empty runs dropped. */
function trimRuns(runs: TextRun[]): TextRun[] {
  const out = runs.map((run) => ({ ...run }))
  while (out.length > 0) {
    const first = out[0]!
    first.text = first.text.replace(/^[\s]+/, '')
    if (first.text === '') out.shift()
    else break
  }
  while (out.length > 0) {
    const last = out.at(-1)!
    last.text = last.text.replace(/[\s]+$/, '')
    if (last.text === '') out.pop()
    else break
  }
  return out
}
