// Desktop PDF export (issue 4): the resume is printed by Chromium's own print pipeline in a
// hidden window on the renderer's print page, the same page the cloud and `cv export` print, so
// the text is real and the page breaks are the preview's. Then the user picks where to save it.
import { normalizeCoverLetter } from '@shared/cover-letter/model'
import { z } from 'zod'
import {
  PRINT_API_GLOBAL,
  printAuthor,
  resumeFileName,
  type PrintLayout,
  type PrintRequest,
} from '@shared/export'
import { finishPdf } from '@node/pdf/pdf-info'
import { normalizeResume } from '@shared/resume'
import type { Handle } from '../ipc'
import type { PrintWindow } from './print-window'
import { saveWithDialog, type SaveFileDeps } from './save-file'

export const pdfExportArgs = z.tuple([
  z.object({
    // Repaired by normalizeResume below rather than rejected, like every other resume input.
    resume: z.record(z.string(), z.unknown()),
    adjust: z.boolean().default(false),
    /** A cover letter to print in the resume's look (issue 19.1); repaired below. */
    coverLetter: z.record(z.string(), z.unknown()).optional(),
  }),
])

/** Longest one export may take before the hidden window is given up. */
export const PRINT_TIMEOUT_MS = 30_000

export interface PdfDeps extends SaveFileDeps {
  openPrintWindow(): Promise<PrintWindow>
}

/** Prints one resume in a fresh hidden window and returns the PDF. */
export async function printResume(
  openWindow: () => Promise<PrintWindow>,
  request: PrintRequest,
  timeoutMs = PRINT_TIMEOUT_MS,
): Promise<Uint8Array> {
  const window = await openWindow()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the resume did not finish printing within ${timeoutMs / 1000} s`)),
      timeoutMs,
    )
  })
  try {
    const print = async () => {
      // JSON is a valid JavaScript expression: the resume travels as data, never as code.
      const layout = (await window.webContents.executeJavaScript(
        `window.${PRINT_API_GLOBAL}.render(${JSON.stringify(request)})`,
      )) as PrintLayout
      const pdf = await window.webContents.printToPDF({
        printBackground: true,
        preferCSSPageSize: true,
        margins: { top: 0, bottom: 0, left: 0, right: 0 },
        generateTaggedPDF: true,
        generateDocumentOutline: true,
      })
      return await finishPdf(pdf, { title: layout.title, author: printAuthor(request.resume) })
    }
    return await Promise.race([print(), timeout])
  } finally {
    clearTimeout(timer)
    window.destroy()
  }
}

export function registerPdfHandlers(handle: Handle, deps: PdfDeps): void {
  handle(
    'pdf:export',
    pdfExportArgs,
    async ({ resume: input, adjust, coverLetter }, { sender }) => {
      const { resume } = normalizeResume(input)
      const letter = coverLetter ? normalizeCoverLetter(coverLetter).letter : undefined
      let data: Uint8Array
      try {
        data = await printResume(() => deps.openPrintWindow(), {
          resume,
          adjust,
          ...(letter ? { coverLetter: letter } : {}),
        })
      } catch (error) {
        throw new Error(
          `Could not print the resume to PDF: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      }
      return saveWithDialog(deps, sender, {
        suggestedName: letter
          ? resumeFileName({ ...resume.contact, jobTitle: 'cover letter' })
          : resumeFileName(resume.contact),
        mimeType: 'application/pdf',
        data,
      })
    },
  )
}
