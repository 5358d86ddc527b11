// The editor's five steps (spec 000 §2 "Editor") as pure rules: which step an evaluation's
// section name belongs to (names come back in English, Turkish or German), which steps carry a
// warning mark, and which of Back and Continue a step shows.
import { EDITOR_STEPS, type EditorStep } from '@shared/resume'

/** A step is marked once the resume has been evaluated and its section scored under this. */
export const WARNING_SCORE = 60

// The evaluation's section names (spec 000 §3 "sections") and the spellings seen in the three
// interface languages, compared without case, accents or punctuation.
const SECTION_NAMES: Readonly<Record<EditorStep, readonly string[]>> = {
  personal: [
    'Personal Information',
    'Personal Info',
    'Personal Details',
    'Contact Information',
    'Kişisel Bilgiler',
    'Persönliche Informationen',
    'Persönliche Angaben',
    'Persönliche Daten',
  ],
  education: ['Education', 'Eğitim', 'Eğitim Bilgileri', 'Ausbildung', 'Bildung', 'Bildungsweg'],
  experiences: [
    'Experience',
    'Experiences',
    'Work Experience',
    'Professional Experience',
    'Deneyim',
    'Deneyimler',
    'İş Deneyimi',
    'Berufserfahrung',
    'Erfahrung',
  ],
  skills: ['Skills', 'Skill', 'Yetenekler', 'Beceriler', 'Fähigkeiten', 'Kenntnisse'],
  additional: [
    'Additional Information',
    'Additional Info',
    'Additional',
    'Ek Bilgiler',
    'Zusätzliche Informationen',
    'Weitere Informationen',
  ],
}

/** Lower case, no accents (İ, ö, ğ…), no punctuation, single spaces. */
function canonical(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

const STEP_BY_NAME: ReadonlyMap<string, EditorStep> = new Map(
  EDITOR_STEPS.flatMap((step) =>
    SECTION_NAMES[step].map((name) => [canonical(name), step] as const),
  ),
)

/** The step an evaluated section name belongs to, or null for a name it does not know. */
export function stepForSectionName(sectionName: string): EditorStep | null {
  return STEP_BY_NAME.get(canonical(sectionName)) ?? null
}

export interface SectionScore {
  sectionName: string
  score: number
}

/**
 * Each step's score from the evaluation (the lowest when a name appears twice), or an empty map
 * before the resume has been evaluated (scores null).
 */
export function stepScores(
  scores: readonly SectionScore[] | null,
): ReadonlyMap<EditorStep, number> {
  const out = new Map<EditorStep, number>()
  for (const { sectionName, score } of scores ?? []) {
    const step = stepForSectionName(sectionName)
    if (!step || !Number.isFinite(score)) continue
    out.set(step, Math.min(score, out.get(step) ?? Infinity))
  }
  return out
}

/** The steps to mark with a warning: evaluated and scored under WARNING_SCORE. */
export function stepsWithWarning(scores: readonly SectionScore[] | null): ReadonlySet<EditorStep> {
  const warned = new Set<EditorStep>()
  for (const [step, score] of stepScores(scores)) if (score < WARNING_SCORE) warned.add(step)
  return warned
}

/** Back is hidden on the first step, Continue on the last (spec 000 §2). */
export function stepNavigation(step: EditorStep): {
  back: EditorStep | null
  next: EditorStep | null
} {
  const index = EDITOR_STEPS.indexOf(step)
  return { back: EDITOR_STEPS[index - 1] ?? null, next: EDITOR_STEPS[index + 1] ?? null }
}
