import { describe, expect, it } from 'vitest'
import type { Pdfjs } from './pdfjs'
import { readGlyphs, respaceItems, wordBreaks } from './spacing'
import type { PdfTextItem } from './types'

// Operator codes as pdf.js numbers them (only the ones the reader looks at).
const OPS = {
  save: 10,
  restore: 11,
  transform: 12,
  beginText: 31,
  setCharSpacing: 33,
  setWordSpacing: 34,
  setHScale: 35,
  setLeading: 36,
  setFont: 37,
  moveText: 40,
  setLeadingMoveText: 41,
  setTextMatrix: 42,
  nextLine: 43,
  showText: 44,
  showSpacedText: 45,
  nextLineShowText: 46,
  nextLineSetSpacingShowText: 47,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
} as unknown as Pdfjs['OPS']

const glyph = (unicode: string, width = 600) => ({ unicode, width, isSpace: unicode === ' ' })

function item(text: string): PdfTextItem {
  return {
    text,
    x: 0,
    y: 0,
    width: 100,
    height: 20,
    fontName: 'F',
    fontSize: 20,
    bold: false,
    italic: false,
  }
}

/** Each glyph printed with its own move, as Canva does: width 0.6 em, tracking 0.2 em. */
function tracked(text: string, size = 20, units = 1): { fn: number[]; args: unknown[] } {
  const fn: number[] = [OPS.beginText, OPS.setFont, OPS.setTextMatrix]
  const args: unknown[] = [null, ['F1', size], [[1, 0, 0, 1, 50, 700]]]
  for (const char of text) {
    fn.push(OPS.showText, OPS.moveText)
    const width = char === ' ' ? 250 : 600
    args.push([[glyph(char, width * units)]], [((width + 200) / 1000) * size, 0])
  }
  return { fn, args }
}

describe('letter-spaced text', () => {
  it('puts back the word space a printed space glyph marks', () => {
    const { fn, args } = tracked('ANA LIMA')
    const printed = wordBreaks(readGlyphs(OPS, fn, args))
    expect(printed.letters).toBe('ANALIMA')
    expect(respaceItems([item('A N A L I M A')], () => printed)[0]?.text).toBe('ANA LIMA')
  })

  it('breaks a word at a gap a word space wider than the tracking, without a space glyph', () => {
    // TJ: 0.1 em of tracking after each letter, 0.35 em between the words.
    const spaced = [
      glyph('T'),
      -100,
      glyph('O'),
      -100,
      glyph('M'),
      -350,
      glyph('K'),
      -100,
      glyph('I'),
    ]
    const fn = [OPS.beginText, OPS.setFont, OPS.setTextMatrix, OPS.showSpacedText]
    const args = [null, ['F1', 10], [[1, 0, 0, 1, 0, 0]], [spaced]]
    const printed = wordBreaks(readGlyphs(OPS, fn, args))
    expect(respaceItems([item('T O M K I')], () => printed)[0]?.text).toBe('TOM KI')
  })

  it('reads glyphs printed each in a text object of its own by where they start', () => {
    const fn: number[] = []
    const args: unknown[] = []
    // "JO AN": 0.6 em glyphs, 0.2 em tracking, one word space more between the words.
    ;[0, 16, 37, 53].forEach((x, k) => {
      fn.push(OPS.beginText, OPS.setFont, OPS.setTextMatrix, OPS.showText)
      args.push(null, ['F1', 20], [[1, 0, 0, 1, 50 + x, 700]], [[glyph('JOAN'[k] ?? '')]])
    })
    const printed = wordBreaks(readGlyphs(OPS, fn, args))
    expect(respaceItems([item('J O A N')], () => printed)[0]?.text).toBe('JO AN')
  })

  it('scales glyph widths by the font matrix (a Type 3 font counts in other units)', () => {
    // The same glyphs in a font of ten-thousandths: widths ten times the number.
    const { fn, args } = tracked('ANA LIMA', 20, 10)
    const printed = wordBreaks(readGlyphs(OPS, fn, args, () => 0.0001))
    expect(respaceItems([item('A N A L I M A')], () => printed)[0]?.text).toBe('ANA LIMA')
  })

  it('leaves items that are not letter by letter as pdf.js read them', () => {
    const { fn, args } = tracked('ANA LIMA')
    const printed = wordBreaks(readGlyphs(OPS, fn, args))
    expect(
      respaceItems([item('AN A LIMA'), item('A N')], () => printed).map((i) => i.text),
    ).toEqual(['AN A LIMA', 'A N'])
    // A row of rating dots is no word, even where the printed glyphs group them.
    const dots = tracked('●●● ○○')
    const rating = wordBreaks(readGlyphs(OPS, dots.fn, dots.args))
    expect(respaceItems([item('● ● ● ○ ○')], () => rating)[0]?.text).toBe('● ● ● ○ ○')
  })
})
