// The interface texts of each language, one JSON file per feature so that features add their
// texts without touching each other's files. Each file holds its own top-level keys (a feature
// namespaces its texts under one key, e.g. "importPage"); the bundles merge them into the single
// i18next namespace. locales.test.ts checks that no two files share a top-level key and that
// every language has every key of English.
import deApp from './de/app.json'
import deImport from './de/import.json'
import enApp from './en/app.json'
import enImport from './en/import.json'
import trApp from './tr/app.json'
import trImport from './tr/import.json'

/** Every feature file of each language, in merge order (add a new file to all three). */
export const LOCALE_PARTS = {
  en: [enApp, enImport],
  de: [deApp, deImport],
  tr: [trApp, trImport],
} as const

export const en = { ...enApp, ...enImport }
export const de = { ...deApp, ...deImport }
export const tr = { ...trApp, ...trImport }

/** The shape every language must have: English is the reference. */
export type Texts = typeof en
