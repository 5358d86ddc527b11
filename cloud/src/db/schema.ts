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
  twoFactorEnabled: Generated<BooleanColumn | null>
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

/** The product's rate-limit counters (migration 003; commands/rate-limit.ts). */
export interface RateLimitCountersTable {
  /** "<bucket>:<client address>" */
  key: string
  count: number
  /** Milliseconds since the epoch (bigint: a string from PostgreSQL). */
  window_start: number | string
  expires_at: number | string
}

export interface LibraryEntriesTable {
  id: string
  uid: string
  /** The resume as JSON text, always normalised before it is written. */
  cv_data: string
  /** 1 when created, one more with every write; a save must name the one it was based on. */
  revision: Generated<number>
  created_at: TimestampColumn
  updated_at: TimestampColumn
  /** A translated copy's source entry (migration 007); null for any other resume. */
  translated_from: Generated<string | null>
  /** JSON text of a translated copy's link to its source (presenters/translation-link.ts). */
  translation: Generated<string | null>
}

/** A translation job (migration 007; routes/translate). */
export interface TranslationJobsTable {
  id: string
  uid: string
  kind: string
  source_id: string
  copy_id: string | null
  target_language: string
  mode: string
  status: string
  /** JSON text of TranslateProgress. */
  progress: string
  result_id: string | null
  kept_in_source: Generated<number>
  error: string | null
  created_at: TimestampColumn
  updated_at: TimestampColumn
}

/** A resume's public share link (migration 012; routes/share). */
export interface ResumeSharesTable {
  id: string
  uid: string
  entry_id: string
  slug: string
  /** scrypt (commands/share-password.ts), or null for no password. */
  password_hash: string | null
  expires_at: TimestampColumn | null
  indexable: Generated<BooleanColumn>
  created_at: TimestampColumn
  updated_at: TimestampColumn
}

/** Views and downloads of a share per UTC day (migration 012). */
export interface ShareDailyCountsTable {
  share_id: string
  uid: string
  /** YYYY-MM-DD */
  day: string
  views: Generated<number>
  downloads: Generated<number>
}

/** A snapshot of a resume (migration 012; routes/history). */
export interface ResumeSnapshotsTable {
  id: string
  uid: string
  entry_id: string
  /** SnapshotKind (src/shared/api/history.ts). */
  kind: string
  name: string | null
  cv_data: string
  created_at: TimestampColumn
}

/** Cover letters (migration 013): the letter as JSON text (normalised), linked to a resume. */
export interface CoverLettersTable {
  id: string
  uid: string
  resume_entry_id: string | null
  letter_data: string
  revision: Generated<number>
  created_at: TimestampColumn
  updated_at: TimestampColumn
}

/** The plan of a user beyond user.accountStatus/subscriptionStatus/premiumType (migration 005). */
export interface PlanStateTable {
  user_id: string
  plan: Generated<string>
  period_start: TimestampColumn | null
  period_end: TimestampColumn | null
  cancel_at: TimestampColumn | null
  currency: string | null
  source: Generated<string>
  updated_at: TimestampColumn
}

/** One balance per user and credit kind, for the allowance period named in `period`. */
export interface CreditBalanceTable {
  user_id: string
  kind: string
  balance: number
  period: string
}

/** Every debit, refund and grant of a credit (cloud/src/entitlements/ledger.ts). */
export interface CreditLedgerTable {
  id: string
  user_id: string
  kind: string
  delta: number
  balance_after: number
  reason: string
  action: string | null
  period: string
  idempotency_key: string
  created_at: TimestampColumn
}

/** The Stripe customer of a user and what My Plan shows (006_stripe_billing). */
export interface BillingCustomersTable {
  user_id: string
  customer_id: string
  subscription_id: string | null
  /** Stripe's subscription status: trialing, active, past_due, incomplete, canceled, … */
  stripe_status: string | null
  premium_type: string | null
  currency: string | null
  current_period_end: TimestampColumn | null
  cancel_at: TimestampColumn | null
  next_amount: number | null
  updated_at: TimestampColumn
}

/** Webhook events already processed, by Stripe's event id. */
export interface StripeEventsTable {
  id: string
  type: string
  received_at: TimestampColumn
}

/** better-auth's twoFactor plugin (migration 010). */
export interface TwoFactorTable {
  id: string
  secret: string
  backupCodes: string
  userId: string
  verified: Generated<BooleanColumn | null>
  failedVerificationCount: Generated<number | null>
  lockedUntil: TimestampColumn | null
}

/** @better-auth/passkey's credentials (migration 010). */
export interface PasskeyTable {
  id: string
  name: string | null
  publicKey: string
  userId: string
  credentialID: string
  counter: number
  deviceType: string
  backedUp: BooleanColumn
  transports: string | null
  createdAt: TimestampColumn | null
  aaguid: string | null
}

export interface Database {
  user: UserTable
  session: SessionTable
  account: AccountTable
  verification: VerificationTable
  rate_limit_counters: RateLimitCountersTable
  library_entries: LibraryEntriesTable
  cover_letters: CoverLettersTable
  translation_jobs: TranslationJobsTable
  plan_state: PlanStateTable
  credit_balance: CreditBalanceTable
  credit_ledger: CreditLedgerTable
  billing_customers: BillingCustomersTable
  stripe_events: StripeEventsTable
  twoFactor: TwoFactorTable
  passkey: PasskeyTable
  resume_shares: ResumeSharesTable
  share_daily_counts: ShareDailyCountsTable
  resume_snapshots: ResumeSnapshotsTable
}
