// The German interface texts, loaded when the interface is German (see index.ts).
// One JSON file per feature; add a new file to all three languages.
import account from './de/account.json'
import app from './de/app.json'
import cvEditor from './de/cvEditor.json'
import desktop from './de/desktop.json'
import enhance from './de/enhance.json'
import evaluation from './de/evaluation.json'
import exportTexts from './de/export.json'
import identity from './de/identity.json'
import importTexts from './de/import.json'
import look from './de/look.json'
import payments from './de/payments.json'
import translate from './de/translate.json'
import plans from './de/plans.json'
import share from './de/share.json'
import meta from './de/meta.json'
import authEmail from './de/authEmail.json'

/** Every feature file, in merge order. */
export const parts = [
  app,
  account,
  cvEditor,
  desktop,
  enhance,
  evaluation,
  exportTexts,
  identity,
  importTexts,
  look,
  payments,
  translate,
  plans,
  share,
  meta,
  authEmail,
] as const

export const texts = {
  ...app,
  ...account,
  ...cvEditor,
  ...desktop,
  ...enhance,
  ...evaluation,
  ...exportTexts,
  ...identity,
  ...importTexts,
  ...look,
  ...payments,
  ...translate,
  ...plans,
  ...share,
  ...meta,
  ...authEmail,
}
