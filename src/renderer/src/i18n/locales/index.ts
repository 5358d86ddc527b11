// The interface texts of each language, one JSON file per feature so that features add their
// texts without touching each other's files (en.ts, de.ts, tr.ts list them). Each file holds its
// own top-level keys (a feature namespaces its texts under one key, e.g. "importPage"); the
// language modules merge them into the single i18next namespace. locales.test.ts checks that no
// two files share a top-level key and that every language has every key of English.
//
// English is bundled with the app; German and Turkish are chunks of their own, loaded when the
// interface speaks them, so nobody downloads the two languages they do not read.
import type { Locale } from '../locale'
import { texts as en } from './en'

export { en }

/** The shape every language must have: English is the reference. */
export type Texts = typeof en

const LOADERS: Record<Locale, () => Promise<object>> = {
  en: () => Promise.resolve(en),
  de: () => import('./de').then((module) => module.texts),
  tr: () => import('./tr').then((module) => module.texts),
}

/** The texts of one interface language. */
export function loadTexts(locale: Locale): Promise<object> {
  return LOADERS[locale]()
}
