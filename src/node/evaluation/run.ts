// Runs the offline evaluation engine for a request (the cloud: in a work-pool thread, see
// cloud/src/workers/tasks.ts; the desktop: in the main process, src/main/features/evaluation.ts): the
// resume model when the client sent one (editor, parsed PDF), else the import's text parser
// turns cvText into one. The route has already measured cvData (cvDataProblem) before sending
// it here; the resume's text is bounded again once it is normalised, before the engine runs.
import type { z } from 'zod'
import type { basicEvaluationInput, EvaluationResponse } from '@shared/api'
import { evaluate, type EvaluationInput } from '@shared/evaluation'
import { MAX_CV_TEXT } from '@shared/evaluation/bounds'
import { loadSpeller } from '@node/spelling/dictionaries'
import { importText } from '@shared/import'
import { normalizeResume, resumeToPlainText } from '@shared/resume'

export type EvaluationRunInput = z.output<typeof basicEvaluationInput>

export class EvaluationTooLargeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'EvaluationTooLargeError'
  }
}

export async function runEvaluation(input: EvaluationRunInput): Promise<EvaluationResponse> {
  const evaluationInput: EvaluationInput = {
    text: input.cvText,
    jobTitle: input.jobTitle,
    jobDescription: input.jobDescription,
    layout: input.layout ?? null,
  }
  if (input.cvData !== undefined) {
    const { resume } = normalizeResume(input.cvData)
    if (resumeToPlainText(resume).length > MAX_CV_TEXT)
      throw new EvaluationTooLargeError(
        `The resume's text is longer than ${MAX_CV_TEXT.toLocaleString('en')} characters; no resume needs that much to be evaluated.`,
      )
    evaluationInput.resume = resume
  } else {
    try {
      const imported = importText(input.cvText)
      evaluationInput.resume = imported.resume
      evaluationInput.language = imported.language
    } catch {
      // Text the parser cannot read is still evaluated as printed text.
    }
  }
  // The language the client names wins over detection, unless it is only the default.
  if (
    input.language !== '' &&
    (input.cvData !== undefined || evaluationInput.language === undefined)
  ) {
    evaluationInput.language = input.language
  }
  const language = evaluationInput.language ?? evaluationInput.resume?.resumeLanguage ?? 'en'
  return evaluate(evaluationInput, { speller: await loadSpeller(language) })
}
