// The signed-in user's plan as the cloud last reported it (GET /api/plan), kept in the user-data
// folder with the time it was read, so the desktop applies the right rules offline until the
// cache expires (src/shared/plans/desktop.ts decides what applies when).
import { readFileSync } from 'node:fs'
import type { PlanSummary } from '@shared/api'
import { desktopRules, type CachedPlan, type DesktopRules } from '@shared/plans'
import { writeJsonAtomically } from './json-file'

export const PLAN_CACHE_FILE_NAME = 'plan-cache.json'

export interface PlanCache {
  /** Reads the plan from the cloud and stores it; false when the cloud could not say. */
  refresh(): Promise<boolean>
  rules(signedIn: boolean): DesktopRules
  /** The plan as last read, whatever its age (the renderer applies the expiry rule). */
  cached(): CachedPlan | null
  /** Signing out forgets the account's plan. */
  clear(): Promise<void>
}

export function createPlanCache(options: {
  path: string
  /** The cloud's answer for the signed-in user (null: signed out or no plan). */
  fetchPlan(): Promise<PlanSummary | null>
  now?: () => Date
}): PlanCache {
  const now = options.now ?? (() => new Date())
  let cached: CachedPlan | null = read(options.path)

  async function store(value: CachedPlan | null) {
    cached = value
    await writeJsonAtomically(options.path, value)
  }

  return {
    async refresh() {
      try {
        const summary = await options.fetchPlan()
        if (!summary) return false
        await store({ summary, fetchedAt: now().toISOString() })
        return true
      } catch {
        return false
      }
    },
    rules: (signedIn) => desktopRules({ signedIn, cached, now: now() }),
    cached: () => cached,
    clear: () => store(null),
  }
}

function read(path: string): CachedPlan | null {
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as CachedPlan | null
    return value && typeof value.fetchedAt === 'string' && value.summary ? value : null
  } catch {
    return null
  }
}
