// Why an import was refused. Codes are stable: the renderer maps them to localised texts, the
// CLI and the cloud answer with the English message.

/**
 * Page limit. The spec gives two figures ("more than three pages" in one message, "only PDFs
 * under six pages" in the rule). We enforce the rule: at most five pages. The 8000-character text
 * limit already bounds how much a resume may say (about four dense pages), so a sparse design
 * that spreads the same text over four or five pages is accepted instead of being refused for
 * its layout; six pages and more is never a resume and is refused before any page is parsed.
 */
export const MAX_IMPORT_PAGES = 5
/** Spec 000 §5: 5 MB (5242880 bytes) on the import check. */
export const MAX_IMPORT_BYTES = 5_242_880
/** Spec 000 §5: imported text is at most 8000 characters. */
export const MAX_IMPORT_TEXT = 8000
/** More text items or drawing operators than any real resume page has: a hostile or broken file. */
export const MAX_ITEMS_PER_PAGE = 20_000
export const MAX_OPERATORS_PER_PAGE = 200_000
/** A parse that takes longer than this is abandoned (real resumes take well under a second). */
export const IMPORT_TIMEOUT_MS = 15_000

export const IMPORT_ERROR_CODES = [
  'not-pdf',
  'unsupported-type',
  'too-large',
  'empty-file',
  'encrypted',
  'corrupt',
  'no-text',
  'too-many-pages',
  'too-much-text',
  'too-complex',
  'timeout',
  'invalid-json',
  'invalid-docx',
] as const
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number]

/** English texts for the CLI and the API; the renderer has its own en/de/tr texts per code. */
export const IMPORT_ERROR_MESSAGES: Readonly<Record<ImportErrorCode, string>> = {
  'not-pdf': 'This file is not a PDF (its content does not start like a PDF document).',
  'unsupported-type':
    'This file type cannot be imported. Choose a PDF, a .docx or a JSON Resume file.',
  'too-large': `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  'empty-file': 'The file is empty.',
  encrypted: 'The PDF is password-protected. Save an unprotected copy and import that.',
  corrupt: 'The file is damaged or incomplete and cannot be read.',
  'no-text':
    'The PDF has no text layer (it is a scanned image). Export the resume as a PDF from the program you wrote it in and import that file.',
  'too-many-pages': `The PDF has too many pages: only resumes of at most ${MAX_IMPORT_PAGES} pages can be imported.`,
  'too-much-text': 'Text exceeds the maximum allowed length of 4 pages',
  'too-complex':
    'The PDF is too complex to read safely (too many drawing or text operations on a page).',
  timeout: 'Reading the file took too long and was stopped.',
  'invalid-json': 'The JSON file is not a resume (neither JSON Resume nor Vitae).',
  'invalid-docx': 'The Word file is damaged or is not a .docx document.',
}

export class PdfImportError extends Error {
  readonly code: ImportErrorCode
  constructor(code: ImportErrorCode, detail?: string) {
    super(detail ? `${IMPORT_ERROR_MESSAGES[code]} (${detail})` : IMPORT_ERROR_MESSAGES[code])
    this.name = 'PdfImportError'
    this.code = code
  }
}

export function isImportError(value: unknown): value is PdfImportError {
  return value instanceof PdfImportError
}
