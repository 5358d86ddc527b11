// Why an import was refused. Codes are stable: the renderer maps them to localised texts, the
// CLI and the cloud answer with the English message.

/**
 * Page limit. The spec gives two figures ("more than three pages" in one message, "only PDFs
 * under six pages" in the rule). We enforce the rule: at most five pages. The text limit
 * (MAX_IMPORT_TEXT) already bounds how much a resume may say (about four dense pages), so a sparse design
 * that spreads the same text over four or five pages is accepted instead of being refused for
 * its layout; six pages and more is never a resume and is refused before any page is parsed.
 */
export const MAX_IMPORT_PAGES = 5
/** Spec 000 §5: 5 MB (5242880 bytes) on the import check. */
export const MAX_IMPORT_BYTES = 5_242_880
/**
 * Imported text bound, in characters (white space collapsed). Departure from spec 000 §5, which
 * says 8000: that refuses a normal three-page resume while its message promises four pages. The
 * bound is derived from real resumes instead: the densest page of the real-world and generated
 * corpora (shared/corpus, shared/corpus/real) holds about 4,600 characters, so four dense pages
 * are ~18,500; 24,000 (4 × 6,000) keeps a margin for denser layouts and still refuses a document
 * that is no resume. The page limit (MAX_IMPORT_PAGES) is unchanged.
 */
export const MAX_IMPORT_TEXT = 24_000
/** More text items or drawing operators than any real resume page has: a hostile or broken file. */
export const MAX_ITEMS_PER_PAGE = 20_000
export const MAX_OPERATORS_PER_PAGE = 200_000
/**
 * Text items on one line (same baseline). A PDF that draws every glyph on its own still has one
 * item per character, and no resume line holds 1000 characters; hostile input puts tens of
 * thousands on one line, which the line and column analysis would chew on for seconds (H-2).
 */
export const MAX_ITEMS_PER_LINE = 1000
/**
 * Characters (without white space) of all text items together, checked before any layout:
 * MAX_IMPORT_TEXT, with room for the duplicates some writers draw (fake bold, shadows). What is
 * accepted here still meets the exact MAX_IMPORT_TEXT rule on the laid-out text.
 */
export const MAX_IMPORT_ITEM_CHARS = 3 * MAX_IMPORT_TEXT
/**
 * Bytes a PDF's compressed streams may inflate to, all together. A two-page resume with its
 * embedded fonts and photo decodes to a few MB; a decompression bomb (1 MB that inflates to
 * 1 GiB) is refused once it passes this bound, before pdf.js allocates the whole of it (L-2).
 */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024
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
  'docx-named-pdf',
  'zip-archive',
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
  // A ZIP's content says what it is; the name says what the person thinks it is (finding L-7).
  'docx-named-pdf':
    'This file is a Word document (.docx), not a PDF, although its name ends in .pdf. Rename it to end in .docx and import it again, or save it from Word as a PDF.',
  'zip-archive':
    'This file is a ZIP archive, not a resume. Unpack it and import the PDF or .docx inside, or export your resume as a PDF.',
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
