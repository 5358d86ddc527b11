// Sets the document information (Title, Author, Creator) of a PDF Chromium printed, by appending
// an incremental update (pdf-file.ts): a new Info dictionary, a one-entry cross-reference section
// and a trailer pointing back at the original one. The printed bytes stay untouched (readers see
// the new Info; the tagged structure, fonts and /Lang Chromium wrote are kept). Chromium writes
// the Title from <title> and /Lang from <html lang>, but never an Author, and its Creator is a
// user-agent string. A file in any other shape than Skia's is left as it is.
import { appendUpdate, readPdf, utf16Hex, type PdfFile, type UpdatedObject } from './pdf-file'
import { rtlTextRepairs } from './pdf-rtl-text'

export interface PdfInfo {
  title: string
  author: string
  /** The application that made the document. */
  creator?: string
}

const latin1 = new TextDecoder('latin1')

/** A PDF text string in UTF-16BE with a byte-order mark: any script survives. */
export function pdfTextString(text: string): string {
  return `<FEFF${utf16Hex(text)}>`
}

/** D:YYYYMMDDHHmmSSZ */
export function pdfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
}

/** A new Info dictionary, numbered after the file's last object. */
function infoObject(file: PdfFile, info: PdfInfo, now: Date): UpdatedObject {
  const fields = [
    `/Title ${pdfTextString(info.title)}`,
    ...(info.author ? [`/Author ${pdfTextString(info.author)}`] : []),
    `/Creator ${pdfTextString(info.creator ?? 'Vitae')}`,
    `/Producer ${pdfTextString('Vitae (Chromium print)')}`,
    `/CreationDate (${pdfDate(now)})`,
    `/ModDate (${pdfDate(now)})`,
  ]
  return { number: file.trailer.size, body: `<<${fields.join('\n')}>>` }
}

export function setPdfInfo(pdf: Uint8Array, info: PdfInfo, now = new Date()): Uint8Array {
  const file = readPdf(pdf)
  if (!file) return pdf
  const object = infoObject(file, info, now)
  return appendUpdate(pdf, file.trailer, [object], `${object.number} 0 R`)
}

/**
 * What every printed PDF goes through before it reaches the user, on every platform: its
 * right-to-left text repaired (pdf-rtl-text.ts) and its document information set, in one
 * incremental update.
 */
export async function finishPdf(
  pdf: Uint8Array,
  info: PdfInfo,
  now = new Date(),
): Promise<Uint8Array> {
  const file = readPdf(pdf)
  if (!file) return pdf
  const object = infoObject(file, info, now)
  const repairs = await rtlTextRepairs(file)
  return appendUpdate(pdf, file.trailer, [...repairs, object], `${object.number} 0 R`)
}

/** The number of pages of a PDF Chromium printed (its page objects). */
export function countPdfPages(pdf: Uint8Array): number {
  return latin1.decode(pdf).match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0
}
