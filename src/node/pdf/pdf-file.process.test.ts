// The incremental-update reader and writer (pdf-file.ts), checked with poppler's pdftotext:
// readers must see the newest version of an object.
import { appendUpdate, decodeStream, encodeStream, readPdf } from './pdf-file'
import { describe, expect, it } from 'vitest'
import { minimalPdf } from '../../../tests/support/minimal-pdf'
import { pdfToText } from '../../../tests/support/pdf-text'

const ascii = new TextEncoder()
const latin1 = new TextDecoder('latin1')

/** A one-page PDF in Skia's shape whose page shows `text` in Helvetica. */
function pagePdf(text: string): Uint8Array {
  const content = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    '<</Type /Pages /Kids [3 0 R] /Count 1>>',
    '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>> >> >>',
    `<</Length ${content.length}>> stream\n${content}\nendstream`,
    '<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>',
  ]
  return minimalPdf(objects, '/Root 1 0 R')
}

describe('readPdf and appendUpdate', () => {
  it('reads objects and streams of a classic cross-reference table', async () => {
    const file = readPdf(pagePdf('Hello'))!
    expect(file.trailer).toMatchObject({ size: 6, root: '1 0 R' })
    expect(file.objectNumbers()).toEqual([1, 2, 3, 4, 5])
    expect(file.object(5)?.dict).toContain('/BaseFont /Helvetica')
    const stream = await decodeStream(file.object(4)!)
    expect(latin1.decode(stream!)).toContain('(Hello) Tj')
  })

  it('replaces a stream by an update that readers follow, twice over', async () => {
    const original = pagePdf('Hello')
    const file = readPdf(original)!
    const first = appendUpdate(original, file.trailer, [
      {
        number: 4,
        body: await encodeStream('<<>>', ascii.encode('BT /F1 24 Tf 72 700 Td (Bonjour) Tj ET')),
      },
    ])
    // The printed bytes stay as they were.
    expect(first.subarray(0, original.length)).toEqual(original)
    expect(pdfToText(first).trim()).toBe('Bonjour')

    const updated = readPdf(first)!
    expect(latin1.decode((await decodeStream(updated.object(4)!))!)).toContain('(Bonjour)')
    const second = appendUpdate(
      first,
      updated.trailer,
      [
        {
          number: 4,
          body: await encodeStream('<<>>', ascii.encode('BT /F1 24 Tf 72 700 Td (Hola) Tj ET')),
        },
        { number: 6, body: '<</Title (Added)>>' },
      ],
      '6 0 R',
    )
    expect(pdfToText(second).trim()).toBe('Hola')
    const again = readPdf(second)!
    expect(again.trailer).toMatchObject({ size: 7, info: '6 0 R' })
    expect(again.object(6)?.dict).toBe('<</Title (Added)>>')
    // Objects no update touched are still read from the original section.
    expect(again.object(5)?.dict).toContain('/Helvetica')
  })

  it('reads nothing from a file in another shape', () => {
    expect(readPdf(ascii.encode('%PDF-1.7\n1 0 obj <<>> endobj\nstartxref\n9\n%%EOF'))).toBeNull()
    expect(readPdf(ascii.encode('not a pdf'))).toBeNull()
  })
})
