// PDF export (spec 000 §6, §7): the cloud prints the resume through the print page in headless
// Chromium. Visitors get 401 (login prompt), Free and Onhold 402 premium_required (upgrade
// prompt), Premium the file; without a working Chromium 503 pdf_renderer_unavailable, and the
// web app offers the browser's own print instead.
import { z } from 'zod'
import { DOCX_MIME_TYPE } from '../export/formats'
import { binary, defineRoute } from './contract'

/** The resume to print (repaired by normalizeResume on the server, like library writes) and the spec's adjust flag. */
export const exportPdfInput = z.object({
  cvData: z.unknown().refine((cvData) => cvData !== undefined, { message: 'cvData is required.' }),
  adjust: z.boolean().default(false),
})
export type ExportPdfInput = z.input<typeof exportPdfInput>

/** The resume to write as a Word document (repaired by normalizeResume on the server). */
export const exportDocxInput = z.object({
  cvData: z.unknown().refine((cvData) => cvData !== undefined, { message: 'cvData is required.' }),
})
export type ExportDocxInput = z.input<typeof exportDocxInput>

export { DOCX_MIME_TYPE } from '../export/formats'

export const exportRoutes = {
  pdf: defineRoute({
    method: 'POST',
    path: '/api/export/pdf',
    summary:
      'The resume as a PDF (Premium, a Standard download, or anyone with billing off), named in Content-Disposition.',
    auth: 'session',
    rateLimit: 'exportPdf',
    input: exportPdfInput,
    response: binary('application/pdf'),
    errors: [
      'premium_required',
      'not_enough_credits',
      'conflict',
      'pdf_renderer_unavailable',
      'pdf_renderer_busy',
      'pdf_render_timeout',
    ],
  }),
  /**
   * The resume as an editable Word document (issue 19.2), on the same plan rule as the PDF: the
   * Word file is the same resume in a form anyone can re-layout, so it is the same paid download.
   */
  docx: defineRoute({
    method: 'POST',
    path: '/api/export/docx',
    summary:
      'The resume as an editable Word document (the same download rule as the PDF), named in Content-Disposition.',
    auth: 'session',
    rateLimit: 'exportPdf',
    input: exportDocxInput,
    response: binary(DOCX_MIME_TYPE),
    errors: ['premium_required', 'not_enough_credits', 'conflict'],
  }),
}
