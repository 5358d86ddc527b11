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
