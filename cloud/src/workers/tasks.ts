// The heavy work of the cloud's requests, run in the work pool's threads (pool.ts), never on the
// event loop: laying out and parsing an import, evaluating a resume, suggesting job titles.
// Each task takes the route's validated input and answers a TaskOutcome: a refusal travels back
// as data (an Error's class does not survive the thread boundary), and the route turns it into
// its stable error id.
import type { ImportInput } from '@shared/api'
import { suggestJobTitles } from '@shared/evaluation/job-titles'
import {
  importJsonResume,
  importPdf,
  importPdfText,
  importText,
  pdfTextFromItems,
} from '@shared/import'
import { loadPdfjs } from '@node/pdf/pdfjs'
import { prepareTextOnlyPdfjs } from '@node/pdf/text-only'
import type { ImportResult } from '@shared/import'
import { isImportError, type ImportErrorCode } from '@shared/pdf/errors'
import {
  runEvaluation,
  EvaluationTooLargeError,
  type EvaluationRunInput,
} from '@node/evaluation/run'
import type { EvaluationResponse } from '@shared/api'

export type TaskRefusal =
  | { kind: 'import'; code: ImportErrorCode; message: string }
  | { kind: 'evaluation_too_large'; message: string }

export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; refusal: TaskRefusal }

/**
 * What an import answers: the parsed resume, its warnings and the document's text (which an
 * optional refinement reads); the library entry is made later.
 */
export type ImportTaskResult = Pick<ImportResult, 'resume' | 'warnings' | 'text'>

function refusalOf(error: unknown): TaskRefusal {
  if (isImportError(error)) return { kind: 'import', code: error.code, message: error.message }
  if (error instanceof EvaluationTooLargeError)
    return { kind: 'evaluation_too_large', message: error.message }
  throw error
}

function attempt<T>(work: () => T): TaskOutcome<T> {
  try {
    return { ok: true, value: work() }
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) }
  }
}

/** POST /api/import: the app's text items (laid out here) or the resume it read. */
export function importSource(source: ImportInput['source']): TaskOutcome<ImportTaskResult> {
  return attempt(() => {
    const parsed =
      source.kind === 'pdf'
        ? importPdfText(pdfTextFromItems(source.pages))
        : importJsonResume(source.resume)
    return { resume: parsed.resume, warnings: parsed.warnings, text: parsed.text }
  })
}

/**
 * POST /api/export/ats: a PDF the cloud printed, read back as an ATS would (pdf.js for its text,
 * the importer for the fields). This thread only reads text, so pdf.js loads without drawing.
 */
export async function readPrintedPdf(
  bytes: Uint8Array,
): Promise<TaskOutcome<ImportTaskResult & { pages: number }>> {
  try {
    prepareTextOnlyPdfjs()
    const parsed = await importPdf(bytes, { pdfjs: await loadPdfjs(), limitText: false })
    return {
      ok: true,
      value: {
        resume: parsed.resume,
        warnings: parsed.warnings,
        text: parsed.text,
        pages: parsed.layout?.pageCount ?? 0,
      },
    }
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) }
  }
}

/** POST /createCVFromExisting: plain text. */
export function importPlainText(text: string): TaskOutcome<ImportTaskResult> {
  return attempt(() => {
    const parsed = importText(text)
    return { resume: parsed.resume, warnings: parsed.warnings, text: parsed.text }
  })
}

/** POST /basicEvaluation and /componentsFeedbackWithScores. */
export async function evaluateResume(
  input: EvaluationRunInput,
): Promise<TaskOutcome<EvaluationResponse>> {
  try {
    return { ok: true, value: await runEvaluation(input) }
  } catch (error) {
    return { ok: false, refusal: refusalOf(error) }
  }
}

/** POST /enhance/JobTitles. */
export function jobTitles(input: { cvText: string; language: string }): TaskOutcome<string[]> {
  return attempt(() => suggestJobTitles(input.cvText, input.language))
}
