// The evaluation calls (spec 000 §7): /basicEvaluation for anyone (visitors see the basic
// result), /componentsFeedbackWithScores for signed-in users (debits one evaluation credit,
// 402 when none is left). What each tier sees is decided by presentEvaluation, on the server.
import Router from '@koa/router'
import type { EvaluationResponse, JobTitleSuggestionsResponse } from '@shared/api'
import { suggestJobTitles } from '@shared/evaluation/job-titles'
import type { z } from 'zod'
import { readSession, requireSession } from '../../auth/session'
import { debitEvaluationCredit, refundEvaluationCredit } from '../../commands/evaluation-credits'
import type { ApiContext, AppContext, AppDeps, AppState, PublicApiContext } from '../../context'
import { AuthenticationError, PaymentRequiredError } from '../../errors'
import { validate } from '../../middlewares/validate'
import { rateLimit } from '../../middlewares/rate-limit'
import { presentEvaluation, type EvaluationTier } from '../../presenters/evaluation'
import { findUserById } from '../../queries/users'
import { runEvaluation } from './run'
import { basicEvaluationInput, detailedEvaluationInput, jobTitlesInput } from './schema'

/** Evaluations are CPU work: a generous budget per client address and minute. */
export const EVALUATION_RATE_LIMIT = { max: 60, windowSeconds: 60 }

export const NO_CREDITS_FREE =
  'You have used all your free evaluations. Upgrade to Premium for more detailed evaluations.'
export const NO_CREDITS_PREMIUM =
  'You have used all evaluations of this period. They renew with your next billing month; contact support if you need more now.'

const byAddress = (ctx: AppContext) => ctx.ip

export function evaluationRoutes(deps: AppDeps) {
  const router = new Router<AppState>()
  const limit = rateLimit(deps, 'evaluation', EVALUATION_RATE_LIMIT, byAddress)

  router.post(
    '/basicEvaluation',
    limit,
    validate(basicEvaluationInput),
    async (ctx: PublicApiContext<z.output<typeof basicEvaluationInput>>) => {
      const user = await readSession(deps.auth, ctx)
      const result = await runEvaluation(ctx.state.input)
      const body: EvaluationResponse = presentEvaluation(result, user ? 'free' : 'visitor')
      ctx.body = { ...body, evaluation: body.evaluation, level: 'basic' as const }
    },
  )

  router.post(
    '/componentsFeedbackWithScores',
    limit,
    requireSession(deps.auth),
    validate(detailedEvaluationInput),
    async (ctx: ApiContext<z.output<typeof detailedEvaluationInput>>) => {
      const uid = ctx.state.user.id
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
        result = await runEvaluation(ctx.state.input)
      } catch (error) {
        await refundEvaluationCredit(deps.database, { uid })
        throw error
      }
      const tier: EvaluationTier = premium ? 'premium' : 'free'
      ctx.body = { ...presentEvaluation(result, tier), remainingCredits: debit.remaining }
    },
  )

  router.post(
    '/enhance/JobTitles',
    limit,
    validate(jobTitlesInput),
    (ctx: PublicApiContext<z.output<typeof jobTitlesInput>>) => {
      const { cvText, language } = ctx.state.input
      const body: JobTitleSuggestionsResponse = {
        jobTitleSuggestions: suggestJobTitles(cvText, language),
      }
      ctx.body = body
    },
  )

  return router
}
