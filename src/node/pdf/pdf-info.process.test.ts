// The PDF Info writer, checked with poppler's pdfinfo.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countPdfPages, pdfTextString, setPdfInfo } from './pdf-info'
import { minimalPdf as buildPdf } from '../../../tests/support/minimal-pdf'

/** A minimal one-page PDF in the shape Skia writes (classic xref table and trailer). */
function minimalPdf(): Uint8Array {
  return buildPdf(
    [
      '<</Title (Old) /Creator (Mozilla/5.0 HeadlessChrome)>>',
      '<</Type /Catalog /Pages 3 0 R /Lang (de)>>',
      '<</Type /Pages /Kids [4 0 R] /Count 1>>',
      '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>',
    ],
    '/Root 2 0 R\n/Info 1 0 R',
  )
}

function pdfinfo(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitae-pdf-info-'))
  const file = join(dir, 'cv.pdf')
  writeFileSync(file, bytes)
  return execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' })
}

describe('setPdfInfo', () => {
  it('writes title, author and creator in any script, keeping the original bytes', () => {
    const original = minimalPdf()
    const updated = setPdfInfo(original, { title: 'Ayşe Yılmaz – 工程师', author: 'Ayşe Yılmaz' })
    expect(updated.subarray(0, original.length)).toEqual(original)
    const info = pdfinfo(updated)
    expect(info).toMatch(/^Title:\s+Ayşe Yılmaz – 工程师$/m)
    expect(info).toMatch(/^Author:\s+Ayşe Yılmaz$/m)
    expect(info).toMatch(/^Creator:\s+Vitae$/m)
    expect(info).toMatch(/^Pages:\s+1$/m)
    expect(info).not.toContain('Syntax Error')
  })

  it('leaves a PDF it cannot read the trailer of unchanged', () => {
    const odd = new TextEncoder().encode('%PDF-1.7\n% no classic trailer here\n%%EOF')
    expect(setPdfInfo(odd, { title: 'x', author: 'y' })).toBe(odd)
  })

  it('encodes text as UTF-16BE with a byte-order mark', () => {
    expect(pdfTextString('Aé')).toBe('<FEFF004100E9>')
    // Characters outside the BMP become surrogate pairs.
    expect(pdfTextString('😀')).toBe('<FEFFD83DDE00>')
  })
})

describe('countPdfPages', () => {
  it('counts page objects, not the page tree', () => {
    expect(countPdfPages(minimalPdf())).toBe(1)
  })
})
