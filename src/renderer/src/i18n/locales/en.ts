// The English interface texts: the reference every language must match (locales.test.ts) and
// the fallback, bundled with the app.
// One JSON file per feature; add a new file to all three languages.
import account from './en/account.json'
import app from './en/app.json'
import payments from './en/payments.json'
import plans from './en/plans.json'
import site from './en/site.json'
import meta from './en/meta.json'
import authEmail from './en/authEmail.json'
import identity from './en/identity.json'

/** Every feature file, in merge order. */
export const parts = [app, account, payments, plans, site, meta, authEmail, identity] as const

export const texts = {
  ...app,
  ...account,
  ...payments,
  ...plans,
  ...site,
  ...meta,
  ...authEmail,
  ...identity,
}
