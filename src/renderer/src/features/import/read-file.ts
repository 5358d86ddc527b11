// Reading the chosen file in the app (spec 000 §4 "Import": file picked, text extracted, server
// creates the resume). PDFs are read with pdf.js in its own web worker, under the shared page,
// item and time limits; only the positioned text goes to the cloud. .docx and JSON files are
// read here too and sent as a resume. Bad files are refused here with a PdfImportError code,
// before anything is sent or a credit is spent.
import type { ImportInput } from '@shared/api'
import {
  checkTextLength,
  claimsPdf,
  misnamedFileError,
  importDocx,
  importJsonResume,
  itemsFromPdfText,
  sniffFileKind,
} from '@shared/import'
import { MAX_IMPORT_BYTES, PdfImportError, extractPdf, type Pdfjs } from '@shared/pdf'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'

let pdfjs: Promise<Pdfjs> | null = null

function configuredPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl
    return module
  })
  return pdfjs
}

/** The file types the chooser offers; content decides in the end. */
export const ACCEPTED_FILES =
  '.pdf,application/pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.json,application/json'

export async function readResumeFile(file: File): Promise<ImportInput> {
  if (file.size === 0) throw new PdfImportError('empty-file')
  if (file.size > MAX_IMPORT_BYTES) throw new PdfImportError('too-large')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const kind = sniffFileKind(bytes)
  const misnamed = misnamedFileError(kind, claimsPdf(file.name, file.type))
  if (misnamed) throw misnamed
  if (kind === 'pdf') {
    const pdf = await extractPdf(bytes, { pdfjs: await configuredPdfjs() })
    checkTextLength(pdf.text)
    return { source: { kind: 'pdf', pages: itemsFromPdfText(pdf) }, fileName: file.name }
  }
  if (kind === 'docx') {
    const { resume } = await importDocx(bytes)
    return { source: { kind: 'resume', format: 'docx', resume }, fileName: file.name }
  }
  if (kind === 'json') {
    const { resume } = importJsonResume(new TextDecoder().decode(bytes))
    return { source: { kind: 'resume', format: 'json', resume }, fileName: file.name }
  }
  throw new PdfImportError(claimsPdf(file.name, file.type) ? 'not-pdf' : 'unsupported-type')
}
