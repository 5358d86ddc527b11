// Runs the offline evaluation engine for a request: the resume model when the client sent one
// (editor, parsed PDF), else the import's text parser turns cvText into one.
import type { z } from 'zod'
import type { basicEvaluationInput, EvaluationResponse } from '@shared/api'
import { evaluate, type EvaluationInput } from '@shared/evaluation'
import { loadSpeller } from '@node/spelling/dictionaries'
import { importText } from '@shared/import'
import { normalizeResume } from '@shared/resume'

export async function runEvaluation(
  input: z.output<typeof basicEvaluationInput>,
): Promise<EvaluationResponse> {
  const evaluationInput: EvaluationInput = {
    text: input.cvText,
    jobTitle: input.jobTitle,
    jobDescription: input.jobDescription,
    layout: input.layout ?? null,
  }
  if (input.cvData !== undefined) {
    evaluationInput.resume = normalizeResume(input.cvData).resume
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
