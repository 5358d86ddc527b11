// The interface texts of each language, one JSON file per feature so that features add their
// texts without touching each other's files. Each file holds its own top-level keys (a feature
// namespaces its texts under one key, e.g. "importPage"); the bundles merge them into the single
// i18next namespace. locales.test.ts checks that no two files share a top-level key and that
// every language has every key of English.
import deApp from './de/app.json'
import deCvEditor from './de/cvEditor.json'
import enApp from './en/app.json'
import enCvEditor from './en/cvEditor.json'
import trApp from './tr/app.json'
import trCvEditor from './tr/cvEditor.json'

/** Every feature file of each language, in merge order (add a new file to all three). */
export const LOCALE_PARTS = {
  en: [enApp, enCvEditor],
  de: [deApp, deCvEditor],
  tr: [trApp, trCvEditor],
} as const

export const en = { ...enApp, ...enCvEditor }
export const de = { ...deApp, ...deCvEditor }
export const tr = { ...trApp, ...trCvEditor }

/** The shape every language must have: English is the reference. */
export type Texts = typeof en
