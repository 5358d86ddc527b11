// Import of an existing resume (apiRoutes.import; spec 000 §2 "Import page", §4, §7; 001 §5).
// Each import debits one existingCredit and answers 402 when none is left. Parsing is the shared
// offline parser; refused files answer 422 with the parser's stable code.
//  - POST /api/import: what the app sends (the PDF's positioned text items, or a resume read
//    from .docx/JSON in the app); creates the library entry and answers with its id.
//  - POST /createCVFromExisting: the spec's contract (cvText, uid → allComponents), plain text
//    only, for older clients; the client saves the result itself.
import { toAllComponents, type apiRoutes } from '@shared/api'
import { importJsonResume, importPdfText, importText, pdfTextFromItems } from '@shared/import'
import { isImportError } from '@shared/pdf'
import { nameImportedResume } from '@shared/resume'
import {
  assertExistingCredit,
  debitExistingCreditCommand,
  importResumeCommand,
} from '../../commands/import-resume'
import type { AppDeps } from '../../context'
import { ImportRefusedError } from '../../errors'
import { assertOwnUid } from '../library/library'
import type { GroupHandlers } from '../mount'

function parseOrRefuse<T>(parse: () => T): T {
  try {
    return parse()
  } catch (error) {
    if (isImportError(error)) throw ImportRefusedError(error.code, error.message)
    throw error
  }
}

export function importHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.import> {
  const { database } = deps
  return {
    async create({ input, user }) {
      const { source, fileName } = input
      await assertExistingCredit(database, user.id)
      const parsed = parseOrRefuse(() =>
        source.kind === 'pdf'
          ? importPdfText(pdfTextFromItems(source.pages))
          : importJsonResume(source.resume),
      )
      const created = await importResumeCommand(database, {
        uid: user.id,
        resume: nameImportedResume(parsed.resume, fileName),
      })
      return { result: { id: created.id }, resume: created.resume, warnings: parsed.warnings }
    },

    async fromText({ input, user }) {
      assertOwnUid(input.uid, user)
      await assertExistingCredit(database, user.id)
      const parsed = parseOrRefuse(() => importText(input.cvText))
      await debitExistingCreditCommand(database, user.id)
      return {
        allComponents: toAllComponents(parsed.resume),
        resumeLanguage: parsed.resume.resumeLanguage,
      }
    },
  }
}
