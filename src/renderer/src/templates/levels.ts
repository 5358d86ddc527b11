// Where a level sits on its five-step scale, for templates that draw levels as bars.
// Skills climb Beginner → Intermediate → Experienced → Advanced → Expert, languages
// Beginner → Intermediate → Advanced → Proficient → Native (spec 000 §3). Stored skills may
// carry a language word too (the spec's second reading), so both tables cover every level key.
const SKILL_STEPS: Record<string, number> = {
  Beginner: 1,
  Intermediate: 2,
  Experienced: 3,
  Proficient: 3,
  Advanced: 4,
  Expert: 5,
  Native: 5,
}

const LANGUAGE_STEPS: Record<string, number> = {
  Beginner: 1,
  Intermediate: 2,
  Experienced: 3,
  Advanced: 3,
  Proficient: 4,
  Expert: 5,
  Native: 5,
}

export const LEVEL_STEPS = 5

/** 1 to 5, or null for a level outside the scale (then only the word is shown). */
export function levelStep(section: 'skills' | 'languages', level: string): number | null {
  const steps = section === 'skills' ? SKILL_STEPS : LANGUAGE_STEPS
  return steps[level.trim()] ?? null
}
