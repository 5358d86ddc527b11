// Recently confirmed sessions, so the hot path (autosave) does not run better-auth's whole
// session check on every request: that check verifies the signed token (an HMAC through
// WebCrypto), reads the session and its user through the adapter and converts their rows.
//
// What is kept: for the exact credential a request carried (its Authorization header, or for the
// web its Cookie header), the user better-auth found and the session's token. A request with the
// same credential within CACHE_TTL_MS is answered from here after ONE indexed lookup that the
// session row still exists, belongs to that user and has not expired. So revocation stays
// immediate on every process (sign-out or a deleted session is seen at once); only better-auth's
// own refresh of the session expiry and cookie waits until the entry is older than CACHE_TTL_MS,
// and a changed e-mail address reaches `ctx.state.user` within that time. Nothing is trusted that
// better-auth did not confirm first: the key is the whole credential it checked.
import type { AppDatabase } from '../db'
import type { SessionUser } from '../context'

export const CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 10_000

interface Entry {
  user: SessionUser
  sessionToken: string
  /** When the session itself expires (ms). */
  expiresAt: number
  /** When this entry must be confirmed by better-auth again (ms). */
  freshUntil: number
}

export interface SessionCache {
  /** The user of a credential confirmed recently whose session is still valid, else null. */
  lookup(credential: string): Promise<SessionUser | null>
  remember(credential: string, user: SessionUser, session: { token: string; expiresAt: Date }): void
}

export function createSessionCache(
  database: AppDatabase,
  now: () => number = Date.now,
): SessionCache {
  const entries = new Map<string, Entry>()

  return {
    async lookup(credential) {
      const entry = entries.get(credential)
      if (!entry) return null
      const time = now()
      if (time >= entry.freshUntil || time >= entry.expiresAt) {
        entries.delete(credential)
        return null
      }
      const row = await database.db
        .selectFrom('session')
        .select('expiresAt')
        .where('token', '=', entry.sessionToken)
        .where('userId', '=', entry.user.id)
        .executeTakeFirst()
      const expiresAt = row ? new Date(row.expiresAt).getTime() : Number.NaN
      if (!row || !(expiresAt > time)) {
        entries.delete(credential)
        return null
      }
      return entry.user
    },
    remember(credential, user, session) {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.delete(credential)
      entries.set(credential, {
        user,
        sessionToken: session.token,
        expiresAt: session.expiresAt.getTime(),
        freshUntil: now() + CACHE_TTL_MS,
      })
    },
  }
}
