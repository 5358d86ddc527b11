// POST /api/export/pdf (apiRoutes.export): prints the resume sent through the print page in
// headless Chromium and answers the PDF (real, selectable text). Who may download follows spec
// 000 §6: a visitor gets 401 (the app shows the login prompt), Free and Onhold get 402
// premium_required (the upgrade prompt), Premium gets the file. Without a working Chromium the
// answer is 503 pdf_renderer_unavailable, and the web app offers the browser's own print instead.
import type { apiRoutes } from '@shared/api'
import { resumeFileName } from '@shared/export'
import { normalizeResume } from '@shared/resume'
import type { AppDeps } from '../../context'
import type { ApiError } from '../../errors'
import { GatewayTimeoutError, PaymentRequiredError, ServiceUnavailableError } from '../../errors'
import { PdfRenderError } from '@node/pdf/renderer'
import { findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'
import { contentDisposition } from './content-disposition'

export const PREMIUM_REQUIRED_MESSAGE =
  'Downloading a PDF is part of the Premium plan; upgrade to download your resume.'

/** Seconds a client should wait before trying again when every renderer is busy. */
const BUSY_RETRY_SECONDS = 5

function toApiError(error: PdfRenderError): ApiError {
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
      const row = await findUserById(deps.database, user.id)
      if (row?.accountStatus !== 'Premium') {
        throw PaymentRequiredError('premium_required', PREMIUM_REQUIRED_MESSAGE)
      }
      const { resume } = normalizeResume(input.cvData)
      try {
        const { pdf } = await deps.pdfRenderer.render({ resume, adjust: input.adjust })
        ctx.set('Content-Disposition', contentDisposition(resumeFileName(resume.contact)))
        return pdf
      } catch (error) {
        if (!(error instanceof PdfRenderError)) throw error
        if (error.code === 'unavailable')
          ctx.state.log.warn({ err: error }, 'PDF export unavailable')
        throw toApiError(error)
      }
    },
  }
}
