// The sample evaluation of the home page: the real offline engine (src/shared/evaluation) run on
// the demo resume, and the warnings the page shows: one per kind of problem, in the engine's
// order, at most four (spec 000 §9). Runs in the browser in the demo's lazy chunk, so the home
// page's first download carries neither the engine nor the templates.
import type { Finding } from '@shared/api/evaluation'
import { evaluate } from '@shared/evaluation'
import { demoResume } from './demo-resume'

export const DEMO_MAX_WARNINGS = 4

export interface DemoEvaluation {
  score: number
  warnings: Finding[]
}

/** The look does not change what the engine reads, so the result is computed once. */
let cached: DemoEvaluation | null = null

export function demoEvaluation(): DemoEvaluation {
  if (cached) return cached
  const result = evaluate({ resume: demoResume() })
  const seen = new Set<string>()
  const warnings = result.evaluation.findings.filter((finding) => {
    if (seen.has(finding.check)) return false
    seen.add(finding.check)
    return true
  })
  cached = { score: result.score, warnings: warnings.slice(0, DEMO_MAX_WARNINGS) }
  return cached
}
