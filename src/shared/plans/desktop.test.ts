import { describe, expect, it } from 'vitest'
import type { PlanSummary } from '../api/plan'
import {
  cacheStands,
  decideOffline,
  DESKTOP_PLAN_CACHE_TTL_MS,
  DESKTOP_SIGNED_OUT_PLAN,
  desktopRules,
} from './desktop'
import { decide } from './entitlements'
import { FREE_TEMPLATES } from './plans'

const signedOut = desktopRules({ signedIn: false, cached: null }).effective

function summary(plan: PlanSummary['effectivePlan'], tier: 'free' | 'premium'): PlanSummary {
  const credit = (kind: 'evaluation' | 'enhance' | 'translate' | 'import' | 'download') => ({
    kind,
    remaining: 0,
    allowance: 0,
  })
  return {
    billingEnabled: true,
    plan,
    effectivePlan: plan,
    tier,
    accountStatus: tier === 'premium' ? 'Premium' : 'Free',
    subscriptionStatus: tier === 'premium' ? 'active' : 'not active',
    periodStart: null,
    periodEnd: null,
    cancelAt: null,
    credits: {
      evaluation: credit('evaluation'),
      enhance: credit('enhance'),
      translate: credit('translate'),
      import: credit('import'),
      download: credit('download'),
    },
  }
}

describe('the signed-out desktop rules', () => {
  it('create, import, evaluate and export locally with no credits, up to 10 resumes', () => {
    expect(decide(signedOut, 'createResume', { resumeCount: 9 })).toEqual({ allowed: true })
    expect(decide(signedOut, 'createResume', { resumeCount: 10 }).allowed).toBe(false)
    expect(decide(signedOut, 'import', { resumeCount: 3 })).toEqual({ allowed: true })
    expect(decide(signedOut, 'download')).toEqual({ allowed: true })
    expect(decide(signedOut, 'detailedEvaluation')).toEqual({ allowed: true })
    expect(decide(signedOut, 'useResume', { resumeIndex: 5 })).toEqual({ allowed: true })
  })

  it('keep Free’s look and guided steps: signing out unlocks no paid template', () => {
    expect(DESKTOP_SIGNED_OUT_PLAN.templates).toEqual(FREE_TEMPLATES)
    expect(decide(signedOut, 'template', { template: 'Fancy' }).allowed).toBe(false)
    expect(decide(signedOut, 'template', { template: 'Business' }).allowed).toBe(true)
    expect(decide(signedOut, 'colour', { template: 'Business', colour: '#ff0000' }).allowed).toBe(
      false,
    )
    expect(decide(signedOut, 'guidedStep', { step: 3 }).allowed).toBe(false)
  })
})

describe('a signed-in desktop offline', () => {
  const fetchedAt = '2026-03-01T10:00:00.000Z'
  const at = (ms: number) => new Date(Date.parse(fetchedAt) + ms)

  it('follows the cached cloud plan until it expires, then the signed-out rules', () => {
    const cached = { summary: summary('premium_monthly', 'premium'), fetchedAt }
    const fresh = desktopRules({ signedIn: true, cached, now: at(60_000) })
    expect(fresh.source).toBe('cloud')
    expect(fresh.effective.plan.id).toBe('premium_monthly')
    expect(decide(fresh.effective, 'template', { template: 'Fancy' }).allowed).toBe(true)
    expect(fresh.expiresAt).toBe(at(DESKTOP_PLAN_CACHE_TTL_MS).toISOString())

    const stale = desktopRules({ signedIn: true, cached, now: at(DESKTOP_PLAN_CACHE_TTL_MS) })
    expect(stale.source).toBe('cache-expired')
    expect(stale.effective.plan).toBe(DESKTOP_SIGNED_OUT_PLAN)
  })

  it('applies a Free account’s own limits while the cache is fresh', () => {
    const cached = { summary: summary('free', 'free'), fetchedAt }
    const rules = desktopRules({ signedIn: true, cached, now: at(1000) })
    expect(decide(rules.effective, 'createResume', { resumeCount: 1 }).allowed).toBe(false)
  })

  it('does not trust a cache from the future (a clock set back) or an unreadable date', () => {
    const future = { summary: summary('premium_monthly', 'premium'), fetchedAt }
    expect(desktopRules({ signedIn: true, cached: future, now: at(-3_600_000) }).source).toBe(
      'cache-expired',
    )
    const broken = { summary: summary('premium_monthly', 'premium'), fetchedAt: 'yesterday' }
    expect(desktopRules({ signedIn: true, cached: broken }).source).toBe('cache-expired')
  })

  it('keeps one-off credits for the cloud: a Free account offline gets no detail and no PDF', () => {
    const free = summary('free', 'free')
    const cached = {
      summary: {
        ...free,
        credits: {
          ...free.credits,
          evaluation: { kind: 'evaluation', remaining: 3, allowance: 3 },
        },
      } as PlanSummary,
      fetchedAt,
    }
    const rules = desktopRules({ signedIn: true, cached, now: at(1000) })
    expect(decideOffline(rules, 'detailedEvaluation').allowed).toBe(false)
    expect(decideOffline(rules, 'download')).toEqual({
      allowed: false,
      reason: 'premium_required',
    })
    // Gates without a credit are the plan's own.
    expect(decideOffline(rules, 'template', { template: 'Business' }).allowed).toBe(true)
    expect(decideOffline(rules, 'createResume', { resumeCount: 1 }).allowed).toBe(false)
    // Expired: the signed-out rule, never less.
    const expired = desktopRules({ signedIn: true, cached, now: at(DESKTOP_PLAN_CACHE_TTL_MS) })
    expect(decideOffline(expired, 'detailedEvaluation').allowed).toBe(true)
    expect(decideOffline(expired, 'download').allowed).toBe(true)
    expect(decideOffline(expired, 'createResume', { resumeCount: 1 }).allowed).toBe(true)
  })

  it('lets a Premium account use its period credits left when the cache was read', () => {
    const premium = summary('premium_monthly', 'premium')
    const withCredits = (remaining: number) => ({
      summary: {
        ...premium,
        credits: {
          ...premium.credits,
          evaluation: { kind: 'evaluation', remaining, allowance: 100 },
          download: { kind: 'download', remaining: null, allowance: null },
        },
      } as PlanSummary,
      fetchedAt,
    })
    const left = desktopRules({ signedIn: true, cached: withCredits(5), now: at(1000) })
    expect(decideOffline(left, 'detailedEvaluation')).toEqual({ allowed: true })
    expect(decideOffline(left, 'download')).toEqual({ allowed: true })
    const none = desktopRules({ signedIn: true, cached: withCredits(0), now: at(1000) })
    expect(decideOffline(none, 'detailedEvaluation')).toEqual({
      allowed: false,
      reason: 'not_enough_credits',
      credit: 'evaluation',
    })
  })

  it('judges the age of anything the cloud said with the same rule', () => {
    expect(cacheStands(fetchedAt, at(DESKTOP_PLAN_CACHE_TTL_MS - 1))).toBe(true)
    expect(cacheStands(fetchedAt, at(DESKTOP_PLAN_CACHE_TTL_MS))).toBe(false)
    expect(cacheStands(fetchedAt, at(-120_000))).toBe(false)
    expect(cacheStands('not a date', at(0))).toBe(false)
  })
})
