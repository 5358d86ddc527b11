// Issue 19.5: share links are Premium only, version history is on every plan (Premium keeps
// automatic snapshots longer), decided in the plan table and answered by the one gate.
import { describe, expect, it } from 'vitest'
import { decide, effectivePlan, FREE_PLAN_STATE, type PlanState } from './entitlements'
import { PLANS, SNAPSHOT_LIMITS } from './plans'

const premium: PlanState = {
  accountStatus: 'Premium',
  subscriptionStatus: 'active',
  plan: 'premium_quarterly',
  periodStart: null,
  periodEnd: null,
}
const standard: PlanState = { ...FREE_PLAN_STATE, plan: 'standard' }

describe('share links and version history in the plan table', () => {
  it('allows share links to Premium only (and to everyone with billing off)', () => {
    const on = (state: PlanState) =>
      decide(effectivePlan(state, { billingEnabled: true }), 'shareResume')
    expect(on(premium)).toEqual({ allowed: true })
    expect(on(FREE_PLAN_STATE)).toEqual({ allowed: false, reason: 'premium_required' })
    expect(on(standard)).toEqual({ allowed: false, reason: 'premium_required' })
    expect(on({ ...premium, accountStatus: 'Onhold' })).toEqual({
      allowed: false,
      reason: 'premium_required',
    })
    expect(
      decide(effectivePlan(FREE_PLAN_STATE, { billingEnabled: false }), 'shareResume'),
    ).toEqual({ allowed: true })
  })

  it('keeps version history on every plan, longer on Premium, under one documented cap', () => {
    expect(Object.values(PLANS).map((plan) => [plan.id, plan.snapshotKeepDays])).toEqual([
      ['free', 7],
      ['standard', 7],
      ['premium_monthly', 90],
      ['premium_quarterly', 90],
    ])
    expect(SNAPSHOT_LIMITS).toEqual({ automatic: 30, named: 20, intervalMinutes: 10 })
  })
})
