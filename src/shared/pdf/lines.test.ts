import { describe, expect, it } from 'vitest'
import { joinItems } from './lines'
import type { PdfTextItem } from './types'

function item(text: string, x: number, width: number, size = 10): PdfTextItem {
  return {
    text,
    x,
    y: 100,
    width,
    height: size,
    fontName: 'Helvetica',
    fontSize: size,
    bold: false,
    italic: false,
  }
}

describe('joinItems', () => {
  it('keeps a word space as a space and a gap of more than a few spaces as a cell break', () => {
    // Tags set 1.3 font sizes apart ("pills") are separate cells; 0.3 is a word space.
    expect(joinItems([item('Hiking', 20, 30), item('Chess', 63, 25), item('Piano', 91, 25)])).toBe(
      'Hiking\tChess Piano',
    )
  })
})
