import { describe, expect, it } from 'vitest'
import { makeLine } from '../../pdf/lines'
import type { PdfLine, PdfTextItem } from '../../pdf/types'
import { isLabelColumn } from './source'

function pdfLine(text: string, x: number, y: number, size = 10): PdfLine {
  const item: PdfTextItem = {
    text,
    x,
    y,
    width: text.length * size * 0.5,
    height: size,
    fontName: 'Arial',
    fontSize: size,
    bold: false,
    italic: false,
  }
  return makeLine([item])
}

describe('isLabelColumn', () => {
  it('knows a column of labels printed on the rows of the text they label', () => {
    const left = [
      pdfLine('Phone:', 40, 100),
      pdfLine('Email:', 40, 114),
      pdfLine('Experience', 40, 140),
      pdfLine('2019-2022', 40, 154),
    ]
    const right = [
      pdfLine('+1 555 0100', 160, 100),
      pdfLine('kim@example.org', 160, 114),
      pdfLine('Planner at Harbor Freight Lines', 160, 140),
      pdfLine('Scheduled 40 trucks a day across three depots', 160, 154),
    ]
    expect(isLabelColumn(left, right)).toBe(true)
  })

  it('does not take a sidebar whose lines sit between the main column rows for labels', () => {
    const left = [
      pdfLine('Skills', 40, 100),
      pdfLine('Docker', 40, 107),
      pdfLine('Kotlin', 40, 121),
      pdfLine('Figma', 40, 135),
    ]
    const right = [
      pdfLine('Experience', 200, 93),
      pdfLine('Planner at Harbor Freight Lines', 200, 114),
      pdfLine('Scheduled 40 trucks a day across three depots', 200, 128),
      pdfLine('Cut idle time by a fifth', 200, 142),
    ]
    expect(isLabelColumn(left, right)).toBe(false)
  })
})
