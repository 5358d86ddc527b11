// Column types that differ between the two databases. The auth tables use exactly the types
// better-auth's own migrator would choose (see db.test.ts, which compares with it), so its
// runtime schema check and its value conversions agree with what we create.
import { sql } from 'kysely'
import type { DatabaseDialect } from '../schema'

export function columnTypes(dialect: DatabaseDialect) {
  const sqlite = dialect === 'sqlite'
  return {
    boolean: sqlite ? 'integer' : 'boolean',
    /** A boolean default in the form each database stores. */
    booleanDefault: (value: boolean) => (sqlite ? (value ? 1 : 0) : value),
    /** better-auth's "date" fields. */
    authDate: sqlite ? 'date' : 'timestamptz',
    /** Our own timestamps: ISO text on SQLite (sorts like time), TIMESTAMPTZ on PostgreSQL. */
    timestamp: sqlite ? 'text' : 'timestamptz',
    /** better-auth gives its created/updated columns a database default on PostgreSQL only. */
    nowDefault: sqlite ? undefined : sql`CURRENT_TIMESTAMP`,
  } as const
}
