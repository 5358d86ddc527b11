// PDF export (spec 000 §6, §7): the cloud prints the resume through the print page in headless
// Chromium. Visitors get 401 (login prompt), Free and Onhold 402 premium_required (upgrade
// prompt), Premium the file; without a working Chromium 503 pdf_renderer_unavailable, and the
// web app offers the browser's own print instead.
import { z } from 'zod'
import { DOCX_MIME_TYPE } from '../export/formats'
import { IMPORT_ERROR_CODES } from '../pdf/errors'
import { resumeSchema } from '../resume'
import { binary, defineRoute, json } from './contract'
import { importErrorId } from './errors'

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

/** The resume whose PDF an ATS would read (repaired by normalizeResume on the server). */
export const atsViewInput = exportDocxInput
export type AtsViewInput = z.input<typeof atsViewInput>

const atsRowSchema = z.strictObject({
  section: z.string(),
  item: z.number().int().nullable(),
  field: z.string(),
  written: z.string(),
  read: z.string(),
  status: z.enum(['same', 'different', 'missing']),
})

/** What an applicant-tracking system reads from the resume's PDF (src/shared/import/ats-view). */
export const atsViewResponse = z.strictObject({
  /** The resume as read back from its PDF. */
  read: resumeSchema,
  /** Every filled field as written, with what was read for it. */
  rows: z.array(atsRowSchema),
  /** Share of fields read as written, 0–1. */
  score: z.number().min(0).max(1),
  pages: z.number().int().min(0),
})
export type AtsViewResponse = z.infer<typeof atsViewResponse>

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
  /**
   * The "ATS view" (issue 14 point 2): the resume printed to its real PDF as for a download, read
   * back with the importer, compared field by field. No credit: the PDF never leaves the server.
   */
  ats: defineRoute({
    method: 'POST',
    path: '/api/export/ats',
    summary:
      "What an applicant-tracking system reads from the resume's PDF, field by field beside what was written.",
    auth: 'session',
    rateLimit: 'exportPdf',
    input: atsViewInput,
    response: json(atsViewResponse),
    errors: [
      'pdf_renderer_unavailable',
      'pdf_renderer_busy',
      'pdf_render_timeout',
      'server_busy',
      'work_timeout',
      ...IMPORT_ERROR_CODES.map(importErrorId),
    ],
  }),
}
