import { z } from 'zod'
import { fieldKindsOf, idField, plainField, withKind } from './fields'

/** The five levels of the skill picker, weakest first (spec 000 §3). */
export const SKILL_LEVELS = [
  'Beginner',
  'Intermediate',
  'Experienced',
  'Advanced',
  'Expert',
] as const

/**
 * The spec records a second reading of skill levels: Beginner, Intermediate, Proficient,
 * Advanced, Native, Experienced, Expert or empty. Resumes written under either reading must load
 * without losing their level, so storage accepts the union: the picker's five plus Proficient and
 * Native. normalizeResume keeps any value from either reading (matched case-insensitively and
 * rewritten in the canonical spelling) and turns anything else into '' (no level), reporting it.
 * The picker shows only SKILL_LEVELS; a stored Proficient or Native is displayed as text.
 */
export const ALL_SKILL_LEVELS = [...SKILL_LEVELS, 'Proficient', 'Native'] as const
export type SkillLevel = (typeof ALL_SKILL_LEVELS)[number] | ''

export const skillSchema = z.object({
  id: idField(),
  name: plainField(),
  /** '' means no level; accepted AI suggestions add a skill with an empty level. */
  level: withKind(z.enum([...ALL_SKILL_LEVELS, '']).default(''), 'skillLevel'),
})
export type Skill = z.infer<typeof skillSchema>

/** How normalisation treats each field, read from the schema. */
export const skillFields = fieldKindsOf(skillSchema)

/** The canonical skill level for a raw value, or null when it is not a level of either reading. */
export function toSkillLevel(raw: string): SkillLevel | null {
  const wanted = raw.trim().toLowerCase()
  if (wanted === '') return ''
  return ALL_SKILL_LEVELS.find((level) => level.toLowerCase() === wanted) ?? null
}
