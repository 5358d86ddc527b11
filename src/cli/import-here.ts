// The import itself, as the worker (import-worker-entry.ts) runs it: the parser and pdf.js load
// here, never on the CLI's main thread.
import { IMPORT_ERROR_MESSAGES, PdfImportError, type ImportErrorCode } from '../shared/pdf/errors'
import { importFile, type ImportResult } from '../shared/import'
import { loadPdfjs } from '../node/pdf/pdfjs'

export type ImportOutcome =
  { ok: true; result: ImportResult } | { ok: false; code: ImportErrorCode; message: string }

export async function importHere(
  bytes: Uint8Array,
  fileName: string,
  limitText = true,
): Promise<ImportOutcome> {
  try {
    return {
      ok: true,
      result: await importFile(bytes, fileName, { pdfjs: await loadPdfjs(), limitText }),
    }
  } catch (error) {
    if (error instanceof PdfImportError)
      return { ok: false, code: error.code, message: error.message }
    return {
      ok: false,
      code: 'corrupt',
      message: `${IMPORT_ERROR_MESSAGES.corrupt} (${String(error)})`,
    }
  }
}
