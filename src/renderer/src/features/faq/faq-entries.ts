// THE list of FAQ questions (spec 001 §1, §9: eleven questions, five of them on the home page).
// The FAQ page, the home page and the FAQPage structured data of the prerendered pages
// (src/renderer/src/seo) all read their questions from here, with the texts under
// `faqEntries.<id>.question` / `.answer` in every locale (i18n/locales/*/faqEntries.json), so
// the page a visitor reads and what search engines are told never differ.
import type { TFunction } from 'i18next'

export const FAQ_IDS = [
  'whatIsVitae',
  'isItFree',
  'whatIsAts',
  'evaluation',
  'import',
  'enhancement',
  'translation',
  'plans',
  'cancel',
  'pdf',
  'languages',
] as const

export type FaqId = (typeof FAQ_IDS)[number]

/** The five the home page shows. */
export const HOME_FAQ_IDS: readonly FaqId[] = [
  'whatIsVitae',
  'isItFree',
  'evaluation',
  'import',
  'plans',
]

export interface FaqEntry {
  id: FaqId
  question: string
  answer: string
}

/** The entries in the current language (or those of `ids`), in their order. */
export function faqEntries(t: TFunction, ids: readonly FaqId[] = FAQ_IDS): FaqEntry[] {
  return ids.map((id) => ({
    id,
    question: t(`faqEntries.${id}.question`),
    answer: t(`faqEntries.${id}.answer`),
  }))
}
