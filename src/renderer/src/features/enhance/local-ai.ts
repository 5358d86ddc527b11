// Inline enhance on the desktop with the user's own AI server (issue 13 point 3): when the app
// runs on the desktop and the "Use a local AI server" setting is on, the description and summary
// alternatives, the skills panels' suggestions and guided enhancement's suggestions come from
// main's 'ai:run' (the local server through the LLM engine, the offline engine as fallback, the
// answer naming its engine) instead of the cloud, in the cloud's answer shapes (src/shared/ai/
// wire.ts, the functions the cloud's routes use) so the carousel, the panels, the guided steps
// and the engine note stay the same. No credit is debited: nothing runs on the cloud. The plan's
// guided steps still apply (the caller passes its limit from the entitlements table): a plan
// gate is a product rule, not a cost.
import { platform } from '@platform'
import type {
  CvSuggestionsResponse,
  EnhancedSummariesResponse,
  EnhanceSkillsResponse,
} from '@shared/api'
import type { Alternatives, Answer, EnhancementSuggestion, SkillLists } from '@shared/ai/types'
import { alternativesWire, engineOf, guidedForPlan, skillListsWire } from '@shared/ai/wire'
import type { DesktopFeatures } from '@shared/platform'
import type { Resume } from '@shared/resume'

export type LocalTarget =
  { section: 'experiences' | 'educations' | 'projects'; itemId: string } | { section: 'summary' }

/** The desktop bridge when the local AI server is on; null on the web or when it is off. */
export async function localAiBridge(
  desktop: DesktopFeatures | null = platform.desktop,
): Promise<DesktopFeatures | null> {
  if (!desktop) return null
  try {
    return (await desktop.localAi.get()).enabled ? desktop : null
  } catch {
    return null
  }
}

export function toEnhancedSummaries(answer: Answer<Alternatives>): EnhancedSummariesResponse {
  return alternativesWire(answer)
}

/** The alternatives from this computer, or null when the cloud should be asked. */
export async function enhanceLocally(
  target: LocalTarget,
  resume: Resume,
  jobTitle: string,
  desktop: DesktopFeatures | null = platform.desktop,
): Promise<EnhancedSummariesResponse | null> {
  const bridge = await localAiBridge(desktop)
  if (!bridge) return null
  const cv = resume as unknown as Record<string, unknown>
  const answer =
    target.section === 'summary'
      ? await bridge.ai({ task: 'summary', resume: cv, jobTitle })
      : await bridge.ai({
          task: 'description',
          resume: cv,
          section: target.section,
          itemId: target.itemId,
        })
  return toEnhancedSummaries(answer as Answer<Alternatives>)
}

/** Both skills panels' suggestions from this computer, or null when the cloud should be asked. */
export async function skillsLocally(
  resume: Resume,
  jobTitle: string,
  desktop: DesktopFeatures | null = platform.desktop,
): Promise<EnhanceSkillsResponse | null> {
  const bridge = await localAiBridge(desktop)
  if (!bridge) return null
  const answer = (await bridge.ai({
    task: 'skills',
    resume: resume as unknown as Record<string, unknown>,
    jobTitle,
  })) as Answer<SkillLists>
  const listed = resume.skills.map((skill) => skill.name)
  return { ...skillListsWire(answer.result, listed), ...engineOf(answer) }
}

/**
 * Guided suggestions from this computer for a plan that includes `freeSteps` steps (null: all),
 * or null when the cloud should be asked.
 */
export async function suggestionsLocally(
  resume: Resume,
  target: { jobTitle: string; jobDescription: string },
  freeSteps: number | null,
  desktop: DesktopFeatures | null = platform.desktop,
): Promise<CvSuggestionsResponse | null> {
  const bridge = await localAiBridge(desktop)
  if (!bridge) return null
  const answer = (await bridge.ai({
    task: 'guided',
    resume: resume as unknown as Record<string, unknown>,
    jobTitle: target.jobTitle,
    jobDescription: target.jobDescription,
  })) as Answer<EnhancementSuggestion[]>
  return {
    result: { suggestions: guidedForPlan(answer.result, freeSteps) },
    error: null,
    freeSteps,
    ...engineOf(answer),
  }
}
