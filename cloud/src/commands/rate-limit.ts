// The one rate limiter: a fixed-window counter per key in its own table (rate_limit_counters,
// migration 003), so every cloud process on one database counts the same attempts. Nothing but
// this file writes or prunes that table (better-auth's limiter, which pruned the table it shared
// with us, is off: finding M-1).
//
// One statement per hit: INSERT … ON CONFLICT (key) DO UPDATE … RETURNING. It is atomic on both
// databases (PostgreSQL locks the conflicting row; SQLite has one writer), so concurrent hits on
// one key, from one process or several, each get their own count and none is lost.
import { sql } from 'kysely'
import type { AppDatabase } from '../db'

export interface RateLimitHit {
  allowed: boolean
  /** This hit's number in the current window. */
  count: number
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number
}

/** How often one process deletes counters whose window has ended. */
const PRUNE_EVERY_MS = 60_000
const lastPrune = new WeakMap<AppDatabase, number>()

export async function hitRateLimit(
  database: AppDatabase,
  props: { key: string; max: number; windowSeconds: number; now?: number },
): Promise<RateLimitHit> {
  const now = props.now ?? Date.now()
  const windowEnd = now + props.windowSeconds * 1000
  const expired = sql<boolean>`"rate_limit_counters"."expires_at" <= ${now}`
  const row = await database.db
    .insertInto('rate_limit_counters')
    .values({ key: props.key, count: 1, window_start: now, expires_at: windowEnd })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else "rate_limit_counters"."count" + 1 end`,
        window_start: sql<number>`case when ${expired} then ${now} else "rate_limit_counters"."window_start" end`,
        expires_at: sql<number>`case when ${expired} then ${windowEnd} else "rate_limit_counters"."expires_at" end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow()
  await pruneExpired(database, now)
  const count = Number(row.count)
  return {
    allowed: count <= props.max,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((Number(row.expires_at) - now) / 1000)),
  }
}

/**
 * Deletes counters whose window ended (at most once a minute per process). Harmless to race
 * with a hit: a counter past its window counts from 1 again anyway.
 */
async function pruneExpired(database: AppDatabase, now: number): Promise<void> {
  if (now - (lastPrune.get(database) ?? 0) < PRUNE_EVERY_MS) return
  lastPrune.set(database, now)
  await database.db.deleteFrom('rate_limit_counters').where('expires_at', '<=', now).execute()
}
