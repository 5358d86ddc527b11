import { describe, expect, it } from 'vitest'
import { MAX_IMPORT_BYTES, PdfImportError, type ImportErrorCode } from './errors'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { extractPdf, type ExtractOptions } from './extract'
import { decompressionBomb, makePdf } from './test-fixtures/make-pdf'

async function refusal(
  bytes: Uint8Array,
  options: Omit<ExtractOptions, 'pdfjs'> = {},
): Promise<ImportErrorCode | 'accepted'> {
  try {
    await extractPdf(bytes, { pdfjs, ...options })
    return 'accepted'
  } catch (error) {
    expect(error).toBeInstanceOf(PdfImportError)
    return (error as PdfImportError).code
  }
}

const simple = makePdf([
  [
    { text: 'Jana Novák', x: 40, y: 40, size: 22, bold: true },
    { text: 'EXPERIENCE', x: 40, y: 100, size: 12, bold: true },
    { text: 'Data Engineer', x: 40, y: 120 },
    { text: '03/2021 – Present', x: 400, y: 120 },
  ],
])

describe('extractPdf', () => {
  it('reads text with position, size and weight, and keeps a right-aligned date on its line', async () => {
    const pdf = await extractPdf(simple, { pdfjs })
    expect(pdf.layout.pageCount).toBe(1)
    const lines = pdf.pages[0]?.lines ?? []
    expect(lines.map((l) => l.text)).toEqual([
      'Jana Novák',
      'EXPERIENCE',
      'Data Engineer\t03/2021 – Present',
    ])
    expect(lines[0]).toMatchObject({ bold: true, fontSize: 22 })
    expect(lines[2]?.bold).toBe(false)
    expect(lines[0]?.y).toBeCloseTo(40, 0)
  })

  it("tells a bold face by its name, TeX's bold extended too, from the regular text after it", async () => {
    const bytes = makePdf(
      [
        [
          { text: 'Frontend', x: 40, y: 100, bold: true },
          { text: 'React, Vue', x: 90, y: 100 },
        ],
      ],
      { boldFont: 'CMBX10' },
    )
    const items = (await extractPdf(bytes, { pdfjs })).pages[0]?.items ?? []
    expect(items.map((i) => [i.text, i.fontName, i.boldFace])).toEqual([
      ['Frontend', 'CMBX10', true],
      ['React, Vue', 'Helvetica', false],
    ])
  })

  it('reports filled rectangles and a table grid among the layout facts', async () => {
    const grid = [
      '40 600 300 0.5 re f',
      '40 620 300 0.5 re f',
      '40 640 300 0.5 re f',
      '40 600 0.5 40 re f',
      '340 600 0.5 40 re f',
    ]
    const bytes = makePdf([[{ text: 'Skills', x: 40, y: 40 }]], {
      extraContent: [`0.9 g 0 742 595 100 re f\n${grid.join('\n')}`],
    })
    const { layout } = await extractPdf(bytes, { pdfjs })
    expect(layout.filledRectCount).toBe(1)
    expect(layout.hasTable).toBe(true)
  })
})

describe('extractPdf refuses bad input with a stable code', () => {
  it('checks the bytes, not the name: text is not a PDF', async () => {
    expect(await refusal(new TextEncoder().encode('Hello, I am a resume.'))).toBe('not-pdf')
    expect(await refusal(new Uint8Array())).toBe('empty-file')
  })

  it('refuses files over 5 MB before reading them', async () => {
    const big = new Uint8Array(MAX_IMPORT_BYTES + 1)
    big.set(new TextEncoder().encode('%PDF-1.4'))
    expect(await refusal(big)).toBe('too-large')
  })

  it('refuses a truncated file and a damaged one', async () => {
    expect(await refusal(simple.subarray(0, Math.floor(simple.length / 2)))).toBe('corrupt')
    const garbage = new TextEncoder().encode('%PDF-1.7\nthis is not a PDF body at all\n%%EOF\n')
    expect(await refusal(garbage)).toBe('corrupt')
  })

  it('refuses a password-protected PDF', async () => {
    expect(await refusal(makePdf([[{ text: 'secret', x: 40, y: 40 }]], { encrypted: true }))).toBe(
      'encrypted',
    )
  })

  it('says a PDF without a text layer has no text', async () => {
    const scan = makePdf([[]], { extraContent: ['0.5 g 0 0 595 842 re f'] })
    expect(await refusal(scan)).toBe('no-text')
  })

  it('refuses more pages than allowed, also a huge page tree, before parsing pages', async () => {
    const six = makePdf(
      Array.from({ length: 6 }, (_, i) => [{ text: `Page ${i + 1}`, x: 40, y: 40 }]),
    )
    expect(await refusal(six)).toBe('too-many-pages')
    const huge = makePdf([[{ text: 'x', x: 40, y: 40 }]], { pageCount: 200_000 })
    expect(await refusal(huge)).toBe('too-many-pages')
  }, 30_000)

  it('refuses a decompression bomb of drawing operators instead of drawing it', async () => {
    const bytes = makePdf([[]], { rawStream: decompressionBomb(1) })
    expect(bytes.length).toBeLessThan(10_000)
    expect(['too-complex', 'timeout']).toContain(await refusal(bytes))
  }, 30_000)

  it('stops a read that takes longer than its time limit', async () => {
    const bytes = makePdf([[]], { rawStream: decompressionBomb(4) })
    expect(await refusal(bytes, { timeoutMs: 1 })).toBe('timeout')
  })

  it('survives deeply nested objects', async () => {
    const nested = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    const bytes = makePdf([[{ text: 'Deep', x: 40, y: 40 }]], {
      extraContent: [`/Deep ${nested} def`],
    })
    expect(['accepted', 'corrupt', 'too-complex']).toContain(await refusal(bytes))
  })
})

describe('extractPdf: letter-spaced text', () => {
  it('keeps the word spaces of text drawn with wide character spacing', async () => {
    const bytes = makePdf([[{ text: 'Skills', x: 40, y: 40 }]], {
      extraContent: ['BT /F1 12 Tf 3 Tc 1 0 0 1 40 600 Tm (Ada Lind) Tj ET'],
    })
    const pdf = await extractPdf(bytes, { pdfjs })
    expect(pdf.pages[0]?.lines.map((l) => l.text)).toContain('Ada Lind')
  })
})
