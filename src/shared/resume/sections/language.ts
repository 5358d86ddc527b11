import { z } from 'zod'
import { idField, plainField, type FieldKinds } from './fields'

/** The five levels of the language picker, weakest first (spec 000 §3). */
export const LANGUAGE_LEVELS = [
  'Beginner',
  'Intermediate',
  'Advanced',
  'Proficient',
  'Native',
] as const
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number] | ''

export const languageSchema = z.object({
  id: idField(),
  name: plainField(),
  /** '' means no level (the form requires one, but imported data may lack it). */
  level: z.enum([...LANGUAGE_LEVELS, '']).default(''),
})
export type Language = z.infer<typeof languageSchema>

export const languageFields: FieldKinds<Language> = { name: 'plain', level: 'languageLevel' }

// Imported and AI-written resumes often use CEFR codes or everyday words; these map onto the
// picker's scale so the level survives instead of being dropped.
const LANGUAGE_LEVEL_SYNONYMS = new Map<string, LanguageLevel>(
  Object.entries({
    a1: 'Beginner',
    a2: 'Beginner',
    elementary: 'Beginner',
    basic: 'Beginner',
    b1: 'Intermediate',
    b2: 'Intermediate',
    c1: 'Advanced',
    c2: 'Proficient',
    fluent: 'Proficient',
    'native speaker': 'Native',
    'mother tongue': 'Native',
    bilingual: 'Native',
  } satisfies Record<string, LanguageLevel>),
)

/** The canonical language level for a raw value, or null when it cannot be recognised. */
export function toLanguageLevel(raw: string): LanguageLevel | null {
  const wanted = raw.trim().toLowerCase()
  if (wanted === '') return ''
  const exact = LANGUAGE_LEVELS.find((level) => level.toLowerCase() === wanted)
  return exact ?? LANGUAGE_LEVEL_SYNONYMS.get(wanted) ?? null
}
