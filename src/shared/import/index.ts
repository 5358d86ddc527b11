// Importing an existing resume (CONTRACT §4): PDF, .docx, JSON Resume (or Vitae JSON) and plain
// text → an editable resume. Offline and deterministic; a later refinement pass can only add
// (see refine.ts). Bad input throws PdfImportError with a stable code and nothing is created.
import { looksLikeJsonResume, fromJsonResume } from '../jsonresume'
import { extractPdf, type ExtractOptions } from '../pdf/extract'
import { MAX_IMPORT_BYTES, MAX_IMPORT_TEXT, PdfImportError } from '../pdf/errors'
import type { ImportPage } from '../api/import'
import { layOutPages } from '../pdf/layout'
import type { PdfText } from '../pdf/types'
import { normalizeResume, resumeToPlainText } from '../resume'
import { docxToSource } from './docx'
import { fromPdfText, fromPlainText, parseResume, type ParseInput } from './parse'
import type { ImportResult } from './types'
import { checkImportPages } from './bounds'

export type { ImportResult } from './types'
export { checkImportPages } from './bounds'
export { refineImport, mergeRefined, type Refiner } from './refine'
export { fromPdfText, fromPlainText, parseResume, detectLanguage, type ParseInput } from './parse'
export { htmlToSource } from './docx'

export interface ImportOptions extends ExtractOptions {
  /**
   * Refuse text over MAX_IMPORT_TEXT (default true). Evaluation reads with false: a long resume
   * is evaluated and told it is too long, never refused for its length.
   */
  limitText?: boolean
}

export interface ParseOptions {
  limitText?: boolean
}

/** Refuses text over MAX_IMPORT_TEXT ("Text exceeds the maximum allowed length of 4 pages"). */
export function checkTextLength(text: string): void {
  if (text.replace(/\s+/g, ' ').trim().length > MAX_IMPORT_TEXT)
    throw new PdfImportError('too-much-text')
}

function fromInput(
  input: ParseInput,
  source: ImportResult['source'],
  layout: ImportResult['layout'],
  options: ParseOptions = {},
): ImportResult {
  const parsed = parseResume(input)
  if (options.limitText !== false) checkTextLength(parsed.text)
  return {
    resume: parsed.resume,
    language: parsed.language,
    text: parsed.text,
    layout,
    warnings: parsed.warnings,
    source,
  }
}

/**
 * The API's compact items (see @shared/api ImportPage) → a laid-out PdfText. Refuses hostile
 * item counts and text sizes before laying anything out (checkImportPages).
 */
export function pdfTextFromItems(pages: readonly ImportPage[]): PdfText {
  checkImportPages(pages)
  return layOutPages(
    pages.map((page, index) => ({
      number: index + 1,
      width: page.width,
      height: page.height,
      items: page.items
        .filter(([text]) => text.trim() !== '')
        .map(([text, x, y, width, fontSize, bold, boldFace]) => ({
          text,
          x,
          y,
          width,
          height: fontSize,
          fontName: '',
          fontSize,
          bold,
          ...(boldFace === undefined ? {} : { boldFace }),
          italic: false,
        })),
    })),
  )
}

/** PdfText → the API's compact items (what the app sends). */
export function itemsFromPdfText(pdf: PdfText): ImportPage[] {
  return pdf.pages.map((page) => ({
    width: page.width,
    height: page.height,
    items: page.items.map((i): ImportPage['items'][number] => {
      const item: ImportPage['items'][number] = [
        i.text,
        round(i.x),
        round(i.y),
        round(i.width),
        round(i.fontSize),
        i.bold,
      ]
      if (i.boldFace !== undefined) item.push(i.boldFace)
      return item
    }),
  }))
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** Parses text already extracted from a PDF (the renderer extracts, the cloud parses). */
export function importPdfText(pdf: PdfText, options: ParseOptions = {}): ImportResult {
  if (pdf.text.replace(/\s/g, '') === '') throw new PdfImportError('no-text')
  // The length rule before parsing: the parser's cost grows with the text.
  if (options.limitText !== false) checkTextLength(pdf.text)
  return fromInput(fromPdfText(pdf), 'pdf', pdf.layout, options)
}

export async function importPdf(bytes: Uint8Array, options: ImportOptions): Promise<ImportResult> {
  const pdf = await extractPdf(bytes, options)
  if (options.limitText !== false) checkTextLength(pdf.text)
  return importPdfText(pdf, options)
}

/** The spec's cvText: plain text with no layout. */
export function importText(text: string): ImportResult {
  if (text.trim() === '') throw new PdfImportError('no-text')
  checkTextLength(text)
  return fromInput(fromPlainText(text), 'text', null)
}

export async function importDocx(bytes: Uint8Array): Promise<ImportResult> {
  checkSize(bytes)
  const { input } = await docxToSource(bytes)
  if (input.flows.length === 0) throw new PdfImportError('no-text')
  return fromInput(input, 'docx', null)
}

/** A JSON Resume document or a Vitae resume (as text or parsed). */
export function importJsonResume(json: string | unknown): ImportResult {
  let data: unknown = json
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json)
    } catch {
      throw new PdfImportError('invalid-json', 'the file is not valid JSON')
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new PdfImportError('invalid-json')
  const { resume, fixes } = looksLikeJsonResume(data) ? fromJsonResume(data) : normalizeResume(data)
  const text = resumeToPlainText(resume)
  if (text.trim() === '') throw new PdfImportError('invalid-json', 'it holds no resume data')
  return {
    resume,
    language: resume.resumeLanguage,
    text,
    layout: null,
    warnings: fixes,
    source: 'json',
  }
}

function checkSize(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new PdfImportError('empty-file')
  if (bytes.length > MAX_IMPORT_BYTES) throw new PdfImportError('too-large')
}

export type FileKind = 'pdf' | 'docx' | 'zip' | 'json' | 'unknown'

const ZIP_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  // An empty archive, and a spanned one.
  [0x50, 0x4b, 0x05, 0x06],
  [0x50, 0x4b, 0x07, 0x08],
]

/**
 * Whether a ZIP holds a Word document: the name of its main part appears in the archive's
 * directories, which are never compressed.
 */
function zipHoldsWordDocument(bytes: Uint8Array): boolean {
  return new TextDecoder('latin1').decode(bytes).includes('word/document.xml')
}

/** What a file is, from its bytes (never from its name alone). */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (head.includes('%PDF-')) return 'pdf'
  if (ZIP_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte)))
    return zipHoldsWordDocument(bytes) ? 'docx' : 'zip'
  const start = head.replace(/^\uFEFF/, '').trimStart()
  if (start.startsWith('{')) return 'json'
  return 'unknown'
}

/**
 * The refusal for content that is not what its name or type says, worded by what it really
 * is: a Word document named .pdf is told so (not "a damaged Word file"), any other ZIP is a ZIP.
 * Null when the content can be read as it is.
 */
export function misnamedFileError(kind: FileKind, claimsPdf: boolean): PdfImportError | null {
  if (kind === 'zip') return new PdfImportError('zip-archive')
  if (kind === 'docx' && claimsPdf) return new PdfImportError('docx-named-pdf')
  return null
}

/** Whether the name (or the browser's type) says PDF. */
export function claimsPdf(fileName: string, mimeType = ''): boolean {
  return /\.pdf$/i.test(fileName.trim()) || mimeType === 'application/pdf'
}

/** Picks the reader by content; the file name only words the error for unknown content. */
export async function importFile(
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions,
): Promise<ImportResult> {
  checkSize(bytes)
  const kind = sniffFileKind(bytes)
  const misnamed = misnamedFileError(kind, claimsPdf(fileName))
  if (misnamed) throw misnamed
  if (kind === 'pdf') return importPdf(bytes, options)
  if (kind === 'docx') return importDocx(bytes)
  if (kind === 'json') return importJsonResume(new TextDecoder().decode(bytes))
  throw new PdfImportError(claimsPdf(fileName) ? 'not-pdf' : 'unsupported-type')
}
