// .docx → mammoth's structured HTML → the parser's source lines. Headings (<h1>…), bold
// paragraphs, list items and table cells keep the meaning the writer gave them, so the same
// field rules as for PDFs apply. Images are dropped (never inlined as data URLs).
import { PdfImportError } from '../pdf/errors'
import type { ParseInput, SourceLine } from './parse'

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
}

function decode(text: string): string {
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
}

/** Mammoth's HTML (p, h1–h6, ul/ol/li, table/tr/td, strong, em, a, br) → source lines. */
export function htmlToSource(html: string): ParseInput {
  const lines: SourceLine[] = []
  const blocks = html
    .replace(/<img[^>]*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    // Table cells of one row read as one line with wide gaps, like a PDF's date column.
    .replace(/<\/t[dh]>\s*<t[dh][^>]*>/gi, '\t')
    .split(/(?=<(?:p|h[1-6]|li|tr)\b)/i)
  let depth = 0
  for (const block of blocks) {
    const tag = /^<(p|h[1-6]|li|tr)\b/i.exec(block)?.[1]?.toLowerCase() ?? 'p'
    depth += (block.match(/<(?:ul|ol)\b/gi) ?? []).length
    const inner = block.replace(/<\/(?:ul|ol)>[\s\S]*$/i, '')
    const boldText = (inner.match(/<strong>([\s\S]*?)<\/strong>/gi) ?? []).join('')
    for (const raw of inner.split('\n')) {
      const text = decode(raw.replace(/<[^>]+>/g, ''))
        .replace(/ ?\t ?/g, '\t')
        .trim()
      if (text === '' || text === '\t') continue
      const plainBold = decode(boldText.replace(/<[^>]+>/g, '')).trim()
      lines.push({
        text: text.replace(/^\t+|\t+$/g, ''),
        fontSize: 0,
        bold: plainBold.length > 0 && plainBold.length >= text.replace(/\t/g, '').length * 0.6,
        x: tag === 'li' ? Math.max(1, depth) * 10 : 0,
        textX: tag === 'li' ? Math.max(1, depth) * 10 : 0,
        width: 0,
        flowRight: 0,
        gapAbove: 0,
        bullet: tag === 'li',
        heading: /^h[1-6]$/.test(tag),
        page: 1,
      })
    }
    depth -= (block.match(/<\/(?:ul|ol)>/gi) ?? []).length
    depth = Math.max(0, depth)
  }
  return { flows: lines.length > 0 ? [{ page: 1, kind: 'column', lines }] : [] }
}

/** A .docx file (a ZIP starting with "PK") → source lines. */
export async function docxToSource(
  bytes: Uint8Array,
): Promise<{ input: ParseInput; html: string }> {
  const mammoth = await import('mammoth')
  const convert =
    mammoth.convertToHtml ??
    (mammoth as unknown as { default: typeof mammoth }).default.convertToHtml
  try {
    const arrayBuffer = bytes.buffer.slice(
      bytes.byteOffset,
      bytes.byteOffset + bytes.byteLength,
    ) as ArrayBuffer
    // mammoth reads `buffer` under Node and `arrayBuffer` in the browser; JSZip takes bytes.
    const input = { buffer: bytes, arrayBuffer } as unknown as Parameters<typeof convert>[0]
    const result = await convert(input, { ignoreEmptyParagraphs: true })
    return { input: htmlToSource(result.value), html: result.value }
  } catch (error) {
    throw new PdfImportError('invalid-docx', error instanceof Error ? error.message : undefined)
  }
}
