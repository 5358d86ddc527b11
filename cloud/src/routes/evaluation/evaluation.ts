// The evaluation calls (apiRoutes.evaluation; spec 000 §7): /basicEvaluation for anyone
// (visitors see the basic result), /componentsFeedbackWithScores for signed-in users (debits one
// evaluation credit, 402 when none is left). What each tier sees is decided by
// presentEvaluation, on the server.
import type { apiRoutes, EvaluationResponse } from '@shared/api'
import { suggestJobTitles } from '@shared/evaluation/job-titles'
import { debitEvaluationCredit, refundEvaluationCredit } from '../../commands/evaluation-credits'
import type { AppDeps } from '../../context'
import { AuthenticationError, PaymentRequiredError } from '../../errors'
import { presentEvaluation } from '../../presenters/evaluation'
import { findUserById } from '../../queries/users'
import type { GroupHandlers } from '../mount'
import { runEvaluation } from './run'

export const NO_CREDITS_FREE =
  'You have used all your free evaluations. Upgrade to Premium for more detailed evaluations.'
export const NO_CREDITS_PREMIUM =
  'You have used all evaluations of this period. They renew with your next billing month; contact support if you need more now.'

export function evaluationHandlers(deps: AppDeps): GroupHandlers<typeof apiRoutes.evaluation> {
  return {
    async basic({ input, user }) {
      const result = await runEvaluation(input)
      return { ...presentEvaluation(result, user ? 'free' : 'visitor'), level: 'basic' }
    },

    async detailed({ input, user }) {
      const uid = user.id
      const row = await findUserById(deps.database, uid)
      if (!row) throw AuthenticationError()
      const premium = row.accountStatus === 'Premium'
      const debit = await debitEvaluationCredit(deps.database, { uid })
      if (!debit.ok)
        throw PaymentRequiredError(
          'not_enough_credits',
          premium ? NO_CREDITS_PREMIUM : NO_CREDITS_FREE,
        )
      let result: EvaluationResponse
      try {
        result = await runEvaluation(input)
      } catch (error) {
        await refundEvaluationCredit(deps.database, { uid })
        throw error
      }
      return {
        ...presentEvaluation(result, premium ? 'premium' : 'free'),
        remainingCredits: debit.remaining,
      }
    },

    jobTitles({ input }) {
      return { jobTitleSuggestions: suggestJobTitles(input.cvText, input.language) }
    },
  }
}
