// What the desktop main process answers on 'ai:run': the one AI interface (src/shared/ai) run
// locally, the same tasks as the cloud's /enhance routes, each answer naming its engine.
import type { Alternatives, Answer, EnhancementSuggestion, SkillLists } from '../ai/types'

export type DesktopAiRequest =
  | {
      task: 'description'
      resume: Record<string, unknown>
      section: 'experiences' | 'educations' | 'projects'
      itemId: string
      text?: string
    }
  | { task: 'summary'; resume: Record<string, unknown>; jobTitle: string; text?: string }
  | { task: 'skills'; resume: Record<string, unknown>; jobTitle: string; jobDescription?: string }
  | { task: 'guided'; resume: Record<string, unknown>; jobTitle?: string; jobDescription?: string }

export type DesktopAiAnswer =
  Answer<Alternatives> | Answer<SkillLists> | Answer<EnhancementSuggestion[]>
