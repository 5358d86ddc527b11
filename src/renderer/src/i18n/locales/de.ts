// The German interface texts, loaded when the interface is German (see index.ts).
// One JSON file per feature; add a new file to all three languages.
import account from './de/account.json'
import app from './de/app.json'
import payments from './de/payments.json'
import plans from './de/plans.json'
import site from './de/site.json'
import meta from './de/meta.json'
import authEmail from './de/authEmail.json'
import identity from './de/identity.json'

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
