// Reading and amending the PDFs Chromium prints, without a PDF library. Skia writes plain
// objects (no object streams), a classic cross-reference table and a trailer; our own changes
// are appended as incremental updates (new versions of objects, a cross-reference section and
// a trailer pointing back at the previous one), so the printed bytes stay untouched and any
// reader sees the newest version of each object. Any other shape (object streams, xref
// streams) reads as `null`, and callers then leave the file as it is rather than risk breaking
// it. Inflating and deflating use the web-standard compression streams, present in Node,
// Electron and browsers alike.

const latin1 = new TextDecoder('latin1')
const ascii = new TextEncoder()

/** Text as UTF-16BE hex digits, four per code unit, upper case (PDF strings and CMaps). */
export function utf16Hex(text: string): string {
  let hex = ''
  for (let i = 0; i < text.length; i++)
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')
  return hex
}

/** The text of UTF-16BE hex digits (a trailing partial code unit is dropped). */
export function fromUtf16Hex(hex: string): string {
  let text = ''
  for (let i = 0; i + 4 <= hex.length; i += 4)
    text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16))
  return text
}

export interface PdfTrailer {
  size: number
  root: string
  info?: string
  startxref: number
}

export interface PdfObject {
  /** The object's dictionary (or other value), as written; latin1 keeps bytes 1:1. */
  dict: string
  /** The raw (still encoded) stream bytes, for stream objects. */
  stream?: Uint8Array
}

export interface PdfFile {
  bytes: Uint8Array
  trailer: PdfTrailer
  /** Object numbers in use, each at its newest offset. */
  objectNumbers(): number[]
  object(number: number): PdfObject | null
}

function readTrailerAt(text: string, xrefAt: number) {
  const trailerAt = text.indexOf('trailer', xrefAt)
  if (trailerAt < 0) return null
  const end = text.indexOf('startxref', trailerAt)
  return text.slice(trailerAt, end < 0 ? undefined : end)
}

export function readPdf(bytes: Uint8Array): PdfFile | null {
  const text = latin1.decode(bytes)
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text.slice(-1024))?.[1]
  if (!startxref) return null
  const offsets = new Map<number, number>()
  let trailer: PdfTrailer | null = null
  const seen = new Set<number>()
  for (let at: number | undefined = Number(startxref); at !== undefined;) {
    if (seen.has(at) || !text.startsWith('xref', at)) return null
    seen.add(at)
    const trailerText = readTrailerAt(text, at)
    if (trailerText === null) return null
    // Subsections: "first count" then count 20-byte entries.
    const table = text.slice(at + 4, text.indexOf('trailer', at))
    const lines = table.split(/\r?\n|\r/).filter((line) => line.trim() !== '')
    for (let i = 0; i < lines.length;) {
      const [first, count] = lines[i]!.trim().split(/\s+/).map(Number)
      if (first === undefined || count === undefined || Number.isNaN(first + count)) return null
      for (let k = 0; k < count; k++) {
        const entry = /^(\d{10}) (\d{5}) ([nf])/.exec(lines[i + 1 + k] ?? '')
        if (!entry) return null
        const number = first + k
        if (entry[3] === 'n' && !offsets.has(number)) offsets.set(number, Number(entry[1]))
      }
      i += 1 + count
    }
    if (!trailer) {
      const size = /\/Size\s+(\d+)/.exec(trailerText)?.[1]
      const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailerText)?.[1]
      if (!size || !root) return null
      const info = /\/Info\s+(\d+\s+\d+\s+R)/.exec(trailerText)?.[1]
      trailer = {
        size: Number(size),
        root,
        ...(info ? { info } : {}),
        startxref: Number(startxref),
      }
    }
    const previous = /\/Prev\s+(\d+)/.exec(trailerText)?.[1]
    at = previous === undefined ? undefined : Number(previous)
  }
  if (!trailer) return null
  const found = trailer

  function object(number: number): PdfObject | null {
    const offset = offsets.get(number)
    if (offset === undefined) return null
    const header = new RegExp(`^${number}\\s+\\d+\\s+obj\\b`).exec(text.slice(offset, offset + 32))
    if (!header) return null
    const start = offset + header[0].length
    const streamAt = text.indexOf('stream', start)
    const endAt = text.indexOf('endobj', start)
    if (endAt < 0) return null
    if (streamAt < 0 || streamAt > endAt) return { dict: text.slice(start, endAt).trim() }
    const dict = text.slice(start, streamAt).trim()
    const lengthMatch = /\/Length\s+(\d+)(\s+\d+\s+R)?/.exec(dict)
    if (!lengthMatch) return null
    let length = Number(lengthMatch[1])
    if (lengthMatch[2]) {
      const indirect = object(length)
      if (!indirect || !/^\d+$/.test(indirect.dict)) return null
      length = Number(indirect.dict)
    }
    let dataAt = streamAt + 'stream'.length
    if (text[dataAt] === '\r') dataAt++
    if (text[dataAt] === '\n') dataAt++
    if (dataAt + length > bytes.length) return null
    return { dict, stream: bytes.subarray(dataAt, dataAt + length) }
  }

  return {
    bytes,
    trailer: found,
    objectNumbers: () => [...offsets.keys()].sort((a, b) => a - b),
    object,
  }
}

async function pipe(data: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const response = new Response(
    new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream),
  )
  return new Uint8Array(await response.arrayBuffer())
}

/** The decoded bytes of a FlateDecode (or unfiltered) stream; `null` for any other filter. */
export async function decodeStream(object: PdfObject): Promise<Uint8Array | null> {
  if (!object.stream) return null
  const filter = /\/Filter\s*(\/\w+|\[[^\]]*\])/.exec(object.dict)?.[1]
  if (filter === undefined) return object.stream
  if (filter.replace(/[[\]\s]/g, '') !== '/FlateDecode') return null
  if (/\/DecodeParms/.test(object.dict)) return null
  try {
    return await pipe(object.stream, new DecompressionStream('deflate'))
  } catch {
    return null
  }
}

/** A FlateDecode stream object holding `data`, with the other keys of `dict` kept. */
export async function encodeStream(dict: string, data: Uint8Array): Promise<Uint8Array> {
  const compressed = await pipe(data, new CompressionStream('deflate'))
  const rest = dict
    .replace(/^<<|>>$/g, '')
    .replace(/\/Length\s+\d+(\s+\d+\s+R)?/, '')
    .replace(/\/Filter\s*(\/\w+|\[[^\]]*\])/, '')
    .trim()
  const head = ascii.encode(
    `<<${rest ? `${rest}\n` : ''}/Filter /FlateDecode\n/Length ${compressed.length}>> stream\n`,
  )
  const tail = ascii.encode('\nendstream')
  const result = new Uint8Array(head.length + compressed.length + tail.length)
  result.set(head, 0)
  result.set(compressed, head.length)
  result.set(tail, head.length + compressed.length)
  return result
}

export interface UpdatedObject {
  number: number
  /** Everything between "N 0 obj" and "endobj". */
  body: Uint8Array | string
}

/**
 * Appends one incremental update: the given objects (new numbers or new versions of existing
 * ones), a cross-reference section listing them and a trailer. `info` replaces the trailer's
 * /Info reference when given.
 */
export function appendUpdate(
  pdf: Uint8Array,
  trailer: PdfTrailer,
  objects: UpdatedObject[],
  info?: string,
): Uint8Array {
  if (objects.length === 0 && info === undefined) return pdf
  const parts: Uint8Array[] = []
  let offset = pdf.length
  const push = (part: Uint8Array | string) => {
    const bytes = typeof part === 'string' ? ascii.encode(part) : part
    parts.push(bytes)
    offset += bytes.length
  }
  if (pdf[pdf.length - 1] !== 0x0a) push('\n')
  const entries: { number: number; offset: number }[] = []
  for (const object of [...objects].sort((a, b) => a.number - b.number)) {
    entries.push({ number: object.number, offset })
    push(`${object.number} 0 obj\n`)
    push(object.body)
    push('\nendobj\n')
  }
  // One subsection per run of consecutive object numbers.
  let xref = 'xref\n0 1\n0000000000 65535 f \n'
  for (let i = 0; i < entries.length;) {
    let j = i
    while (j + 1 < entries.length && entries[j + 1]!.number === entries[j]!.number + 1) j++
    xref += `${entries[i]!.number} ${j - i + 1}\n`
    for (let k = i; k <= j; k++)
      xref += `${String(entries[k]!.offset).padStart(10, '0')} 00000 n \n`
    i = j + 1
  }
  const size = Math.max(trailer.size, ...entries.map((entry) => entry.number + 1))
  const infoRef = info ?? trailer.info
  const xrefOffset = offset
  push(
    `${xref}trailer\n<</Size ${size}\n/Root ${trailer.root}\n${infoRef ? `/Info ${infoRef}\n` : ''}` +
      `/Prev ${trailer.startxref}>>\nstartxref\n${xrefOffset}\n%%EOF\n`,
  )
  const result = new Uint8Array(offset)
  result.set(pdf, 0)
  let at = pdf.length
  for (const part of parts) {
    result.set(part, at)
    at += part.length
  }
  return result
}
