// The Turkish interface texts, loaded when the interface is Turkish (see index.ts).
// One JSON file per feature; add a new file to all three languages.
import account from './tr/account.json'
import app from './tr/app.json'
import cvEditor from './tr/cvEditor.json'
import desktop from './tr/desktop.json'
import enhance from './tr/enhance.json'
import evaluation from './tr/evaluation.json'
import exportTexts from './tr/export.json'
import identity from './tr/identity.json'
import importTexts from './tr/import.json'
import look from './tr/look.json'
import payments from './tr/payments.json'
import translate from './tr/translate.json'
import plans from './tr/plans.json'
import share from './tr/share.json'
import meta from './tr/meta.json'
import authEmail from './tr/authEmail.json'

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
