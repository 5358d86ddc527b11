// Reading the uploaded PDF in the app with the import's extractor (one PDF reader in the
// product): the text and layout facts go to the cloud with the parsed resume model, never the
// file itself.
import type { BasicEvaluationInput } from '@shared/api'
import { layoutFacts } from '@shared/evaluation/layout'
import { importPdfText } from '@shared/import'
import { extractPdf, type Pdfjs } from '@shared/pdf'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

/** The evaluation uploader's limit (spec 000 §5: 6 MB, 6291456 bytes). */
export const MAX_EVALUATION_BYTES = 6_291_456

let pdfjs: Promise<Pdfjs> | null = null

/** pdf.js with its web worker, loaded on first use (also for the preview canvas). */
export function configuredPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl
    return module
  })
  return pdfjs
}

export type UploadProblem = 'invalid-type' | 'too-large'

/** Why a chosen file cannot be evaluated, or null when it can (checked before reading it). */
export function uploadProblem(file: File): UploadProblem | null {
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name)
  if (!pdf) return 'invalid-type'
  if (file.size > MAX_EVALUATION_BYTES) return 'too-large'
  return null
}

export type EvaluationSource = Pick<
  BasicEvaluationInput,
  'cvText' | 'cvData' | 'layout' | 'language'
>

export async function readPdfForEvaluation(bytes: Uint8Array): Promise<EvaluationSource> {
  const pdf = await extractPdf(bytes, {
    pdfjs: await configuredPdfjs(),
    maxBytes: MAX_EVALUATION_BYTES,
  })
  // Without the import's text bound: a long resume is evaluated and told it is too long.
  const imported = importPdfText(pdf, { limitText: false })
  return {
    cvText: pdf.text,
    cvData: imported.resume,
    layout: layoutFacts(pdf.layout, pdf.pages),
    language: imported.language,
  }
}
