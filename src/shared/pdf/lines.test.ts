import { describe, expect, it } from 'vitest'
import { joinItems, makeLine } from './lines'
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

describe('joinItems, letters printed one by one', () => {
  it('joins single letters set a tracking apart and keeps the wider word space', () => {
    // Letters 6 wide, 8 apart (0.8 font sizes of tracking), the words 11 apart.
    const letters = ['A', 'N', 'A', 'L', 'I', 'M', 'A']
    let x = 20
    const items = letters.map((letter, k) => {
      x += k === 0 ? 0 : k === 3 ? 17 : 14
      return item(letter, x, 6)
    })
    expect(joinItems(items)).toBe('ANA LIMA')
  })

  it('keeps ordinary one-letter words apart', () => {
    expect(
      joinItems([item('a', 20, 5), item('b', 28, 5), item('c', 36, 5), item('d', 46, 5)]),
    ).toBe('a b c d')
  })
})

describe('makeLine', () => {
  it('drops a small call-out number set apart after the text, keeps a touching subscript', () => {
    const marker = { ...item('2', 110, 4, 7), fontSize: 7 }
    expect(makeLine([item('Phone 0123 456', 20, 80), marker]).text).toBe('Phone 0123 456')
    const subscript = { ...item('2', 50, 4, 7), fontSize: 7 }
    expect(makeLine([item('CO', 38, 12), subscript]).text).toBe('CO2')
    expect(makeLine([item('Rooms', 20, 30), item('2', 56, 5)]).text).toBe('Rooms 2')
  })
})
