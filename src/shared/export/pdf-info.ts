// Sets the document information (Title, Author, Creator) of a PDF Chromium printed, by appending
// an incremental update: a new Info dictionary, a one-entry cross-reference section and a trailer
// pointing back at the original one. The printed bytes stay untouched (readers see the new Info;
// the tagged structure, fonts and /Lang Chromium wrote are kept). Chromium writes the Title from
// <title> and /Lang from <html lang>, but never an Author, and its Creator is a user-agent string.
// No PDF library needed: Skia writes a classic xref table and trailer; any other shape is left
// as it is rather than risk a broken file.

export interface PdfInfo {
  title: string
  author: string
  /** The application that made the document. */
  creator?: string
}

const latin1 = new TextDecoder('latin1')
const ascii = new TextEncoder()

/** A PDF text string in UTF-16BE with a byte-order mark: any script survives. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF'
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0')
  return `<${hex.toUpperCase()}>`
}

/** D:YYYYMMDDHHmmSSZ */
export function pdfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
}

interface Trailer {
  size: number
  root: string
  startxref: number
}

function readTrailer(pdf: Uint8Array): Trailer | null {
  // The trailer and startxref live in the last kilobytes; latin1 keeps byte offsets 1:1.
  const tailStart = Math.max(0, pdf.length - 4096)
  const tail = latin1.decode(pdf.subarray(tailStart))
  const trailerAt = tail.lastIndexOf('trailer')
  if (trailerAt < 0) return null
  const trailer = tail.slice(trailerAt)
  const size = /\/Size\s+(\d+)/.exec(trailer)?.[1]
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1]
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(trailer)?.[1]
  if (!size || !root || !startxref) return null
  return { size: Number(size), root, startxref: Number(startxref) }
}

export function setPdfInfo(pdf: Uint8Array, info: PdfInfo, now = new Date()): Uint8Array {
  const trailer = readTrailer(pdf)
  if (!trailer) return pdf
  const objectNumber = trailer.size
  const separator = pdf[pdf.length - 1] === 0x0a ? '' : '\n'
  const fields = [
    `/Title ${pdfTextString(info.title)}`,
    ...(info.author ? [`/Author ${pdfTextString(info.author)}`] : []),
    `/Creator ${pdfTextString(info.creator ?? 'Vitae')}`,
    `/Producer ${pdfTextString('Vitae (Chromium print)')}`,
    `/CreationDate (${pdfDate(now)})`,
    `/ModDate (${pdfDate(now)})`,
  ]
  const object = `${objectNumber} 0 obj\n<<${fields.join('\n')}>>\nendobj\n`
  const objectOffset = pdf.length + separator.length
  const xrefOffset = objectOffset + object.length
  const xref =
    `xref\n0 1\n0000000000 65535 f \n${objectNumber} 1\n` +
    `${String(objectOffset).padStart(10, '0')} 00000 n \n` +
    `trailer\n<</Size ${objectNumber + 1}\n/Root ${trailer.root}\n/Info ${objectNumber} 0 R\n/Prev ${trailer.startxref}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`
  const update = ascii.encode(separator + object + xref)
  const result = new Uint8Array(pdf.length + update.length)
  result.set(pdf, 0)
  result.set(update, pdf.length)
  return result
}

/** The number of pages of a PDF Chromium printed (its page objects). */
export function countPdfPages(pdf: Uint8Array): number {
  return latin1.decode(pdf).match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0
}
