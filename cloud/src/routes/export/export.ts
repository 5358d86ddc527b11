// POST /api/export/pdf and /api/export/docx (apiRoutes.export). Who may download follows spec
// 000 §6, asked of the entitlements module: a visitor gets 401 (the app shows the login prompt),
// Free and Onhold get 402 premium_required (the upgrade prompt), Standard spends its one
// download (given back if the file cannot be made), Premium and everyone with billing off get
// the file. The PDF: prints the resume through the print page in headless Chromium (real,
// selectable text); without a working Chromium the answer is 503 pdf_renderer_unavailable, and
// the web app offers the browser's own print instead. The Word document (src/node/export/docx)
// is written in this process, no Chromium needed, and is the same download as the PDF.
import type { apiRoutes } from '@shared/api'
import { resumeFileName } from '@shared/export'
import { normalizeResume } from '@shared/resume'
import type { AppDeps } from '../../context'
import type { ApiError } from '../../errors'
import { GatewayTimeoutError, ServiceUnavailableError } from '../../errors'
import { PdfRenderError } from '@node/pdf/renderer'
import { resumeToDocx } from '@node/export/docx'
import type { GroupHandlers } from '../mount'
import { contentDisposition } from './content-disposition'
import { atsRows, atsScore } from '@shared/import/ats-view'
import { runWork } from '../../workers/run'

/** Seconds a client should wait before trying again when every renderer is busy. */
const BUSY_RETRY_SECONDS = 5

export function toApiError(error: PdfRenderError): ApiError {
  switch (error.code) {
    case 'unavailable':
      return ServiceUnavailableError(
        'pdf_renderer_unavailable',
        'PDF export is not available on this server right now; use your browser\'s "Save as PDF" instead.',
      )
    case 'busy': {
      const busy = ServiceUnavailableError('pdf_renderer_busy', error.message)
      busy.retryAfterSeconds = BUSY_RETRY_SECONDS
      return busy
    }
    case 'timeout':
      return GatewayTimeoutError('pdf_render_timeout', error.message)
    case 'failed':
      throw error
  }
}

export function exportHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.export> {
  return {
    async pdf({ input, user, ctx }) {
      const { resume } = normalizeResume(input.cvData)
      try {
        const { result: pdf } = await deps.entitlements.withCreditHeld(
          user,
          'download',
          `download:${ctx.state.requestId}`,
          async () => (await deps.pdfRenderer.render({ resume, adjust: input.adjust })).pdf,
        )
        ctx.set('Content-Disposition', contentDisposition(resumeFileName(resume.contact)))
        return pdf
      } catch (error) {
        if (!(error instanceof PdfRenderError)) throw error
        if (error.code === 'unavailable')
          ctx.state.log.warn({ err: error }, 'PDF export unavailable')
        throw toApiError(error)
      }
    },
    async ats({ input, ctx }) {
      const { resume } = normalizeResume(input.cvData)
      let pdf: Uint8Array
      try {
        pdf = (await deps.pdfRenderer.render({ resume, adjust: false })).pdf
      } catch (error) {
        if (!(error instanceof PdfRenderError)) throw error
        if (error.code === 'unavailable') ctx.state.log.warn({ err: error }, 'ATS view unavailable')
        throw toApiError(error)
      }
      const read = await runWork(deps.work, 'readPrintedPdf', pdf)
      const rows = atsRows(resume, read.resume)
      return { read: read.resume, rows, score: atsScore(rows), pages: read.pages }
    },
    async docx({ input, user, ctx }) {
      const { resume } = normalizeResume(input.cvData)
      const { result: docx } = await deps.entitlements.withCreditHeld(
        user,
        'download',
        `download:${ctx.state.requestId}`,
        () => resumeToDocx(resume),
      )
      ctx.set('Content-Disposition', contentDisposition(resumeFileName(resume.contact, 'docx')))
      return docx
    },
  }
}
