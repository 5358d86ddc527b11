// PDF export (spec 000 §6, §7): the cloud prints the resume through the print page in headless
// Chromium. Visitors get 401 (login prompt), Free and Onhold 402 premium_required (upgrade
// prompt), Premium the file; without a working Chromium 503 pdf_renderer_unavailable, and the
// web app offers the browser's own print instead.
import { z } from 'zod'
import { binary, defineRoute } from './contract'

/** The resume to print (repaired by normalizeResume on the server, like library writes) and the spec's adjust flag. */
export const exportPdfInput = z.object({
  cvData: z.unknown().refine((cvData) => cvData !== undefined, { message: 'cvData is required.' }),
  adjust: z.boolean().default(false),
})
export type ExportPdfInput = z.input<typeof exportPdfInput>

export const exportRoutes = {
  pdf: defineRoute({
    method: 'POST',
    path: '/api/export/pdf',
    summary: 'The resume as a PDF (Premium), named in Content-Disposition.',
    auth: 'session',
    rateLimit: 'exportPdf',
    input: exportPdfInput,
    response: binary('application/pdf'),
    errors: [
      'premium_required',
      'pdf_renderer_unavailable',
      'pdf_renderer_busy',
      'pdf_render_timeout',
    ],
  }),
}
