// The signed-in user's details as the cloud last reported them (GET /api/session), kept beside
// the plan cache in the user-data folder with the time they were read, so a desktop started
// while the cloud cannot be reached still knows who is signed in. The same expiry rule as the
// plan's applies (src/shared/plans/desktop.ts cacheStands); the token is never written here.
import { readFileSync } from 'node:fs'
import { userDetailsSchema, type UserDetails } from '@shared/api'
import { cacheStands } from '@shared/plans'
import type { OfflineSession } from '@shared/platform'
import type { PlanCache } from './plan-cache'
import { writeJsonAtomically } from './json-file'

export const USER_CACHE_FILE_NAME = 'user-cache.json'

export interface CachedUser {
  readonly user: UserDetails
  readonly fetchedAt: string
}

export interface UserCache {
  /** Reads the user from the cloud and stores them; false when the cloud could not say. */
  refresh(): Promise<boolean>
  /** The user as last read while that still stands (expiry rule), else null. */
  current(): CachedUser | null
  /** Signing out forgets the user. */
  clear(): Promise<void>
}

export function createUserCache(options: {
  path: string
  /** The cloud's answer for the signed-in user; throws when it cannot say. */
  fetchUser(): Promise<UserDetails>
  now?: () => Date
}): UserCache {
  const now = options.now ?? (() => new Date())
  let cached: CachedUser | null = read(options.path)

  async function store(value: CachedUser | null) {
    cached = value
    await writeJsonAtomically(options.path, value)
  }

  return {
    async refresh() {
      try {
        const user = await options.fetchUser()
        await store({ user, fetchedAt: now().toISOString() })
        return true
      } catch {
        return false
      }
    },
    current: () => (cached && cacheStands(cached.fetchedAt, now()) ? cached : null),
    clear: () => store(null),
  }
}

/**
 * What the renderer may know while offline: the cached user and plan, only while a token is
 * stored (signed in) and the user details still stand.
 */
export async function offlineSession(deps: {
  hasToken(): Promise<boolean>
  users: UserCache
  plans: Pick<PlanCache, 'cached'>
}): Promise<OfflineSession | null> {
  const cached = deps.users.current()
  if (!cached || !(await deps.hasToken().catch(() => false))) return null
  return { user: cached.user, userFetchedAt: cached.fetchedAt, plan: deps.plans.cached() }
}

function read(path: string): CachedUser | null {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as CachedUser | null
    if (!value || typeof value.fetchedAt !== 'string') return null
    const user = userDetailsSchema.safeParse(value.user)
    return user.success ? { user: user.data, fetchedAt: value.fetchedAt } : null
  } catch {
    return null
  }
}
