// A rich-text field as lines a rewrite can work on, and back. Descriptions are the small HTML
// subset the editor stores (<ul>/<ol> of <li>, <p>, <br>); each bullet, paragraph or line is one
// line. Lines the engine does not change keep their original HTML (bold, links), so a rewrite
// touches only what it fixes.

export type BlockKind = 'ul' | 'ol' | 'p'

export interface FieldLine {
  /** The line as plain text (tags removed, entities decoded). */
  text: string
  /** The original inner HTML, kept while the text is unchanged. */
  html: string
}

export interface FieldBlock {
  kind: BlockKind
  lines: FieldLine[]
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  euro: '€',
  pound: '£',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[entity.toLowerCase()] ?? whole
  })
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const BULLET_MARK = /^(?:[•·▪◦‣●○■□►▸➢✓*]|[-–—](?=\s))\s*/u

function lineOf(html: string): FieldLine | null {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
    .replace(BULLET_MARK, '')
  return text === '' ? null : { text, html: html.trim() }
}

function splitBreaks(html: string): FieldLine[] {
  return html
    .split(/<br\s*\/?>/i)
    .map(lineOf)
    .filter((line): line is FieldLine => line !== null)
}

/** The blocks of a field value: HTML lists and paragraphs, or plain text lines. */
export function parseField(value: string): FieldBlock[] {
  if (!/<[a-z][^>]*>/i.test(value)) {
    const lines = value
      .split(/\r?\n/)
      .map((line) => lineOf(escapeHtml(line)))
      .filter((line): line is FieldLine => line !== null)
    return lines.length === 0 ? [] : [{ kind: 'p', lines }]
  }
  const blocks: FieldBlock[] = []
  const pattern =
    /<(ul|ol)\b[^>]*>([\s\S]*?)<\/\1>|<p\b[^>]*>([\s\S]*?)<\/p>|([^<]+|<(?!\/?(?:ul|ol|p)\b)[^>]*>)/gi
  let loose = ''
  const flushLoose = (): void => {
    const lines = splitBreaks(loose)
    if (lines.length > 0) blocks.push({ kind: 'p', lines })
    loose = ''
  }
  for (const match of value.matchAll(pattern)) {
    if (match[1]) {
      flushLoose()
      const items = [...(match[2] ?? '').matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)]
      const lines = items
        .map((item) => lineOf(item[1] ?? ''))
        .filter((line): line is FieldLine => line !== null)
      if (lines.length > 0) blocks.push({ kind: match[1].toLowerCase() as BlockKind, lines })
    } else if (match[3] !== undefined) {
      flushLoose()
      // A paragraph with <br> holds several lines; they stay one paragraph block each.
      for (const line of splitBreaks(match[3])) blocks.push({ kind: 'p', lines: [line] })
    } else {
      loose += match[4] ?? ''
    }
  }
  flushLoose()
  return blocks
}

/** A line with new text: its HTML is rebuilt from the text. */
export function rewrittenLine(text: string): FieldLine {
  return { text, html: escapeHtml(text) }
}

export function serializeField(blocks: readonly FieldBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'p') return block.lines.map((line) => `<p>${line.html}</p>`).join('')
      const items = block.lines.map((line) => `<li>${line.html}</li>`).join('')
      return `<${block.kind}>${items}</${block.kind}>`
    })
    .join('')
}

/** The plain text of a field, one line per bullet or paragraph. */
export function fieldPlainText(value: string): string {
  return parseField(value)
    .flatMap((block) => block.lines.map((line) => line.text))
    .join('\n')
}

/** Every line of a field, in order. */
export function fieldLines(value: string): string[] {
  return parseField(value).flatMap((block) => block.lines.map((line) => line.text))
}
