import { describe, expect, it } from 'vitest'
import type { PlanSummary } from '../api/plan'
import { DESKTOP_PLAN_CACHE_TTL_MS, DESKTOP_SIGNED_OUT_PLAN, desktopRules } from './desktop'
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
})
