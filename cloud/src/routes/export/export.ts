// POST /api/export/pdf: prints the resume sent through the print page in headless Chromium and
// answers the PDF (real, selectable text). Who may download follows spec 000 §6: a visitor gets
// 401 (the app shows the login prompt), Free and Onhold get 402 premium_required (the upgrade
// prompt), Premium gets the file. Without a working Chromium the answer is 503
// pdf_renderer_unavailable, and the web app offers the browser's own print instead.
import Router from '@koa/router'
import { EXPORT_ERROR_IDS } from '@shared/api'
import { resumeFileName } from '@shared/export'
import { normalizeResume } from '@shared/resume'
import type { z } from 'zod'
import { requireSession } from '../../auth/session'
import type { ApiContext, AppDeps, AppState } from '../../context'
import type { ApiError } from '../../errors'
import { GatewayTimeoutError, PaymentRequiredError, ServiceUnavailableError } from '../../errors'
import { rateLimit } from '../../middlewares/rate-limit'
import { validate } from '../../middlewares/validate'
import { PdfRenderError } from '@node/pdf/renderer'
import { findUserById } from '../../queries/users'
import { contentDisposition } from './content-disposition'
import { exportPdfInput } from './schema'

export const PREMIUM_REQUIRED_MESSAGE =
  'Downloading a PDF is part of the Premium plan; upgrade to download your resume.'

/** Seconds a client should wait before trying again when every renderer is busy. */
const BUSY_RETRY_SECONDS = 5

function toApiError(error: PdfRenderError): ApiError {
  switch (error.code) {
    case 'unavailable':
      return ServiceUnavailableError(
        EXPORT_ERROR_IDS.rendererUnavailable,
        'PDF export is not available on this server right now; use your browser\'s "Save as PDF" instead.',
      )
    case 'busy': {
      const busy = ServiceUnavailableError(EXPORT_ERROR_IDS.rendererBusy, error.message)
      busy.retryAfterSeconds = BUSY_RETRY_SECONDS
      return busy
    }
    case 'timeout':
      return GatewayTimeoutError(EXPORT_ERROR_IDS.renderTimeout, error.message)
    case 'failed':
      throw error
  }
}

export function exportRoutes(deps: AppDeps) {
  const router = new Router<AppState>()

  router.post(
    '/api/export/pdf',
    rateLimit(deps, 'export-pdf', deps.rateLimits.exportPdf, (ctx) => ctx.ip),
    requireSession(deps.auth),
    validate(exportPdfInput),
    async (ctx: ApiContext<z.output<typeof exportPdfInput>>) => {
      const user = await findUserById(deps.database, ctx.state.user.id)
      if (user?.accountStatus !== 'Premium') {
        throw PaymentRequiredError(EXPORT_ERROR_IDS.premiumRequired, PREMIUM_REQUIRED_MESSAGE)
      }
      const { resume } = normalizeResume(ctx.state.input.cvData)
      let pdf: Uint8Array
      try {
        ;({ pdf } = await deps.pdfRenderer.render({ resume, adjust: ctx.state.input.adjust }))
      } catch (error) {
        if (!(error instanceof PdfRenderError)) throw error
        if (error.code === 'unavailable')
          ctx.state.log.warn({ err: error }, 'PDF export unavailable')
        throw toApiError(error)
      }
      ctx.status = 200
      ctx.type = 'application/pdf'
      ctx.set('Content-Disposition', contentDisposition(resumeFileName(resume.contact)))
      ctx.set('Cache-Control', 'no-store')
      ctx.body = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    },
  )

  return router
}
