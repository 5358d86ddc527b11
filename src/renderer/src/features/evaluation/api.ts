// The evaluation calls, typed by the shared contract. Kept with the feature so the shared
// endpoints file stays small.
import type { BasicEvaluationInput, DetailedEvaluationInput, EvaluationResponse } from '@shared/api'
import { http } from '../../api'

export function basicEvaluation(input: BasicEvaluationInput): Promise<EvaluationResponse> {
  return http.request<EvaluationResponse>('POST', '/basicEvaluation', { body: input })
}

/** Signed-in users only; debits one evaluation credit (402 when none is left). */
export function detailedEvaluation(input: DetailedEvaluationInput): Promise<EvaluationResponse> {
  return http.request<EvaluationResponse>('POST', '/componentsFeedbackWithScores', {
    body: input,
    authenticated: true,
  })
}
