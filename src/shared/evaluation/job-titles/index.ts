// Desired job titles: the nine sorted lists of spec 000 §3 (English occupations; German and
// Turkish each as Intern/Junior, plain, Senior and Lead/Chief), the case-insensitive substring
// search of the evaluation page, and offline suggestions ranked from the resume's own text
// (/enhance/JobTitles).
import { fold, lower, words } from '../text'
import { DE_OCCUPATIONS, EN_OCCUPATIONS, TR_OCCUPATIONS } from './occupations'

export const JOB_TITLE_LEVELS = ['intern', 'plain', 'senior', 'lead'] as const
export type JobTitleLevel = (typeof JOB_TITLE_LEVELS)[number]

const LEVEL_PATTERNS: Record<'de' | 'tr', Record<JobTitleLevel, string>> = {
  de: { intern: 'Junior {}', plain: '{}', senior: 'Senior {}', lead: 'Lead {}' },
  tr: { intern: 'Stajyer {}', plain: '{}', senior: 'Kıdemli {}', lead: 'Baş {}' },
}

const sorted = (list: readonly string[], locale: string): string[] =>
  [...list].sort((a, b) => a.localeCompare(b, locale))

function levelList(language: 'de' | 'tr', level: JobTitleLevel): string[] {
  const base = language === 'de' ? DE_OCCUPATIONS : TR_OCCUPATIONS
  return sorted(
    base.map((title) => LEVEL_PATTERNS[language][level].replace('{}', title)),
    language,
  )
}

/** The nine lists, each sorted alphabetically in its language. */
export const JOB_TITLE_LISTS = {
  en: sorted(EN_OCCUPATIONS, 'en'),
  de: Object.fromEntries(
    JOB_TITLE_LEVELS.map((level) => [level, levelList('de', level)]),
  ) as Record<JobTitleLevel, string[]>,
  tr: Object.fromEntries(
    JOB_TITLE_LEVELS.map((level) => [level, levelList('tr', level)]),
  ) as Record<JobTitleLevel, string[]>,
}

/** Every title offered for an interface language (English for any other). */
export function jobTitlesFor(language: string): string[] {
  if (language === 'de' || language === 'tr')
    return JOB_TITLE_LEVELS.flatMap((level) => JOB_TITLE_LISTS[language][level])
  return JOB_TITLE_LISTS.en
}

/** Case-insensitive substring search (Turkish-aware), in list order; empty query → nothing. */
export function searchJobTitles(query: string, language: string, limit = 20): string[] {
  const needle = lower(query.trim(), language)
  if (needle === '') return []
  return jobTitlesFor(language)
    .filter((title) => lower(title, language).includes(needle))
    .slice(0, limit)
}

const GENERIC = new Set([
  'manager',
  'assistant',
  'specialist',
  'senior',
  'junior',
  'lead',
  'uzmani',
  'uzman',
])

/**
 * Titles ranked by how much of the resume speaks of them: each title word counts its uses in
 * the text, three times over in the first lines (the headline and recent job titles); a title
 * printed whole scores most. Titles with no word in the resume are left out.
 */
export function suggestJobTitles(cvText: string, language: string, limit = 5): string[] {
  const folded = fold(cvText)
  const head = fold(cvText.split('\n').slice(0, 12).join(' '))
  const counts = new Map<string, number>()
  for (const { word } of words(folded)) counts.set(word, (counts.get(word) ?? 0) + 1)
  const headWords = new Set(words(head).map((token) => token.word))
  const base =
    language === 'de' ? DE_OCCUPATIONS : language === 'tr' ? TR_OCCUPATIONS : EN_OCCUPATIONS
  const scored = base
    .map((title) => {
      const titleWords = words(fold(title)).map((token) => token.word)
      let score = 0
      for (const word of titleWords) {
        const uses = counts.get(word) ?? 0
        const weight = GENERIC.has(word) ? 0.3 : 1
        score += weight * (uses + (headWords.has(word) ? 3 : 0))
      }
      if (titleWords.some((word) => !GENERIC.has(word) && !counts.has(word))) score /= 4
      if (folded.includes(fold(title))) score += 10
      return { title, score: score / titleWords.length }
    })
    .filter((entry) => entry.score >= 1)
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
  return scored.slice(0, limit).map((entry) => entry.title)
}
