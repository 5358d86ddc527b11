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

export type { ImportResult } from './types'
export { refineImport, mergeRefined, type Refiner } from './refine'
export { fromPdfText, fromPlainText, parseResume, detectLanguage, type ParseInput } from './parse'
export { htmlToSource } from './docx'

export type ImportOptions = ExtractOptions

/** Refuses text over the spec's 8000 characters ("Text exceeds the maximum allowed length of 4 pages"). */
export function checkTextLength(text: string): void {
  if (text.replace(/\s+/g, ' ').trim().length > MAX_IMPORT_TEXT)
    throw new PdfImportError('too-much-text')
}

function fromInput(
  input: ParseInput,
  source: ImportResult['source'],
  layout: ImportResult['layout'],
): ImportResult {
  const parsed = parseResume(input)
  checkTextLength(parsed.text)
  return {
    resume: parsed.resume,
    language: parsed.language,
    text: parsed.text,
    layout,
    warnings: parsed.warnings,
    source,
  }
}

/** The API's compact items (see @shared/api ImportPage) → a laid-out PdfText. */
export function pdfTextFromItems(pages: readonly ImportPage[]): PdfText {
  return layOutPages(
    pages.map((page, index) => ({
      number: index + 1,
      width: page.width,
      height: page.height,
      items: page.items
        .filter(([text]) => text.trim() !== '')
        .map(([text, x, y, width, fontSize, bold]) => ({
          text,
          x,
          y,
          width,
          height: fontSize,
          fontName: '',
          fontSize,
          bold,
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
    items: page.items.map((i): ImportPage['items'][number] => [
      i.text,
      round(i.x),
      round(i.y),
      round(i.width),
      round(i.fontSize),
      i.bold,
    ]),
  }))
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

/** Parses text already extracted from a PDF (the renderer extracts, the cloud parses). */
export function importPdfText(pdf: PdfText): ImportResult {
  if (pdf.text.replace(/\s/g, '') === '') throw new PdfImportError('no-text')
  return fromInput(fromPdfText(pdf), 'pdf', pdf.layout)
}

export async function importPdf(bytes: Uint8Array, options: ImportOptions): Promise<ImportResult> {
  const pdf = await extractPdf(bytes, options)
  checkTextLength(pdf.text)
  return importPdfText(pdf)
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

export type FileKind = 'pdf' | 'docx' | 'json' | 'unknown'

/** What a file is, from its bytes (never from its name alone). */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (head.includes('%PDF-')) return 'pdf'
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    return 'docx'
  const start = head.replace(/^\uFEFF/, '').trimStart()
  if (start.startsWith('{')) return 'json'
  return 'unknown'
}

/** Picks the reader by content; the file name only words the error for unknown content. */
export async function importFile(
  bytes: Uint8Array,
  fileName: string,
  options: ImportOptions,
): Promise<ImportResult> {
  checkSize(bytes)
  const kind = sniffFileKind(bytes)
  if (kind === 'pdf') return importPdf(bytes, options)
  if (kind === 'docx') return importDocx(bytes)
  if (kind === 'json') return importJsonResume(new TextDecoder().decode(bytes))
  if (/\.pdf$/i.test(fileName)) throw new PdfImportError('not-pdf')
  throw new PdfImportError('unsupported-type')
}
