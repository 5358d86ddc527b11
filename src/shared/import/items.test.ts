// The API's compact text items (what the web app sends the cloud to parse) carry what the
// parser reads, the bold face of a lead-in included, and refuse anything else.
import { describe, expect, it } from 'vitest'
import { importPageInput } from '../api/import'
import type { PdfText } from '../pdf/types'
import { itemsFromPdfText, pdfTextFromItems } from './index'

function page(items: PdfText['pages'][number]['items']): PdfText {
  return {
    pages: [{ number: 1, width: 595, height: 842, items, lines: [], rects: [] }],
  } as unknown as PdfText
}

const item = (text: string, x: number, boldFace?: boolean) => ({
  text,
  x,
  y: 100,
  width: text.length * 5,
  height: 10,
  fontName: 'f1',
  fontSize: 10,
  bold: false,
  ...(boldFace === undefined ? {} : { boldFace }),
  italic: false,
})

describe('compact import items', () => {
  it('keep the bold face of each item through the round trip, and leave it out when unknown', () => {
    const sent = itemsFromPdfText(page([item('Languages', 72, true), item('Go, Rust', 130, false)]))
    expect(sent[0]!.items).toEqual([
      ['Languages', 72, 100, 45, 10, false, true],
      ['Go, Rust', 130, 100, 40, 10, false, false],
    ])
    const read = pdfTextFromItems(sent).pages[0]!.items
    expect(read.map((entry) => entry.boldFace)).toEqual([true, false])
    const unknown = itemsFromPdfText(page([item('Skills', 72)]))
    expect(unknown[0]!.items[0]).toHaveLength(6)
    expect(pdfTextFromItems(unknown).pages[0]!.items[0]!.boldFace).toBeUndefined()
  })

  it('accept six or seven fields, the seventh a boolean, and refuse the rest', () => {
    const accepts = (items: unknown[]) =>
      importPageInput.safeParse({ width: 595, height: 842, items }).success
    expect(accepts([['Go', 1, 2, 3, 10, false]])).toBe(true)
    expect(accepts([['Go', 1, 2, 3, 10, false, true]])).toBe(true)
    expect(accepts([['Go', 1, 2, 3, 10, false, 'yes']])).toBe(false)
    expect(accepts([['Go', 1, 2, 3, 10, false, true, true]])).toBe(false)
  })
})
