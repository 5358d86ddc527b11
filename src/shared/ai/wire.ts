// How the AI interface's answers go out in the /enhance routes' shapes. One place for the rules
// both the cloud (routes/enhance) and the desktop's local AI server path (the renderer asking
// main's 'ai:run') apply, so a desktop answer looks exactly like the cloud's.
import type {
  EnhancedSummariesResponse,
  EnhanceSkillsResponse,
  GuidedSuggestion,
  SkillSuggestionWire,
} from '../api/enhance'
import type {
  Alternatives,
  Answer,
  EnhancementSuggestion,
  SkillLists,
  SkillSuggestion,
} from './types'

type EngineFields = Pick<EnhancedSummariesResponse, 'engine' | 'fallback'>

/** Which engine answered, and the fallback when the LLM's answer was not used. */
export function engineOf(answer: Answer<unknown>): EngineFields {
  return { engine: answer.engine, ...(answer.fallback ? { fallback: answer.fallback } : {}) }
}

/** Three alternatives as the carousel reads them (spec: enhancedSummaries as JSON text). */
export function alternativesWire(
  answer: Answer<Alternatives>,
): Omit<EnhancedSummariesResponse, 'remainingCredits'> {
  const { alternatives, guard } = answer.result
  return {
    enhancedSummaries: JSON.stringify({ enhanced_summaries: alternatives }),
    alternatives: alternatives.map((text, index) => ({
      text,
      guard: guard[index] ?? { verdict: 'pass', newFacts: [], lostFacts: [] },
    })),
    ...engineOf(answer),
  }
}

const skillWire = (skill: SkillSuggestion): SkillSuggestionWire => ({
  name: skill.name,
  reason: skill.reason,
  source: skill.source,
  guard: skill.guard,
})

/** Both skill lists, without the skills the resume already lists (case-insensitive). */
export function skillListsWire(
  lists: SkillLists,
  current: readonly string[],
): Pick<EnhanceSkillsResponse, 'skillSuggestion' | 'atsSkillSuggestion'> {
  const have = new Set(current.map((name) => name.trim().toLowerCase()))
  const fresh = (skill: SkillSuggestion) => !have.has(skill.name.trim().toLowerCase())
  return {
    skillSuggestion: lists.ai.filter(fresh).map(skillWire),
    atsSkillSuggestion: lists.ats.filter(fresh).map(skillWire),
  }
}

/**
 * Guided suggestions for a plan that includes `limit` steps (null: every step). Beyond it a
 * suggestion is sent locked and without its text: the client shows the upgrade modal instead
 * (spec 000 §6, Free: from step index 3 on).
 */
export function guidedForPlan(
  suggestions: readonly EnhancementSuggestion[],
  limit: number | null,
): GuidedSuggestion[] {
  return suggestions.map((suggestion, index) =>
    limit !== null && index >= limit
      ? { ...suggestion, newValue: '', guard: { ...suggestion.guard, newFacts: [] }, locked: true }
      : { ...suggestion, locked: false },
  )
}
