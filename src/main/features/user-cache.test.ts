import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PlanSummary, UserDetails } from '@shared/api'
import { DESKTOP_PLAN_CACHE_TTL_MS } from '@shared/plans'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetFakeElectron } from '../test/fake-electron'
import { registerFeature } from '../test/ipc-harness'
import { createPlanCache } from './plan-cache'
import { registerSessionHandlers } from './session'
import { createMemoryTokenStore } from './token-store'
import { createUserCache, offlineSession } from './user-cache'

vi.mock('electron', () => import('../test/fake-electron'))

const ada: UserDetails = {
  id: 'u-ada',
  uid: 'u-ada',
  email: 'ada@example.com',
  emailVerified: true,
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountStatus: 'Free',
  subscriptionStatus: 'not active',
  premiumType: 'none',
  termsAndConditions: true,
  updatesAndTips: false,
  evaluationCredit: 3,
  enhanceCredit: 10,
  translateCredit: 0,
  existingCredit: 1,
  locale: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('the cached user for a start without the cloud', () => {
  let dir: string
  let now: Date
  beforeEach(() => {
    resetFakeElectron()
    dir = mkdtempSync(join(tmpdir(), 'vitae-user-cache-'))
    now = new Date('2026-03-01T10:00:00.000Z')
  })

  function caches(fetchUser: () => Promise<UserDetails>, plan: PlanSummary | null = null) {
    const users = createUserCache({ path: join(dir, 'user.json'), fetchUser, now: () => now })
    const plans = createPlanCache({
      path: join(dir, 'plan.json'),
      fetchPlan: async () => plan,
      now: () => now,
    })
    return { users, plans }
  }

  it('keeps the user as the cloud last said, across a restart, until the plan’s expiry', async () => {
    let online = true
    const fetchUser = vi.fn(async () => {
      if (!online) throw new TypeError('fetch failed')
      return ada
    })
    const { users } = caches(fetchUser)
    expect(users.current()).toBeNull()
    expect(await users.refresh()).toBe(true)
    online = false
    expect(await users.refresh()).toBe(false)
    const reopened = caches(fetchUser).users
    expect(reopened.current()).toEqual({ user: ada, fetchedAt: now.toISOString() })
    now = new Date(now.getTime() + DESKTOP_PLAN_CACHE_TTL_MS - 1)
    expect(reopened.current()?.user.uid).toBe('u-ada')
    now = new Date(now.getTime() + 1)
    expect(reopened.current()).toBeNull()
  })

  it('never writes the token, and reads a damaged file as nothing cached', async () => {
    const { users } = caches(async () => ada)
    await users.refresh()
    expect(readFileSync(join(dir, 'user.json'), 'utf8')).not.toMatch(/token/i)
    writeFileSync(join(dir, 'user.json'), '{"user":{"uid":42},"fetchedAt":"x"')
    expect(caches(async () => ada).users.current()).toBeNull()
    writeFileSync(join(dir, 'user.json'), JSON.stringify({ user: { uid: 7 }, fetchedAt: 'x' }))
    expect(caches(async () => ada).users.current()).toBeNull()
  })

  it('answers the renderer over IPC only while signed in, with the cached plan', async () => {
    const plan = { effectivePlan: 'free', tier: 'free' } as PlanSummary
    const { users, plans } = caches(async () => ada, plan)
    await users.refresh()
    await plans.refresh()
    const tokens = createMemoryTokenStore('secret-token')
    const { call } = registerFeature((handle) =>
      registerSessionHandlers(handle, tokens, () =>
        offlineSession({
          hasToken: async () => (await tokens.get()) !== null,
          users,
          plans,
        }),
      ),
    )
    const answer = await call('session:offline')
    expect(answer).toEqual({
      user: ada,
      userFetchedAt: now.toISOString(),
      plan: { summary: plan, fetchedAt: now.toISOString() },
    })
    expect(JSON.stringify(answer)).not.toContain('secret-token')

    await call('session:set-token', null)
    await expect(call('session:offline')).resolves.toBeNull()
  })

  it('forgets the user on sign-out', async () => {
    const { users } = caches(async () => ada)
    await users.refresh()
    await users.clear()
    expect(users.current()).toBeNull()
    expect(caches(async () => ada).users.current()).toBeNull()
  })
})
