// Import of an existing resume (apiRoutes.import; spec 000 §2 "Import page", §4, §7; 001 §5).
// Each import asks the entitlements module (import allowed while the library holds fewer
// resumes than the plan's limit, one import credit debited; 402/409 otherwise). Parsing is the shared
// offline parser; refused files answer 422 with the parser's stable code.
//  - POST /api/import: what the app sends (the PDF's positioned text items, or a resume read
//    from .docx/JSON in the app); creates the library entry and answers with its id.
//  - POST /createCVFromExisting: the spec's contract (cvText, uid → allComponents), plain text
//    only, for older clients; the client saves the result itself.
//
// Order (issue 11 H-2): the request schema bounds pages and items per page; checkImportPages
// bounds the text and the items per line in one linear pass on the event loop; only then is the
// credit looked at, and layout and parsing run in the work pool (workers/), off the event loop.
// Every refusal comes before the debit, so a refused import costs nothing.
import { toAllComponents, type apiRoutes } from '@shared/api'
import { checkImportPages } from '@shared/import/bounds'
import { isImportError } from '@shared/pdf/errors'
import { nameImportedResume } from '@shared/resume'
import { insertImportedResume } from '../../commands/import-resume'
import type { AppDeps } from '../../context'
import { ImportRefusedError } from '../../errors'
import { runWork } from '../../workers/run'
import { assertOwnUid } from '../library/library'
import { leaveSignal } from '../leave-signal'
import type { GroupHandlers } from '../mount'
import { importRefinerFor } from './refine'

function refuseEarly(check: () => void): void {
  try {
    check()
  } catch (error) {
    if (isImportError(error)) throw ImportRefusedError(error.code, error.message)
    throw error
  }
}

export function importHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.import> {
  const { entitlements, work } = deps
  const refiner = importRefinerFor(deps.config.ai)
  return {
    async create({ input, user, ctx }) {
      const { source, fileName } = input
      if (source.kind === 'pdf') refuseEarly(() => checkImportPages(source.pages))
      // The cheap refusal before any parsing work; the debit below decides.
      await entitlements.check(user, 'import')
      const offline = await runWork(work, 'importSource', source, 'import')
      // A resume read from JSON is exact; a PDF's parse may be read again by the AI model.
      const { parsed, refinement } =
        refiner && source.kind === 'pdf'
          ? await refiner(offline, leaveSignal(ctx))
          : { parsed: offline, refinement: undefined }
      const { result: created } = await entitlements.withCredit(
        user,
        'import',
        `import:${ctx.state.requestId}`,
        (trx) =>
          insertImportedResume(trx, {
            uid: user.id,
            resume: nameImportedResume(parsed.resume, fileName),
          }),
      )
      return {
        result: { id: created.id },
        resume: created.resume,
        warnings: parsed.warnings,
        ...(refinement ? { refinement } : {}),
      }
    },

    async fromText({ input, user, ctx }) {
      assertOwnUid(input.uid, user)
      await entitlements.check(user, 'import')
      const offline = await runWork(work, 'importPlainText', input.cvText, 'import')
      const { parsed } = refiner ? await refiner(offline, leaveSignal(ctx)) : { parsed: offline }
      // The spec's call leaves saving to the client: the debit is the only write.
      await entitlements.withCredit(user, 'import', `import:${ctx.state.requestId}`, () =>
        Promise.resolve(),
      )
      return {
        allComponents: toAllComponents(parsed.resume),
        resumeLanguage: parsed.resume.resumeLanguage,
      }
    },
  }
}
