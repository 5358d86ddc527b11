import { evaluate } from '@shared/evaluation'
import { describe, expect, it } from 'vitest'
import { DEMO_COLOURS, demoResume } from './demo-resume'
import { DEMO_MAX_WARNINGS, demoEvaluation } from './demo-evaluation'

describe('the home demo evaluation', () => {
  it('is what the evaluation engine answers for the demo resume: 55 (spec 000 §9)', () => {
    expect(evaluate({ resume: demoResume() }).score).toBe(55)
    expect(demoEvaluation().score).toBe(55)
  })

  it('shows at most four warnings, one per kind of problem, each from the engine', () => {
    const { warnings } = demoEvaluation()
    expect(warnings.length).toBeGreaterThan(0)
    expect(warnings.length).toBeLessThanOrEqual(DEMO_MAX_WARNINGS)
    expect(new Set(warnings.map((w) => w.check)).size).toBe(warnings.length)
    const all = evaluate({ resume: demoResume() }).evaluation.findings
    for (const warning of warnings) expect(all).toContainEqual(warning)
  })

  it('does not depend on the look the visitor picks', () => {
    const look = { colour: DEMO_COLOURS[3], font: 'Times New Roman' as const, size: 16 }
    expect(evaluate({ resume: demoResume(look) }).score).toBe(55)
  })
})
