// A fixed-window counter in the database, so every cloud process counts the same attempts. It
// shares better-auth's rateLimit table under its own "vitae:" keys; here `lastRequest` holds the
// start of the current window.
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { AppDatabase } from '../db'

export interface RateLimitHit {
  allowed: boolean
  /** Seconds until the window resets (at least 1). */
  retryAfterSeconds: number
}

export async function hitRateLimit(
  database: AppDatabase,
  props: { key: string; max: number; windowSeconds: number; now?: number },
): Promise<RateLimitHit> {
  const now = props.now ?? Date.now()
  const windowStart = now - props.windowSeconds * 1000
  const row = await database.db
    .insertInto('rateLimit')
    .values({ id: randomUUID(), key: props.key, count: 1, lastRequest: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when "rateLimit"."lastRequest" <= ${windowStart} then 1 else "rateLimit"."count" + 1 end`,
        lastRequest: sql<number>`case when "rateLimit"."lastRequest" <= ${windowStart} then ${now} else "rateLimit"."lastRequest" end`,
      }),
    )
    .returning(['count', 'lastRequest'])
    .executeTakeFirstOrThrow()
  const resetsAt = Number(row.lastRequest) + props.windowSeconds * 1000
  return {
    allowed: Number(row.count) <= props.max,
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt - now) / 1000)),
  }
}
