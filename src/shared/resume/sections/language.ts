import { z } from 'zod'
import { fieldKindsOf, idField, plainField, withKind } from './fields'

/** The five levels of the language picker, weakest first (spec 000 §3). */
export const LANGUAGE_LEVELS = [
  'Beginner',
  'Intermediate',
  'Advanced',
  'Proficient',
  'Native',
] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number] | ''

/**
 * A language level is one of the picker's five, or the level as a resume printed it ("C1",
 * "Muttersprache", "Full professional proficiency", "★★★★☆"). Imported resumes keep their own
 * wording: mapping "C1" onto the five-step scale would lose what the person wrote, and CEFR codes
 * are what many employers ask for. The editor's picker shows a printed level as text until the
 * person picks one of the five; templates print the five in the resume's language and a printed
 * level as written.
 */
export const MAX_LANGUAGE_LEVEL_LENGTH = 40

export const languageSchema = z.object({
  id: idField(),
  name: plainField(),
  /** '' means no level (the form requires one, but imported data may lack it). */
  level: withKind(z.string().max(MAX_LANGUAGE_LEVEL_LENGTH).default(''), 'languageLevel'),
})
export type Language = z.infer<typeof languageSchema>

/** How normalisation treats each field, read from the schema. */
export const languageFields = fieldKindsOf(languageSchema)

/**
 * The stored level for a raw value: one of the five in its canonical spelling, the printed text
 * (white space collapsed) otherwise, or null when it is too long to be a level.
 */
export function toLanguageLevel(raw: string): string | null {
  const text = raw.replace(/\s+/g, ' ').trim()
  if (text === '') return ''
  const standard = LANGUAGE_LEVELS.find((level) => level.toLowerCase() === text.toLowerCase())
  if (standard) return standard
  return text.length <= MAX_LANGUAGE_LEVEL_LENGTH ? text : null
}
