// What each tier may see of an evaluation (spec 000 §6), enforced here rather than by blurring
// in the browser: a locked finding keeps its check name (so the panel can show how many there
// are) but loses its text, location and suggestion.
//   - visitor: red flags only, the first 2 warnings readable; other categories locked;
//   - Free (or Onhold): red flags with the first 4 warnings readable, every category's score and
//     the section scores (the editor's step marks need them); category details locked;
//   - Premium: everything.
import { RED_FLAG_CATEGORIES, type Evaluation, type EvaluationResponse, type Finding } from '../api'

export type EvaluationTier = 'visitor' | 'free' | 'premium'

/** Warnings shown unblurred per tier (spec 000 §9). */
export const UNLOCKED_WARNINGS: Record<EvaluationTier, number> = {
  visitor: 2,
  free: 4,
  premium: Infinity,
}

const RED_FLAG_LISTS = RED_FLAG_CATEGORIES

const lock = (item: Finding): Finding => ({ check: item.check, text: '', locked: true })

function lockAll(findings: Finding[]): Finding[] {
  return findings.map(lock)
}

export function presentEvaluation(
  response: EvaluationResponse,
  tier: EvaluationTier,
): EvaluationResponse {
  if (tier === 'premium') return response
  const { evaluation } = response
  let open = UNLOCKED_WARNINGS[tier]
  const redFlags = { ...evaluation.redFlags }
  for (const list of RED_FLAG_LISTS) {
    redFlags[list] = redFlags[list].map((item) => (open-- > 0 ? item : lock(item)))
  }
  const unlockedRedFlagTexts = new Set(
    RED_FLAG_LISTS.flatMap((list) => redFlags[list]).filter((item) => !item.locked),
  )
  const locked: Evaluation = {
    ...evaluation,
    redFlags,
    skills: { ...evaluation.skills, atsMatchedKeywords: [], atsMissingKeywords: [], locked: true },
    content: {
      ...evaluation.content,
      grammarProblems: lockAll(evaluation.content.grammarProblems),
      longBulletPoints: lockAll(evaluation.content.longBulletPoints),
      missingActionVerbs: lockAll(evaluation.content.missingActionVerbs),
      resumeDesignProblems: lockAll(evaluation.content.resumeDesignProblems),
      spellingProblems: lockAll(evaluation.content.spellingProblems),
      usefulLinks: lockAll(evaluation.content.usefulLinks),
      locked: true,
    },
    structure: {
      ...evaluation.structure,
      missingSections: lockAll(evaluation.structure.missingSections),
      locked: true,
    },
    findings: evaluation.findings.filter((item) => unlockedRedFlagTexts.has(item)),
  }
  if (tier === 'visitor') {
    locked.sections = {
      explanation: '',
      score: evaluation.sections.score,
      sections: [],
      locked: true,
    }
    return { ...response, sectionScores: [], evaluation: locked, level: 'basic' }
  }
  return { ...response, evaluation: locked, level: 'detailed' }
}
