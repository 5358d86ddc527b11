// The evaluation engine run on this computer (issue 18 point 1): the same offline engine and
// dictionaries the cloud runs in its work pool (src/node/evaluation/run.ts), so the desktop
// evaluates with no account and no network. What a signed-out desktop user sees of the result is
// the plan table's decision (src/shared/plans/desktop.ts: the full result; no credit is spent on
// a local computation); the input is bounded as the cloud bounds it before any work.
import { basicEvaluationInput } from '@shared/api'
import { CV_DATA_PROBLEM_MESSAGES, cvDataProblem } from '@shared/evaluation/bounds'
import { z } from 'zod'
import { runEvaluation } from '@node/evaluation/run'
import type { Handle } from '../ipc'

export const evaluationArgs = z.tuple([basicEvaluationInput])

export function registerEvaluationHandlers(handle: Handle): void {
  handle('evaluation:run', evaluationArgs, async (input) => {
    const problem = input.cvData === undefined ? null : cvDataProblem(input.cvData)
    if (problem) throw new Error(CV_DATA_PROBLEM_MESSAGES[problem])
    // The schema's defaults (job description, language) filled in, as the cloud's route has them.
    return runEvaluation(basicEvaluationInput.parse(input))
  })
}
