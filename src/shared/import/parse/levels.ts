// Printed levels → the model's skill and language levels. Words cover en, de, tr, es, fr, it,
// pt, nl; CEFR codes and 1–5 dots/stars map onto the five-step scales.
import {
  LANGUAGE_LEVELS,
  storedSkillLevel,
  toLanguageLevel,
  toSkillLevel,
  type LanguageLevel,
  type SkillLevel,
} from '../../resume'

/** A level word must start a word: "orta" is a level, "Portal" is not. */
function atWordStart(pattern: RegExp): RegExp {
  return new RegExp(`(?<!\\p{L})(?:${pattern.source})`, 'iu')
}

const LANGUAGE_WORDS: [RegExp, LanguageLevel][] = (
  [
    [
      /native|mother ?tongue|first language|bilingual|muttersprach|erstsprache|ana ?dil|anadil|nativ[oa]|lengua materna|langue maternelle|maternelle|madrelingua|língua materna|moedertaal|c2/i,
      'Native',
    ],
    [
      /fluent|proficient|business|verhandlungssicher|fließend|fliessend|akıcı|ileri düzey|fluido|fluid[oa]|courant|bilingue|vloeiend|c1\+?|full professional|professional|professionnel|profesional|profissionale?/i,
      'Proficient',
    ],
    [
      /advanced|fortgeschritten|sehr gut|ileri|avanzado|avancé|avanzato|avançado|gevorderd|c1/i,
      'Advanced',
    ],
    [
      /intermediate|conversational|working|good|gut|orta|intermedio|intermédiaire|intermedio|intermediário|redelijk|b1|b2/i,
      'Intermediate',
    ],
    [
      /basic|beginner|elementary|grundkenntnisse|grundlagen|anfänger|temel|başlangıç|básico|notions|débutant|base|elementare|iniciante|basis|a1|a2/i,
      'Beginner',
    ],
  ] as [RegExp, LanguageLevel][]
).map(([pattern, level]): [RegExp, LanguageLevel] => [atWordStart(pattern), level])

/** Lower case that also folds the Turkish dotted capital (İ → i). */
function fold(text: string): string {
  return text
    .replace(/İ/g, 'i')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .trim()
}

/**
 * The level to store for a printed language level: the printed words themselves (the model keeps
 * "C1" or "Muttersprache" as written, see sections/language.ts), without surrounding brackets or
 * dashes; '' when the text is too long to be a level.
 */
export function printedLanguageLevel(printed: string): string {
  let text = printed.replace(/^[\s[{\-–—:,]+|[\s\]},;.]+$/g, '')
  // Brackets around the whole level go; a bracket that closes one inside it stays.
  if (/^\(/.test(text) && !/\)./.test(text)) text = text.replace(/^\(|\)$/g, '').trim()
  else if (/\)$/.test(text) && !/\(/.test(text)) text = text.slice(0, -1).trim()
  return toLanguageLevel(text) ?? ''
}

/** The five-step level a printed language level means, '' when it is not a level at all. */
export function languageLevelOf(printed: string): LanguageLevel {
  const text = fold(printed)
  if (text === '') return ''
  const direct = LANGUAGE_LEVELS.find((level) => level.toLowerCase() === text)
  if (direct) return direct
  const stars = ratingOf(text)
  if (stars !== null)
    return (
      (['Beginner', 'Beginner', 'Intermediate', 'Advanced', 'Proficient', 'Native'] as const)[
        stars
      ] ?? ''
    )
  for (const [pattern, level] of LANGUAGE_WORDS) if (pattern.test(text)) return level
  return ''
}

const SKILL_WORDS: [RegExp, SkillLevel][] = (
  [
    [/expert|experte|uzman|experto|experta|esperto|especialista|master/i, 'Expert'],
    [
      /advanced|fortgeschritten|sehr gut|ileri|avanzado|avancé|avanzato|avançado|gevorderd/i,
      'Advanced',
    ],
    [/experienced|erfahren|deneyimli|experimentado|expérimenté|esperto|proficient/i, 'Experienced'],
    [/intermediate|good|gut|orta|intermedio|intermédiaire|intermediário|redelijk/i, 'Intermediate'],
    [
      /basic|beginner|grundkenntnisse|anfänger|temel|básico|débutant|base|iniciante|basis/i,
      'Beginner',
    ],
  ] as [RegExp, SkillLevel][]
).map(([pattern, level]): [RegExp, SkillLevel] => [atWordStart(pattern), level])

export function skillLevelOf(printed: string): SkillLevel {
  const text = fold(printed)
  if (text === '') return ''
  const direct = toSkillLevel(text)
  if (direct) return direct
  const stars = ratingOf(text)
  if (stars !== null)
    return (
      (['', 'Beginner', 'Intermediate', 'Experienced', 'Advanced', 'Expert'] as const)[stars] ?? ''
    )
  for (const [pattern, level] of SKILL_WORDS) if (pattern.test(text)) return level
  return ''
}

/**
 * The level to store for a printed skill level: the printed words themselves when they are a
 * level (the model keeps "Sehr gut" as written, see sections/skill.ts), a known level in its
 * canonical spelling; '' when the text is not a level, is drawn (stars, dots: graphic levels are
 * left empty) or is too long.
 */
export function printedSkillLevel(printed: string): string {
  const text = printed.replace(/^[\s[{(\-–—:,]+|[\s\]}),;.]+$/g, '')
  if (skillLevelOf(text) === '' || /^[\s★●■◆⬤☆○□◇◯]+$/u.test(text)) return ''
  return storedSkillLevel(text) ?? ''
}

/** "★★★★☆", "●●●○○", "4/5" → 0–5, or null. */
export function ratingOf(text: string): number | null {
  const filled = (text.match(/[★●■◆⬤]/gu) ?? []).length
  const empty = (text.match(/[☆○□◇◯]/gu) ?? []).length
  if (filled + empty >= 3 && filled + empty <= 10 && /^[\s★●■◆⬤☆○□◇◯]+$/u.test(text)) {
    return Math.round((filled / (filled + empty)) * 5)
  }
  const fraction = /^(\d(?:\.\d)?)\s*\/\s*(5|10)$/.exec(text)
  if (fraction) return Math.round((Number(fraction[1]) / Number(fraction[2])) * 5)
  return null
}

/** Words that only say how well: used to tell "German – fluent" from "German literature". */
export function looksLikeLevel(text: string): boolean {
  // A level is a few words; a sentence that mentions "experienced" is not one.
  if (text.trim().split(/\s+/).length > 5) return false
  return (
    ratingOf(text) !== null ||
    /^(?:[abc][12]\+?)\b/i.test(text.trim()) ||
    languageLevelOf(text) !== '' ||
    skillLevelOf(text) !== ''
  )
}
