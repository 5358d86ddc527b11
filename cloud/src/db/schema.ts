// Row types of every table, as Kysely sees them. The two databases hand values back differently:
// SQLite gives booleans as 0/1 and timestamps as ISO text, PostgreSQL gives booleans and Date
// objects; rows.ts turns either into one shape.
import type { Generated } from 'kysely'

export type DatabaseDialect = 'sqlite' | 'postgres'

/** A boolean column: INTEGER 0/1 on SQLite, BOOLEAN on PostgreSQL. */
export type BooleanColumn = boolean | number
/** A timestamp column: ISO text on SQLite, TIMESTAMPTZ on PostgreSQL (written as ISO text). */
export type TimestampColumn = Date | string

/** better-auth's user table plus the registration record of spec 001 §3 (auth/user-fields.ts). */
export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: BooleanColumn
  image: string | null
  createdAt: TimestampColumn
  updatedAt: TimestampColumn
  firstName: Generated<string>
  lastName: Generated<string>
  locale: Generated<string>
  termsAndConditions: Generated<BooleanColumn>
  updatesAndTips: Generated<BooleanColumn>
  accountStatus: Generated<string>
  subscriptionStatus: Generated<string>
  premiumType: Generated<string>
  evaluationCredit: Generated<number>
  enhanceCredit: Generated<number>
  translateCredit: Generated<number>
  existingCredit: Generated<number>
}

export interface SessionTable {
  id: string
  expiresAt: TimestampColumn
  token: string
  createdAt: TimestampColumn
  updatedAt: TimestampColumn
  ipAddress: string | null
  userAgent: string | null
  userId: string
}

export interface AccountTable {
  id: string
  accountId: string
  providerId: string
  userId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: TimestampColumn | null
  refreshTokenExpiresAt: TimestampColumn | null
  scope: string | null
  password: string | null
  createdAt: TimestampColumn
  updatedAt: TimestampColumn
}

export interface VerificationTable {
  id: string
  identifier: string
  value: string
  expiresAt: TimestampColumn
  createdAt: TimestampColumn
  updatedAt: TimestampColumn
}

export interface RateLimitTable {
  id: string
  key: string
  count: number
  /** Milliseconds since the epoch. */
  lastRequest: number
}

export interface LibraryEntriesTable {
  id: string
  uid: string
  /** The resume as JSON text, always normalised before it is written. */
  cv_data: string
  created_at: TimestampColumn
  updated_at: TimestampColumn
}

export interface Database {
  user: UserTable
  session: SessionTable
  account: AccountTable
  verification: VerificationTable
  rateLimit: RateLimitTable
  library_entries: LibraryEntriesTable
}
