// Word spaces of letter-spaced text. Canva and Word print tracked capitals ("N U R  M İ N A")
// glyph by glyph; pdf.js then puts one space between every two letters and loses where the
// words break. The operator list still holds every glyph with its width and every move of the
// text position, so the words are found again there: a space glyph, or a gap between two
// glyphs a word space wider than the line's letter spacing, breaks a word.
import type { Pdfjs } from './pdfjs'
import { multiply, type Matrix } from './matrix'
import type { PdfTextItem } from './types'

function translate(m: Matrix, x: number, y: number): Matrix {
  return multiply(m, [1, 0, 0, 1, x, y])
}

function asMatrix(value: unknown): Matrix | null {
  const m = value as ArrayLike<number> | null
  if (!m || typeof m !== 'object' || m.length < 6) return null
  const out = [m[0], m[1], m[2], m[3], m[4], m[5]] as Matrix
  return out.every((v) => Number.isFinite(v)) ? out : null
}

/** One printed glyph in user space: where it starts and ends on its baseline, in ems. */
export interface PrintedGlyph {
  text: string
  x: number
  end: number
  y: number
  em: number
  /** A space glyph was printed between this glyph and the one before it. */
  spaceBefore: boolean
}

interface Glyph {
  unicode?: string
  width?: number
  isSpace?: boolean
}

/**
 * The page's printed glyphs in drawing order (spaces left out, marked on the next glyph).
 * Horizontal text only. Glyph widths are in glyph units, scaled by the font's matrix
 * (`glyphScale` of the font's id: a thousandth for most fonts, other for Type 3 fonts).
 */
export function readGlyphs(
  OPS: Pdfjs['OPS'],
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  glyphScale: (fontId: string) => number = () => 0.001,
): PrintedGlyph[] {
  const glyphs: PrintedGlyph[] = []
  const stack: Matrix[] = []
  let ctm: Matrix = [1, 0, 0, 1, 0, 0]
  let tm: Matrix = [1, 0, 0, 1, 0, 0]
  let lm: Matrix = [1, 0, 0, 1, 0, 0]
  let fontSize = 0
  let unit = 0.001
  let charSpacing = 0
  let wordSpacing = 0
  let hScale = 1
  let leading = 0
  let space = false
  const show = (items: readonly unknown[]): void => {
    for (const item of items) {
      if (typeof item === 'number') {
        // A TJ adjustment: thousandths of the font size, moving left when positive.
        tm = translate(tm, (-item / 1000) * fontSize * hScale, 0)
        continue
      }
      const glyph = item as Glyph | null
      if (!glyph || typeof glyph !== 'object') continue
      const width = (glyph.width ?? 0) * unit * fontSize
      const text = (glyph.unicode ?? '').normalize('NFKC')
      const isSpace = glyph.isSpace === true || /^\s*$/.test(text)
      const m = multiply(ctm, tm)
      const scale = Math.hypot(m[0], m[1])
      if (isSpace) space = true
      else if (scale > 0 && fontSize > 0) {
        const start = m[4]
        glyphs.push({
          text,
          x: start,
          end: start + width * hScale * m[0],
          y: m[5],
          em: Math.abs(fontSize * scale),
          spaceBefore: space,
        })
        space = false
      }
      const advance = width + charSpacing + (glyph.isSpace === true ? wordSpacing : 0)
      tm = translate(tm, advance * hScale, 0)
    }
  }
  const nextLine = (tx: number, ty: number): void => {
    lm = translate(lm, tx, ty)
    tm = lm
  }
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i]
    const args = (argsArray[i] ?? []) as unknown[]
    const n = (k: number): number => {
      const v = args[k]
      return typeof v === 'number' && Number.isFinite(v) ? v : 0
    }
    if (fn === OPS.save) stack.push(ctm)
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm
    else if (fn === OPS.transform) ctm = multiply(ctm, asMatrix(args) ?? [1, 0, 0, 1, 0, 0])
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push(ctm)
      const matrix = asMatrix(args[0])
      if (matrix) ctm = multiply(ctm, matrix)
    } else if (fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm
    else if (fn === OPS.beginText) {
      // A new text object may go on with the same word (some writers print each glyph in
      // one): where it starts tells.
      tm = [1, 0, 0, 1, 0, 0]
      lm = tm
    } else if (fn === OPS.setFont) {
      fontSize = n(1)
      const scale = typeof args[0] === 'string' ? glyphScale(args[0]) : 0.001
      unit = Number.isFinite(scale) && scale !== 0 ? Math.abs(scale) : 0.001
    } else if (fn === OPS.setCharSpacing) charSpacing = n(0)
    else if (fn === OPS.setWordSpacing) wordSpacing = n(0)
    else if (fn === OPS.setHScale) hScale = n(0) / 100
    else if (fn === OPS.setLeading) leading = n(0)
    else if (fn === OPS.setTextMatrix) {
      tm = asMatrix(args[0]) ?? asMatrix(args) ?? tm
      lm = tm
    } else if (fn === OPS.moveText) nextLine(n(0), n(1))
    else if (fn === OPS.setLeadingMoveText) {
      leading = -n(1)
      nextLine(n(0), n(1))
    } else if (fn === OPS.nextLine) nextLine(0, -leading)
    else if (fn === OPS.showText || fn === OPS.showSpacedText) {
      if (Array.isArray(args[0])) show(args[0])
    } else if (fn === OPS.nextLineShowText) {
      nextLine(0, -leading)
      if (Array.isArray(args[0])) show(args[0])
    } else if (fn === OPS.nextLineSetSpacingShowText) {
      wordSpacing = n(0)
      charSpacing = n(1)
      nextLine(0, -leading)
      if (Array.isArray(args[2])) show(args[2])
    }
  }
  return glyphs
}

/** A word space is about a quarter of an em; half of that above the letter spacing breaks. */
const WORD_GAP = 0.15

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/**
 * The printed letters (no spaces) and, for each, whether a word starts there: after a space
 * glyph, on a new baseline or after a gap a word space wider than the letter spacing of its
 * line.
 */
export function wordBreaks(glyphs: readonly PrintedGlyph[]): {
  letters: string
  breaks: boolean[]
} {
  let letters = ''
  const breaks: boolean[] = []
  let line: { glyph: PrintedGlyph; gap: number | null }[] = []
  const flush = (): void => {
    const gaps = line.flatMap((g) => (g.gap !== null && !g.glyph.spaceBefore ? [g.gap] : []))
    const tracking = Math.max(0, median(gaps))
    for (const { glyph, gap } of line) {
      const start = gap === null || glyph.spaceBefore || gap > tracking + WORD_GAP
      // Per UTF-16 unit, as the letters string is indexed.
      for (let k = 0; k < glyph.text.length; k++) breaks.push(k === 0 && start)
      letters += glyph.text
    }
    line = []
  }
  let previous: PrintedGlyph | null = null
  for (const glyph of glyphs) {
    const em = glyph.em || 1
    const gap = previous ? (glyph.x - previous.end) / em : null
    const sameLine =
      previous !== null &&
      gap !== null &&
      Math.abs(glyph.y - previous.y) <= em * 0.3 &&
      gap > -0.5 &&
      gap < 3
    if (!sameLine) flush()
    line.push({ glyph, gap: sameLine ? gap : null })
    previous = glyph
  }
  flush()
  return { letters, breaks }
}

/**
 * An item pdf.js read letter by letter: three or more tokens, nearly all one letter or digit
 * long (a row of rating dots is no word).
 */
function isLetterSpaced(text: string): boolean {
  const tokens = text.trim().split(' ')
  if (tokens.length < 3) return false
  const single = tokens.filter((t) => [...t].length === 1).length
  const letters = tokens.filter((t) => /^[\p{L}\p{N}]$/u.test(t)).length
  return single >= tokens.length * 0.8 && letters >= tokens.length * 0.5
}

/**
 * Letter-spaced items with their word spaces put back from the printed glyphs; other items as
 * they are. Items are found in drawing order, so a cursor walks the printed letters.
 */
export function respaceItems(
  items: readonly PdfTextItem[],
  /** The printed letters (wordBreaks), asked for only when some item is letter-spaced. */
  read: () => { letters: string; breaks: boolean[] },
): PdfTextItem[] {
  if (!items.some((item) => isLetterSpaced(item.text))) return [...items]
  const printed = read()
  let cursor = 0
  return items.map((item) => {
    if (!isLetterSpaced(item.text)) return item
    const compact = item.text.replace(/\s+/g, '')
    if ([...compact].length < 3) return item
    let at = printed.letters.indexOf(compact, cursor)
    if (at < 0) at = printed.letters.indexOf(compact)
    if (at < 0) return item
    cursor = at + compact.length
    let text = ''
    for (let k = 0; k < compact.length; k++) {
      if (k > 0 && printed.breaks[at + k]) text += ' '
      text += compact[k] ?? ''
    }
    return { ...item, text }
  })
}
