import type { Selectable } from 'kysely'
import type { AppDatabase } from '../db'
import type { UserTable } from '../db/schema'

export type UserRow = Selectable<UserTable>

export async function findUserById(
  database: AppDatabase,
  id: string,
): Promise<UserRow | undefined> {
  return database.db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The user `uid` if it is the caller (ownership inside the query); anyone else: undefined. */
export async function findOwnUser(
  database: AppDatabase,
  callerId: string,
  uid: string,
): Promise<UserRow | undefined> {
  return database.db
    .selectFrom('user')
    .selectAll()
    .where('id', '=', uid)
    .where('id', '=', callerId)
    .executeTakeFirst()
}

/** The profile fields the user routes may change (names, consents, locale). */
export interface ProfileChange {
  firstName?: string
  lastName?: string
  name?: string
  updatesAndTips?: boolean
  termsAndConditions?: boolean
  locale?: string
}

/**
 * Changes the caller's own profile; `uid` must be the caller (else nothing changes and it
 * answers undefined). Booleans are written in each database's form.
 */
export async function updateOwnProfile(
  database: AppDatabase,
  callerId: string,
  uid: string,
  change: ProfileChange,
): Promise<UserRow | undefined> {
  const bool = (value: boolean | undefined) =>
    value === undefined ? undefined : database.dialect === 'sqlite' ? (value ? 1 : 0) : value
  const values = Object.fromEntries(
    Object.entries({
      ...change,
      updatesAndTips: bool(change.updatesAndTips),
      termsAndConditions: bool(change.termsAndConditions),
    }).filter(([, value]) => value !== undefined),
  )
  if (Object.keys(values).length > 0) {
    await database.db
      .updateTable('user')
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where('id', '=', uid)
      .where('id', '=', callerId)
      .execute()
  }
  return findOwnUser(database, callerId, uid)
}

/** The account of an e-mail address (stored lower-case, as better-auth stores it). */
export async function findUserByEmail(
  database: AppDatabase,
  email: string,
): Promise<UserRow | undefined> {
  return database.db
    .selectFrom('user')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
}

/** Whether the account's e-mail address is confirmed (false for an unknown account). */
export async function isEmailVerified(database: AppDatabase, id: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('user')
    .select('emailVerified')
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined && Boolean(row.emailVerified)
}
