// THE list of FAQ questions (spec 001 §1, §9: eleven questions, five of them on the home page).
// The FAQ page, the home page and the FAQPage structured data of the prerendered pages
// (src/renderer/src/prerender.tsx, seo/head.ts) all read their questions from here, with the
// texts in i18n/locales/<locale>/faqEntries.json (`faqEntries.<id>.question` / `.answer`), so
// what a visitor reads and what search engines are told never differ.
//
// The texts are not part of the interface texts every page downloads (the home page's weight,
// issue 11 point 8): `loadFaqTexts` brings one language's file as a chunk of its own; a screen
// that shows questions loads it with its code (see lazy-screen.ts), so the prerendered page and
// the first render in the browser have the same texts.
import type { Locale } from '../../i18n/locale'

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

/** One language's faqEntries.json. */
export type FaqTexts = Record<FaqId, { question: string; answer: string }>

const LOADERS: Record<Locale, () => Promise<{ faqEntries: FaqTexts }>> = {
  en: () => import('../../i18n/locales/en/faqEntries.json'),
  de: () => import('../../i18n/locales/de/faqEntries.json'),
  tr: () => import('../../i18n/locales/tr/faqEntries.json'),
}

const loaded = new Map<Locale, FaqTexts>()

/** The FAQ texts of a language (each language is a chunk of its own, loaded once). */
export async function loadFaqTexts(locale: Locale): Promise<FaqTexts> {
  const cached = loaded.get(locale)
  if (cached) return cached
  const texts = (await LOADERS[locale]()).faqEntries
  loaded.set(locale, texts)
  return texts
}

/** The texts loaded already (after loadFaqTexts), for a synchronous first render; else null. */
export function loadedFaqTexts(locale: Locale): FaqTexts | null {
  return loaded.get(locale) ?? null
}

/** The entries (or those of `ids`) in their order. */
export function faqEntries(texts: FaqTexts, ids: readonly FaqId[] = FAQ_IDS): FaqEntry[] {
  return ids.map((id) => ({ id, question: texts[id].question, answer: texts[id].answer }))
}
