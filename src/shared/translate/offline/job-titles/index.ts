// Known job titles in all 24 languages (issue 15 point 2): a title that is one of the job-title
// lists' occupations, alone or with a seniority ("Senior Softwareentwickler", "Kıdemli Yazılım
// Mühendisi", "Software Engineer Intern"), becomes the same occupation and seniority in the
// target language. Anything else is free text for the provider. Seniority words are placed as
// job ads in each language place them (before or after the title, with lower-case title where the
// language writes it so: "Senior softwareontwikkelaar", "Ingeniero de software sénior").
import type { ResumeLanguageCode } from '../../../resume'
import { OCCUPATIONS, type Occupation } from './concepts'
import { LANGUAGES_AR_FI, ROWS_AR_FI } from './rows-ar-fi'
import { LANGUAGES_DE_PT, ROWS_DE_PT } from './rows-de-pt'
import { LANGUAGES_EL_UK, ROWS_EL_UK } from './rows-el-uk'
import { LANGUAGES_NL_KO, ROWS_NL_KO } from './rows-nl-ko'

export { OCCUPATIONS, type Occupation } from './concepts'

export const SENIORITIES = ['intern', 'junior', 'senior', 'lead'] as const
export type Seniority = (typeof SENIORITIES)[number]

// {} is the title as written, {lc} the title with a lower-case first letter.
// prettier-ignore
const SENIORITY_PATTERNS: Record<ResumeLanguageCode, Record<Seniority, string>> = {
  en: { intern: '{} Intern', junior: 'Junior {}', senior: 'Senior {}', lead: 'Lead {}' },
  de: { intern: '{} (Praktikum)', junior: 'Junior {}', senior: 'Senior {}', lead: 'Lead {}' },
  tr: { intern: 'Stajyer {}', junior: 'Junior {}', senior: 'Kıdemli {}', lead: 'Baş {}' },
  es: { intern: '{} en prácticas', junior: '{} júnior', senior: '{} sénior', lead: '{} líder' },
  fr: { intern: '{} stagiaire', junior: '{} junior', senior: '{} senior', lead: '{} principal' },
  it: { intern: '{} stagista', junior: '{} junior', senior: '{} senior', lead: '{} principale' },
  pt: { intern: '{} estagiário', junior: '{} júnior', senior: '{} sénior', lead: '{} principal' },
  nl: { intern: 'Stagiair {lc}', junior: 'Junior {lc}', senior: 'Senior {lc}', lead: 'Lead {lc}' },
  pl: { intern: '{} (staż)', junior: 'Młodszy {lc}', senior: 'Starszy {lc}', lead: 'Główny {lc}' },
  ru: { intern: '{} (стажёр)', junior: 'Младший {lc}', senior: 'Старший {lc}', lead: 'Ведущий {lc}' },
  zh: { intern: '{}实习生', junior: '初级{}', senior: '高级{}', lead: '首席{}' },
  ja: { intern: '{}（インターン）', junior: 'ジュニア{}', senior: 'シニア{}', lead: 'リード{}' },
  ko: { intern: '{} 인턴', junior: '주니어 {}', senior: '시니어 {}', lead: '리드 {}' },
  ar: { intern: '{} متدرب', junior: '{} مبتدئ', senior: '{} أول', lead: '{} رئيسي' },
  hi: { intern: 'प्रशिक्षु {}', junior: 'जूनियर {}', senior: 'सीनियर {}', lead: 'लीड {}' },
  sv: { intern: '{} (praktikant)', junior: 'Junior {lc}', senior: 'Senior {lc}', lead: 'Ledande {lc}' },
  no: { intern: '{} (praktikant)', junior: 'Junior {lc}', senior: 'Senior {lc}', lead: 'Ledende {lc}' },
  da: { intern: '{} (praktikant)', junior: 'Junior {lc}', senior: 'Senior {lc}', lead: 'Ledende {lc}' },
  fi: { intern: '{} (harjoittelija)', junior: 'Junior-{lc}', senior: 'Senior-{lc}', lead: 'Johtava {lc}' },
  el: { intern: '{} (πρακτική άσκηση)', junior: 'Junior {}', senior: 'Senior {}', lead: 'Lead {}' },
  cs: { intern: '{} – stážista', junior: 'Junior {lc}', senior: 'Senior {lc}', lead: 'Vedoucí {lc}' },
  hu: { intern: '{} gyakornok', junior: 'Junior {lc}', senior: 'Senior {lc}', lead: 'Vezető {lc}' },
  ro: { intern: '{} stagiar', junior: '{} junior', senior: '{} senior', lead: '{} principal' },
  uk: { intern: '{} (стажер)', junior: 'Молодший {lc}', senior: 'Старший {lc}', lead: 'Провідний {lc}' },
}

// Other ways resumes write a seniority, read in any source language.
const EXTRA_SENIORITY: readonly [RegExp, Seniority][] = [
  [/^(?:sr\.?|senior)\s+(.+)$/iu, 'senior'],
  [/^(.+?),?\s+(?:sr\.?|senior)$/iu, 'senior'],
  [/^(?:jr\.?|junior)\s+(.+)$/iu, 'junior'],
  [/^(.+?),?\s+(?:jr\.?|junior)$/iu, 'junior'],
  [/^(?:lead|principal)\s+(.+)$/iu, 'lead'],
  [/^(?:intern|trainee|werkstudent)\s+(.+)$/iu, 'intern'],
  [/^(.+?)\s+(?:intern|trainee)$/iu, 'intern'],
]

// Source-only spellings from the job-title lists that are not an occupation's main name.
const ALIASES: Partial<Record<ResumeLanguageCode, Readonly<Record<string, Occupation>>>> = {
  de: { Anwalt: 'Lawyer', Projektleiter: 'Project Manager' },
}

type NameTable = Record<ResumeLanguageCode, Record<Occupation, string>>

function buildNames(): NameTable {
  const table = { en: Object.fromEntries(OCCUPATIONS.map((o) => [o, o])) } as NameTable
  const groups = [
    [LANGUAGES_DE_PT, ROWS_DE_PT],
    [LANGUAGES_NL_KO, ROWS_NL_KO],
    [LANGUAGES_AR_FI, ROWS_AR_FI],
    [LANGUAGES_EL_UK, ROWS_EL_UK],
  ] as const
  for (const [languages, rows] of groups) {
    languages.forEach((lang, column) => {
      table[lang] = Object.fromEntries(
        OCCUPATIONS.map((occupation) => [occupation, rows[occupation][column] ?? occupation]),
      ) as Record<Occupation, string>
    })
  }
  return table
}

export const OCCUPATION_NAMES: Readonly<NameTable> = buildNames()

const fold = (text: string, lang: string) =>
  text.normalize('NFC').toLocaleLowerCase(lang).replace(/\s+/g, ' ').trim()

const lookupCache = new Map<string, Map<string, Occupation>>()

function lookup(lang: ResumeLanguageCode): Map<string, Occupation> {
  const cached = lookupCache.get(lang)
  if (cached) return cached
  const index = new Map<string, Occupation>()
  // The first occupation to claim a name keeps it ("Buchhalter" is Accountant, not Bookkeeper).
  for (const occupation of OCCUPATIONS) {
    const name = fold(OCCUPATION_NAMES[lang][occupation], lang)
    if (!index.has(name)) index.set(name, occupation)
  }
  for (const [alias, occupation] of Object.entries(ALIASES[lang] ?? {})) {
    index.set(fold(alias, lang), occupation)
  }
  lookupCache.set(lang, index)
  return index
}

function patternRegExp(pattern: string): RegExp {
  const [before = '', after = ''] = pattern.split(/\{lc\}|\{\}/)
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escape(before)}(.+?)${escape(after)}$`, 'iu')
}

export interface KnownTitle {
  occupation: Occupation
  seniority: Seniority | null
}

/** The occupation and seniority of a title in `from` (or English), or null if unknown. */
export function readJobTitle(title: string, from: ResumeLanguageCode): KnownTitle | null {
  const text = title.trim()
  if (text === '') return null
  for (const lang of new Set<ResumeLanguageCode>([from, 'en'])) {
    const index = lookup(lang)
    const plain = index.get(fold(text, lang))
    if (plain) return { occupation: plain, seniority: null }
    for (const seniority of SENIORITIES) {
      const core = patternRegExp(SENIORITY_PATTERNS[lang][seniority]).exec(text)?.[1]
      const occupation = core ? index.get(fold(core, lang)) : undefined
      if (occupation) return { occupation, seniority }
    }
    for (const [pattern, seniority] of EXTRA_SENIORITY) {
      const core = pattern.exec(text)?.[1]
      const occupation = core ? index.get(fold(core, lang)) : undefined
      if (occupation) return { occupation, seniority }
    }
  }
  return null
}

/** A known title written in `to`. */
export function writeJobTitle(known: KnownTitle, to: ResumeLanguageCode): string {
  const name = OCCUPATION_NAMES[to][known.occupation]
  if (!known.seniority) return name
  const lowered = name.charAt(0).toLocaleLowerCase(to) + name.slice(1)
  // An acronym or brand at the start ("UX-designer", "IT-beheerder") keeps its capitals.
  const lc = /^\p{Lu}{2}/u.test(name) ? name : lowered
  return SENIORITY_PATTERNS[to][known.seniority].replace('{lc}', lc).replace('{}', name)
}

/** The title in `to` when it is a known one, else null. */
export function translateJobTitle(
  title: string,
  from: ResumeLanguageCode,
  to: ResumeLanguageCode,
): string | null {
  const known = readJobTitle(title, from)
  return known ? writeJobTitle(known, to) : null
}
