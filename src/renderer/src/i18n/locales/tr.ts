// The Turkish interface texts, loaded when the interface is Turkish (see index.ts).
// One JSON file per feature; add a new file to all three languages.
import account from './tr/account.json'
import app from './tr/app.json'
import payments from './tr/payments.json'
import plans from './tr/plans.json'
import site from './tr/site.json'
import meta from './tr/meta.json'
import authEmail from './tr/authEmail.json'
import identity from './tr/identity.json'

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
