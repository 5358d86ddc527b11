// Inline enhance on the desktop with the user's own AI server (issue 13 point 3): when the app
// runs on the desktop and the "Use a local AI server" setting is on, the description and summary
// alternatives come from main's 'ai:run' (the local server through the LLM engine, the offline
// engine as fallback, the answer naming its engine) instead of the cloud, in the cloud's answer
// shape so the carousel and the engine note stay the same. No credit is debited: nothing runs
// on the cloud. Skills suggestions and guided enhancement still ask the cloud.
import { platform } from '@platform'
import type { EnhancedSummariesResponse } from '@shared/api'
import type { Alternatives, Answer } from '@shared/ai/types'
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
  const { alternatives, guard } = answer.result
  return {
    enhancedSummaries: JSON.stringify({ enhanced_summaries: alternatives }),
    alternatives: alternatives.map((text, index) => ({
      text,
      guard: guard[index] ?? { verdict: 'pass', newFacts: [], lostFacts: [] },
    })),
    engine: answer.engine,
    ...(answer.fallback ? { fallback: answer.fallback } : {}),
  }
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
