// The interface texts of each language, one JSON file per feature so that features add their
// texts without touching each other's files. Each file holds its own top-level keys (a feature
// namespaces its texts under one key, e.g. "importPage"); the bundles merge them into the single
// i18next namespace. locales.test.ts checks that no two files share a top-level key and that
// every language has every key of English.
import deApp from './de/app.json'
import deCvEditor from './de/cvEditor.json'
import deDesktop from './de/desktop.json'
import deEvaluation from './de/evaluation.json'
import deExport from './de/export.json'
import deImport from './de/import.json'
import deLook from './de/look.json'
import enApp from './en/app.json'
import enCvEditor from './en/cvEditor.json'
import enDesktop from './en/desktop.json'
import enEvaluation from './en/evaluation.json'
import enExport from './en/export.json'
import enImport from './en/import.json'
import enLook from './en/look.json'
import trApp from './tr/app.json'
import trCvEditor from './tr/cvEditor.json'
import trDesktop from './tr/desktop.json'
import trEvaluation from './tr/evaluation.json'
import trExport from './tr/export.json'
import trImport from './tr/import.json'
import trLook from './tr/look.json'

/** Every feature file of each language, in merge order (add a new file to all three). */
export const LOCALE_PARTS = {
  en: [enApp, enCvEditor, enDesktop, enEvaluation, enExport, enImport, enLook],
  de: [deApp, deCvEditor, deDesktop, deEvaluation, deExport, deImport, deLook],
  tr: [trApp, trCvEditor, trDesktop, trEvaluation, trExport, trImport, trLook],
} as const

export const en = {
  ...enApp,
  ...enCvEditor,
  ...enDesktop,
  ...enEvaluation,
  ...enExport,
  ...enImport,
  ...enLook,
}
export const de = {
  ...deApp,
  ...deCvEditor,
  ...deDesktop,
  ...deEvaluation,
  ...deExport,
  ...deImport,
  ...deLook,
}
export const tr = {
  ...trApp,
  ...trCvEditor,
  ...trDesktop,
  ...trEvaluation,
  ...trExport,
  ...trImport,
  ...trLook,
}

/** The shape every language must have: English is the reference. */
export type Texts = typeof en
