import { z } from 'zod'

/**
 * POST /api/export/pdf: the resume to print (repaired by normalizeResume on the server, like
 * library writes) and the spec's adjust flag. The answer is the PDF itself (application/pdf) with
 * the download name in Content-Disposition.
 */
export const exportPdfInput = z.object({
  cvData: z.unknown().refine((cvData) => cvData !== undefined, { message: 'cvData is required.' }),
  adjust: z.boolean().default(false),
})
export type ExportPdfInput = z.input<typeof exportPdfInput>

/** Stable ids of the export route's refusals; the clients branch on them. */
export const EXPORT_ERROR_IDS = {
  /** 402: downloading needs the Premium plan (spec 000 §6); the app shows the upgrade prompt. */
  premiumRequired: 'premium_required',
  /** 503: the server has no working Chromium; the web app offers the browser's own print. */
  rendererUnavailable: 'pdf_renderer_unavailable',
  /** 503: every renderer is busy and the queue is full; try again shortly. */
  rendererBusy: 'pdf_renderer_busy',
  /** 504: the resume did not finish printing in time. */
  renderTimeout: 'pdf_render_timeout',
} as const
