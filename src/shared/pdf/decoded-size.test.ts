// Decompression bombs (issue 11 L-2) are refused by counting what the streams inflate to,
// before pdf.js reads the file. The bombs are generated here, never committed. Peak memory is
// measured by `npm run bench` (bench/bomb.ts), not here.
import { deflateSync, inflateSync } from 'node:zlib'
import { loadPdfjs } from '@node/pdf/pdfjs'
import { describe, expect, it } from 'vitest'
import { checkDecodedSize } from './decoded-size'
import { MAX_DECODED_BYTES, PdfImportError } from './errors'
import { extractPdf } from './extract'
import { inflatingZeros, makePdf } from './test-fixtures/make-pdf'

async function refusal(bytes: Uint8Array): Promise<PdfImportError | 'accepted'> {
  try {
    await extractPdf(bytes, { pdfjs: await loadPdfjs() })
    return 'accepted'
  } catch (error) {
    expect(error).toBeInstanceOf(PdfImportError)
    return error as PdfImportError
  }
}

describe('decompression bombs', () => {
  it('are built right: the generated stream inflates to exactly its zeros', () => {
    const inflated = inflateSync(inflatingZeros(3))
    expect(inflated.length).toBe(3 * 1024 * 1024)
    expect(inflated.every((byte) => byte === 0)).toBe(true)
  })

  it('refuses a 1 MB PDF that inflates to 1 GiB with a clear message', async () => {
    const bomb = makePdf([[]], {
      rawStream: { bytes: inflatingZeros(1024), filter: 'FlateDecode' },
    })
    expect(bomb.length).toBeGreaterThan(900_000)
    expect(bomb.length).toBeLessThan(1_200_000)
    const error = await refusal(bomb)
    expect(error).not.toBe('accepted')
    expect((error as PdfImportError).code).toBe('too-complex')
    expect((error as PdfImportError).message).toContain(
      `its compressed streams inflate to more than ${MAX_DECODED_BYTES / 1024 / 1024} MB`,
    )
  }, 60_000)

  it('refuses a stream deflated twice (a few KB that inflate to 1 GiB)', async () => {
    const twice = deflateSync(inflatingZeros(1024), { level: 9 })
    expect(twice.length).toBeLessThan(20_000)
    const bomb = makePdf([[]], {
      rawStream: { bytes: twice, filter: '[/FlateDecode /FlateDecode]' },
    })
    await expect(checkDecodedSize(bomb)).rejects.toThrow(/inflate to more than/)
  }, 60_000)

  it('counts the streams together and accepts what stays under the bound', async () => {
    const stream = deflateSync(Buffer.alloc(3 * 1024 * 1024))
    const pdf = makePdf([[]], { rawStream: { bytes: stream, filter: 'FlateDecode' } })
    await expect(checkDecodedSize(pdf, 4 * 1024 * 1024)).resolves.toBeUndefined()
    await expect(checkDecodedSize(pdf, 2 * 1024 * 1024)).rejects.toThrow(/more than 2 MB/)
  })

  it('lets a real resume PDF through', async () => {
    const pdf = makePdf([[{ text: 'Jana Novak', x: 40, y: 40 }]])
    await expect(checkDecodedSize(pdf)).resolves.toBeUndefined()
    expect(await refusal(pdf)).toBe('accepted')
  })
})
