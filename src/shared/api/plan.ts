// The caller's plan and remaining credits (issue 12 points 2 and 3), as the entitlements module
// reports them. The clients read it to show credits where they are spent, to draw plan locks,
// and to know whether billing is on (with billing off nothing offers or pretends to charge).
import { z } from 'zod'
import { CREDIT_KINDS, PLAN_IDS } from '../plans/plans'
import { ACCOUNT_STATUSES, SUBSCRIPTION_STATUSES } from '../plans/entitlements'
import { defineRoute, json } from './contract'

const creditSummary = z.strictObject({
  kind: z.enum(CREDIT_KINDS),
  /** null = unlimited on this plan. */
  remaining: z.number().int().min(0).nullable(),
  allowance: z.number().int().min(0).nullable(),
})

export const planSummarySchema = z.strictObject({
  billingEnabled: z.boolean(),
  plan: z.enum(PLAN_IDS),
  /** Whose rules apply now (billing off: premium_monthly for everyone). */
  effectivePlan: z.enum(PLAN_IDS),
  tier: z.enum(['free', 'premium']),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  periodStart: z.iso.datetime().nullable(),
  periodEnd: z.iso.datetime().nullable(),
  cancelAt: z.iso.datetime().nullable(),
  credits: z.strictObject({
    evaluation: creditSummary,
    enhance: creditSummary,
    translate: creditSummary,
    import: creditSummary,
    download: creditSummary,
  }),
})
export type PlanSummary = z.infer<typeof planSummarySchema>

export const planResponse = z.strictObject({
  billingEnabled: z.boolean(),
  /** The signed-in user's plan; null for a visitor. */
  plan: planSummarySchema.nullable(),
})
export type PlanResponse = z.infer<typeof planResponse>

export const planRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/plan',
    summary:
      "Whether billing is on, and the signed-in user's plan, period and remaining credits (null for visitors).",
    auth: 'optionalSession',
    response: json(planResponse),
  }),
}
