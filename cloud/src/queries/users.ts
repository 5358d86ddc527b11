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
