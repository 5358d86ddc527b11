// The evaluation calls (apiRoutes.evaluation; spec 000 §7): /basicEvaluation for anyone
// (visitors see the basic result), /componentsFeedbackWithScores for signed-in users (one
// evaluation credit through the entitlements module, given back if the evaluation fails; 402
// when none is left). What each tier sees is decided by
// presentEvaluation, on the server.
//
// The engine runs in the work pool (workers/), off the event loop (issue 11 M-2). The resume
// model a client sends along (cvData) is measured first, on the event loop in one linear pass
// (cvDataProblem): one too large for any resume answers 422 evaluation_too_large before any
// work and before a credit is debited.
import type { apiRoutes } from '@shared/api'
import { CV_DATA_PROBLEM_MESSAGES, cvDataProblem } from '@shared/evaluation/bounds'
import type { AppDeps } from '../../context'
import { EmailNotVerifiedError, EvaluationTooLargeError } from '../../errors'
import { presentEvaluation } from '../../presenters/evaluation'
import { isEmailVerified } from '../../queries/users'
import { runWork } from '../../workers/run'
import type { EvaluationRunInput } from '@node/evaluation/run'
import type { GroupHandlers } from '../mount'

function checkCvData(cvData: unknown): void {
  if (cvData === undefined) return
  const problem = cvDataProblem(cvData)
  if (problem) throw EvaluationTooLargeError(CV_DATA_PROBLEM_MESSAGES[problem])
}

export function evaluationHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.evaluation> {
  const runEvaluation = (input: EvaluationRunInput) => runWork(deps.work, 'evaluateResume', input)
  return {
    async basic({ input, user }) {
      checkCvData(input.cvData)
      const result = await runEvaluation(input)
      return { ...presentEvaluation(result, user ? 'free' : 'visitor'), level: 'basic' }
    },

    async detailed({ input, user, ctx }) {
      checkCvData(input.cvData)
      // Detailed results need a confirmed address (spec 000 §4, 001 §6) wherever one can be
      // confirmed, that is with e-mail on; nothing is debited before this.
      if (deps.mails.delivery === 'email' && !(await isEmailVerified(deps.database, user.id))) {
        throw EmailNotVerifiedError()
      }
      const { effective } = await deps.entitlements.plan(user.id)
      const { result, remaining } = await deps.entitlements.withCreditHeld(
        user,
        'detailedEvaluation',
        `evaluation:${ctx.state.requestId}`,
        () => runEvaluation(input),
      )
      return {
        ...presentEvaluation(result, effective.tier),
        ...(remaining === null ? {} : { remainingCredits: remaining }),
      }
    },

    async jobTitles({ input }) {
      return {
        jobTitleSuggestions: await runWork(deps.work, 'jobTitles', {
          cvText: input.cvText,
          language: input.language,
        }),
      }
    },
  }
}
