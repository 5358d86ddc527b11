// Import of an existing resume (spec 000 §2 "Import page", §4, §7; 001 §5). Sign-in required;
// each import debits one existingCredit and answers 402 when none is left. Parsing is the
// shared offline parser; refused files answer 422 with the parser's stable code.
//  - POST /api/import: what the app sends (the PDF's positioned text items, or a resume read
//    from .docx/JSON in the app); creates the library entry and answers with its id.
//  - POST /createCVFromExisting: the spec's contract (cvText, uid → allComponents), plain text
//    only, for older clients; the client saves the result itself.
import Router from '@koa/router'
import {
  toAllComponents,
  type CreateCvFromExistingResponse,
  type ImportResponse,
} from '@shared/api'
import { importJsonResume, importPdfText, importText, pdfTextFromItems } from '@shared/import'
import { isImportError } from '@shared/pdf'
import { nameImportedResume } from '@shared/resume'
import type { z } from 'zod'
import { requireSession } from '../../auth/session'
import {
  assertExistingCredit,
  debitExistingCreditCommand,
  importResumeCommand,
} from '../../commands/import-resume'
import type { ApiContext, AppDeps, AppState } from '../../context'
import { ImportRefusedError, NotFoundError } from '../../errors'
import { validate } from '../../middlewares/validate'
import { OWNER_NOT_FOUND } from '../library/library'
import { createCvFromExistingInput, importInput } from './schema'

function parseOrRefuse<T>(parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (isImportError(error)) throw ImportRefusedError(error.code, error.message)
    throw error
  }
}

export function importRoutes(deps: AppDeps) {
  const { database } = deps
  const router = new Router<AppState>()
  const session = requireSession(deps.auth)

  router.post(
    '/api/import',
    session,
    validate(importInput),
    async (ctx: ApiContext<z.output<typeof importInput>>) => {
      const { source, fileName } = ctx.state.input
      await assertExistingCredit(database, ctx.state.user.id)
      const parsed = parseOrRefuse(() =>
        source.kind === 'pdf'
          ? importPdfText(pdfTextFromItems(source.pages))
          : importJsonResume(source.resume),
      )
      const created = await importResumeCommand(database, {
        uid: ctx.state.user.id,
        resume: nameImportedResume(parsed.resume, fileName),
      })
      const body: ImportResponse = {
        result: { id: created.id },
        resume: created.resume,
        warnings: parsed.warnings,
      }
      ctx.status = 201
      ctx.body = body
    },
  )

  router.post(
    '/createCVFromExisting',
    session,
    validate(createCvFromExistingInput),
    async (ctx: ApiContext<z.output<typeof createCvFromExistingInput>>) => {
      const { cvText, uid } = ctx.state.input
      if (uid !== undefined && uid !== ctx.state.user.id) throw NotFoundError(OWNER_NOT_FOUND)
      await assertExistingCredit(database, ctx.state.user.id)
      const parsed = parseOrRefuse(() => importText(cvText))
      await debitExistingCreditCommand(database, ctx.state.user.id)
      const body: CreateCvFromExistingResponse = {
        allComponents: toAllComponents(parsed.resume),
        resumeLanguage: parsed.resume.resumeLanguage,
      }
      ctx.body = body
    },
  )

  return router
}
