// The offline evaluation engine (issue 6). Node-only dictionary loading lives in
// src/node/spelling and is imported by the cloud and the CLI, never by the renderer.
export { evaluate, evaluateDocument, evaluationText, CHECKS, MIN_SKILLS } from './engine'
export type { EvaluateOptions } from './engine'
export { buildDocument } from './document'
export type { EvaluationInput, EvalDocument, Segment } from './document'
export {
  scoreBand,
  overallScore,
  rescaleSectionScore,
  SCORE_CIRCUMFERENCE,
  SECTION_SCALES,
} from './bands'
export type { Band, BandLabel } from './bands'
export { jobFamilyOf } from './job-family'
export type { Speller } from './spelling/speller'
export { wordListSpeller } from './spelling/speller'
export { warningTitle, KNOWN_WARNING_CATEGORIES } from './warning-titles'
