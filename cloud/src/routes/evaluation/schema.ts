// Inputs of the evaluation routes: the shared contract (src/shared/api/evaluation.ts).
import { basicEvaluationInput, detailedEvaluationInput } from '@shared/api'
import { z } from 'zod'

export { basicEvaluationInput, detailedEvaluationInput }

export const jobTitlesInput = z.object({
  cvText: z.string().trim().min(1, 'The resume text is empty.').max(60_000),
  language: z.string().trim().max(10).default('en'),
  uid: z.string().max(200).optional(),
})
