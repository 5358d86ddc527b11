// The English interface texts: the reference every language must match (locales.test.ts) and
// the fallback, bundled with the app.
// One JSON file per feature; add a new file to all three languages.
import account from './en/account.json'
import app from './en/app.json'
import cvEditor from './en/cvEditor.json'
import desktop from './en/desktop.json'
import enhance from './en/enhance.json'
import evaluation from './en/evaluation.json'
import exportTexts from './en/export.json'
import identity from './en/identity.json'
import importTexts from './en/import.json'
import look from './en/look.json'
import payments from './en/payments.json'
import translate from './en/translate.json'
import plans from './en/plans.json'
import share from './en/share.json'
import meta from './en/meta.json'
import authEmail from './en/authEmail.json'

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
