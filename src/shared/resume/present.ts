// The word a resume shows as the end date of ongoing work, study or projects (spec 000 §3:
// "An ongoing end date is the localized word for Present"). Each is the word resumes and
// LinkedIn profiles in that language use in a date range ("03/2020 – Heute"), capitalised to
// stand alone in a date column.
import type { ResumeLanguageCode } from './languages'

export const PRESENT_WORDS: Readonly<Record<ResumeLanguageCode, string>> = {
  en: 'Present',
  de: 'Heute',
  tr: 'Halen',
  es: 'Actualidad',
  fr: "Aujourd'hui",
  it: 'Presente',
  pt: 'Atual',
  nl: 'Heden',
  pl: 'Obecnie',
  ru: 'Настоящее время',
  zh: '至今',
  ja: '現在',
  ko: '현재',
  ar: 'حتى الآن',
  hi: 'वर्तमान',
  sv: 'Nu',
  no: 'Nå',
  da: 'Nu',
  fi: 'Nykyhetki',
  el: 'Σήμερα',
  cs: 'Současnost',
  hu: 'Jelenleg',
  ro: 'Prezent',
  uk: 'Дотепер',
}

export function presentWord(lang: ResumeLanguageCode): string {
  return PRESENT_WORDS[lang]
}

// Other spellings seen in old, imported or translated resumes that also mean "ongoing".
const OTHER_PRESENT_WORDS = [
  'Current',
  'Currently',
  'Now',
  'Ongoing',
  'Today',
  'To date',
  'Till date',
  'Till now',
  'bis heute',
  'Aktuell',
  'Derzeit',
  'Günümüz',
  'Devam ediyor',
  'Hâlen',
  'Présent',
  'En cours',
  'Actuel',
  'Actual',
  'Presente',
  'Oggi',
  'In corso',
  'Attuale',
  'O momento',
  'Atualmente',
  'Momento',
  'Actualmente',
  'Nu',
  'Nuvarande',
  'Pågående',
  'Dags dato',
  'D.d.',
  'Pågår',
  'Teraz',
  'Nadal',
  'По настоящее время',
  'Наст. время',
  'Н.в.',
  '目前',
  '现在',
  '현재까지',
  'الحاضر',
  'حاليا',
  'حاليًا',
  'अब तक',
  'Nykyään',
  'Παρόν',
  'Dosud',
  'Prezentă',
  'În prezent',
  'Теперішній час',
  'По теперішній час',
]

function canonical(word: string): string {
  return word.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
}

const ALL_PRESENT_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(PRESENT_WORDS), ...OTHER_PRESENT_WORDS].map(canonical),
)

/** True when an end date is a Present word in any resume language (case-insensitive). */
export function isPresentWord(value: string): boolean {
  return ALL_PRESENT_WORDS.has(canonical(value))
}
