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
 * without losing their level, so both readings are known levels: the picker's five plus
 * Proficient and Native, matched case-insensitively and stored in the canonical spelling.
 *
 * Departure from the spec (issue 14): a level printed in words the scale does not have ("Sehr
 * gut", "Grundlagen", "4/5") is kept as written, up to MAX_SKILL_LEVEL_LENGTH characters, as
 * language levels are: an importer that turned "Sehr gut" into "Advanced" would be translating
 * the person's own words. The picker shows only SKILL_LEVELS; any other stored level is shown as
 * text (in the editor and in every template, without a bar) until the user picks a bar.
 */
export const ALL_SKILL_LEVELS = [...SKILL_LEVELS, 'Proficient', 'Native'] as const
/** A level of either reading of the scale; stored levels may also be printed words (above). */
export type SkillLevel = (typeof ALL_SKILL_LEVELS)[number] | ''
export const MAX_SKILL_LEVEL_LENGTH = 40

export const skillSchema = z.object({
  id: idField(),
  name: plainField(),
  /** '' means no level; accepted AI suggestions add a skill with an empty level. */
  level: withKind(z.string().max(MAX_SKILL_LEVEL_LENGTH).default(''), 'skillLevel'),
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

/**
 * The level to store for a skill: a known level in its canonical spelling, other words as
 * written (spaces folded), null when the text is too long to be a level.
 */
export function storedSkillLevel(raw: string): string | null {
  const text = raw.replace(/\s+/g, ' ').trim()
  const known = toSkillLevel(text)
  if (known !== null) return known
  return text.length <= MAX_SKILL_LEVEL_LENGTH ? text : null
}
