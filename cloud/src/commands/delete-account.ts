// Deleting an account (spec 001 §4 "Account deletion", issue 16 point 6): afterwards the database
// holds nothing of the user. A Stripe subscription is cancelled first, through the billing
// module (a failure there stops everything, so nobody is charged for an account that is gone);
// then ONE transaction clears every table.
//
// ACCOUNT_TABLES says, for every table of the schema, how deleting an account clears it. It is
// typed over the whole `Database` interface, so a table added to db/schema.ts does not compile
// until it says how an account's rows leave it; delete-account.test.ts also compares this list
// with the tables the migrations really create, and scans every column of every table for the
// deleted user's identifiers on SQLite and PostgreSQL. Rows are deleted explicitly, not left to
// ON DELETE CASCADE: a table whose foreign key forgot the cascade would otherwise block (or,
// without a foreign key, keep) the user's rows.
import { sql, type RawBuilder } from 'kysely'
import type { AppDeps } from '../context'
import type { AppDatabase, Database } from '../db'
import type { Trx } from '../entitlements'
import { NotFoundError, PaymentProviderError } from '../errors'

export interface DeletedUser {
  id: string
  email: string
}

type Eraser = (trx: Trx, user: DeletedUser, database: AppDatabase) => Promise<unknown>

export type TableRule =
  /** Rows whose `column` holds the user's id. */
  | { readonly column: string }
  /** Rows found some other way (a token keyed on the e-mail address, a counter key). */
  | { readonly erase: Eraser; readonly how: string }
  /** Cleared by the module that owns the table (entitlements: plan and credits). */
  | { readonly owner: 'entitlements' }
  /** Holds nothing of any user; `why` says so for the reader. */
  | { readonly none: string }

/** `haystack` contains `needle`, without LIKE's wildcards (e-mail addresses contain `_`). */
function contains(database: AppDatabase, column: string, needle: string): RawBuilder<boolean> {
  return database.dialect === 'postgres'
    ? sql<boolean>`strpos(${sql.ref(column)}, ${needle}) > 0`
    : sql<boolean>`instr(${sql.ref(column)}, ${needle}) > 0`
}

function endsWith(database: AppDatabase, column: string, suffix: string): RawBuilder<boolean> {
  return database.dialect === 'postgres'
    ? sql<boolean>`right(${sql.ref(column)}, ${suffix.length}) = ${suffix}`
    : sql<boolean>`substr(${sql.ref(column)}, ${-suffix.length}) = ${suffix}`
}

/**
 * Every table, in the order the deletion runs: what points at other rows first, `user` last.
 * (The keys' order is the insertion order of this literal.)
 */
export const ACCOUNT_TABLES: { readonly [T in keyof Database]: TableRule } = {
  translation_jobs: { column: 'uid' },
  // Share links, their daily counts and the version history (migration 012): each row names its
  // owner in `uid` (and its resume in `entry_id`, so they also go with the resume).
  share_daily_counts: { column: 'uid' },
  resume_shares: { column: 'uid' },
  resume_snapshots: { column: 'uid' },
  // Cover letters (migration 013) point at the user's resumes: they go before them.
  cover_letters: { column: 'uid' },
  // Resumes, and with them their translation links (translated_from and translation are columns
  // of the copies, which belong to the same user).
  library_entries: { column: 'uid' },
  credit_ledger: { owner: 'entitlements' },
  credit_balance: { owner: 'entitlements' },
  plan_state: { owner: 'entitlements' },
  billing_customers: { column: 'user_id' },
  stripe_events: { none: "Stripe's event ids and types only (no customer, no user)." },
  // Two-factor secrets and backup codes, and passkeys (migration 010).
  twoFactor: { column: 'userId' },
  passkey: { column: 'userId' },
  session: { column: 'userId' },
  account: { column: 'userId' },
  verification: {
    how: "better-auth's tokens: keyed on the e-mail address or naming the user id (reset, verification, e-mail change)",
    erase: (trx, user, database) =>
      trx
        .deleteFrom('verification')
        .where((eb) =>
          eb.or([
            eb('identifier', '=', user.email),
            eb('value', '=', user.id),
            contains(database, 'identifier', user.id),
            contains(database, 'value', user.id),
            endsWith(database, 'identifier', `:${user.email}`),
            contains(database, 'value', `"${user.email}"`),
          ]),
        )
        .execute(),
  },
  rate_limit_counters: {
    how: 'counters keyed on the user ("<bucket>:<user id>" or "<bucket>:<e-mail>"); those keyed on a client address are not the user\'s',
    erase: (trx, user, database) =>
      trx
        .deleteFrom('rate_limit_counters')
        .where((eb) =>
          eb.or([contains(database, 'key', user.id), endsWith(database, 'key', `:${user.email}`)]),
        )
        .execute(),
  },
  user: { column: 'id' },
}

/** Clears every table of ACCOUNT_TABLES for the user, inside `trx`. */
export async function eraseAccountRows(
  deps: Pick<AppDeps, 'database' | 'entitlements'>,
  trx: Trx,
  user: DeletedUser,
): Promise<void> {
  let entitlementsErased = false
  for (const [table, rule] of Object.entries(ACCOUNT_TABLES) as [string, TableRule][]) {
    if ('column' in rule) {
      await sql`delete from ${sql.table(table)} where ${sql.ref(rule.column)} = ${user.id}`.execute(
        trx,
      )
    } else if ('erase' in rule) {
      await rule.erase(trx, user, deps.database)
    } else if ('owner' in rule && !entitlementsErased) {
      await deps.entitlements.eraseAccount(trx, user.id)
      entitlementsErased = true
    }
  }
}

/**
 * Deletes the caller's account. `uid` must be the caller's own (ownership inside the query:
 * another uid answers 404 and changes nothing).
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'database' | 'entitlements' | 'billing' | 'logger'>,
  props: { callerId: string; uid: string },
): Promise<DeletedUser> {
  const row = await deps.database.db
    .selectFrom('user')
    .select(['id', 'email'])
    .where('id', '=', props.uid)
    .where('id', '=', props.callerId)
    .executeTakeFirst()
  if (!row) throw NotFoundError('No such user.')
  const user: DeletedUser = { id: row.id, email: row.email.toLowerCase() }

  await endBilling(deps, user.id)

  await deps.database.db.transaction().execute((trx) => eraseAccountRows(deps, trx, user))
  deps.logger.info({ user: user.id }, 'account deleted')
  return { id: row.id, email: row.email }
}

async function endBilling(deps: Pick<AppDeps, 'database' | 'billing'>, userId: string) {
  if (deps.billing) {
    try {
      await deps.billing.endForDeletedAccount(userId)
    } catch {
      throw PaymentProviderError(
        'Your subscription could not be cancelled at the payment provider, so nothing was deleted. Try again in a few minutes.',
      )
    }
    return
  }
  // Billing is off now but was on once: a subscription Stripe still charges cannot be cancelled
  // from here, so the account stays until an operator with the Stripe keys can end it.
  const live = await deps.database.db
    .selectFrom('billing_customers')
    .select('stripe_status')
    .where('user_id', '=', userId)
    .where('stripe_status', 'in', ['trialing', 'active', 'past_due', 'incomplete'])
    .executeTakeFirst()
  if (live) {
    throw PaymentProviderError(
      'This account has a subscription that payments on this server cannot cancel right now, so nothing was deleted. Please contact support.',
    )
  }
}
