// Counts what a PDF's compressed streams inflate to, before pdf.js reads the file (issue 11
// L-2): pdf.js decodes a stream into one growing ArrayBuffer, and neither a worker's heap limit
// nor pdf.js bounds those, so a 1 MB file that inflates to 1 GiB drove `cv import` to 2.5 GB.
// Here every FlateDecode stream (also chains of them, and LZWDecode, which compresses as well)
// is inflated chunk by chunk and only counted, never kept: memory stays at one chunk, and the
// file is refused as soon as the total passes MAX_DECODED_BYTES.
//
// Runs the same in every runtime that imports (the CLI's worker, the app's renderer in the
// browser and the desktop): DecompressionStream is in Node 18+ and every current browser.
// Streams with other filters are counted at their stored size (ASCIIHex/ASCII85 shrink; JPEG,
// JPX and JBIG2 images are bounded by pdf.js's maxImageSize; RunLength expands 64× at most).
import { MAX_DECODED_BYTES, PdfImportError } from './errors'

const STREAM = /\bstream(\r\n|\n|\r)/g
const FILTER = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/
const ENDSTREAM = 'endstream'

interface PdfStream {
  start: number
  end: number
  filters: string[]
  earlyChange: boolean
}

/** The streams of a PDF as stored in the file (object streams cannot hold streams). */
function findStreams(bytes: Uint8Array): PdfStream[] {
  const text = new TextDecoder('latin1').decode(bytes)
  const streams: PdfStream[] = []
  STREAM.lastIndex = 0
  for (let match = STREAM.exec(text); match; match = STREAM.exec(text)) {
    const start = match.index + match[0].length
    const end = text.indexOf(ENDSTREAM, start)
    if (end < 0) break
    // The stream's dictionary ends right before the keyword: look back to its object's start.
    const objectStart = text.lastIndexOf(' obj', match.index)
    const dictionary = text.slice(Math.max(objectStart, match.index - 4096), match.index)
    const filter = FILTER.exec(dictionary)?.[1] ?? ''
    const filters = [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1] ?? '')
    streams.push({
      start,
      end,
      filters,
      earlyChange: !/\/EarlyChange\s+0\b/.test(dictionary),
    })
    STREAM.lastIndex = end + ENDSTREAM.length
  }
  return streams
}

const INFLATING = new Set(['FlateDecode', 'Fl'])
const LZW = new Set(['LZWDecode', 'LZW'])

class Budget {
  used = 0
  constructor(readonly limit: number) {}
  spend(bytes: number): void {
    this.used += bytes
    if (this.used > this.limit)
      throw new PdfImportError(
        'too-complex',
        `its compressed streams inflate to more than ${Math.round(this.limit / 1024 / 1024)} MB`,
      )
  }
}

/** The chunks of `data` after `count` FlateDecode passes, as they come. */
function inflated(data: Uint8Array, count: number): ReadableStream<Uint8Array> {
  let stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream() as ReadableStream<Uint8Array>
  for (let i = 0; i < count; i++)
    stream = stream.pipeThrough(
      new DecompressionStream('deflate') as unknown as TransformStream<Uint8Array, Uint8Array>,
    )
  return stream
}

/** Output size of LZW data, computed from the code table's entry lengths alone. */
function lzwDecodedSize(data: Uint8Array, earlyChange: boolean, budget: Budget): void {
  const lengths = new Uint32Array(4096)
  let next = 258
  let codeLength = 9
  let previous = -1
  let bits = 0
  let bitCount = 0
  let size = 0
  for (let i = 0; i < data.length; i++) {
    bits = ((bits << 8) | (data[i] ?? 0)) & 0xffffff
    bitCount += 8
    while (bitCount >= codeLength) {
      const code = (bits >>> (bitCount - codeLength)) & ((1 << codeLength) - 1)
      bitCount -= codeLength
      if (code === 257) return budget.spend(size)
      if (code === 256) {
        next = 258
        codeLength = 9
        previous = -1
        continue
      }
      const length = code < 256 ? 1 : code < next ? (lengths[code] ?? 0) : 0
      // A code not yet in the table is the previous entry plus one byte (the KwKwK case).
      const emitted =
        length || (previous >= 0 ? (previous < 256 ? 1 : (lengths[previous] ?? 0)) + 1 : 1)
      size += emitted
      if (size > 1024 * 1024) {
        budget.spend(size)
        size = 0
      }
      if (previous >= 0 && next < 4096) {
        lengths[next] = (previous < 256 ? 1 : (lengths[previous] ?? 0)) + 1
        next++
      }
      previous = code
      const grow = earlyChange ? next + 1 : next
      if (grow >= 1 << codeLength && codeLength < 12) codeLength++
    }
  }
  budget.spend(size)
}

async function countStream(bytes: Uint8Array, stream: PdfStream, budget: Budget): Promise<void> {
  const data = bytes.subarray(stream.start, stream.end)
  const inflating = stream.filters.findIndex((f) => !INFLATING.has(f))
  const flatePasses = inflating < 0 ? stream.filters.length : inflating
  const then = stream.filters[flatePasses]
  if (flatePasses === 0) {
    if (then !== undefined && LZW.has(then)) lzwDecodedSize(data, stream.earlyChange, budget)
    else budget.spend(data.length)
    return
  }
  const reader = inflated(data, flatePasses).getReader()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      budget.spend(value.byteLength)
    }
  } catch (error) {
    if (error instanceof PdfImportError) throw error
    // Damaged or truncated data: pdf.js decides what it makes of it; it inflates no further.
  } finally {
    reader.cancel().catch(() => undefined)
  }
}

/**
 * Throws PdfImportError('too-complex') as soon as the PDF's streams inflate to more than
 * `limit` bytes together; keeps none of what it inflates.
 */
export async function checkDecodedSize(
  bytes: Uint8Array,
  limit = MAX_DECODED_BYTES,
): Promise<void> {
  const budget = new Budget(limit)
  for (const stream of findStreams(bytes)) await countStream(bytes, stream, budget)
}
