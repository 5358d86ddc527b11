// The pure half of the entitlements: from a user's plan state, which plan's rules apply, and
// whether an action is allowed. The cloud's entitlements module (cloud/src/entitlements/) is the
// authority: it reads the state and the credit balances from the database and debits; the
// clients use the same functions only to draw locks and prompts before asking (library locks,
// template and colour pickers, the preview blur), never to decide.
import type { TemplateName } from '../resume/resume'
import {
  PLANS,
  planIncludesColour,
  planIncludesTemplate,
  type CreditKind,
  type PlanDefinition,
  type PlanId,
} from './plans'

/** The spec's account statuses (001 §3). */
export const ACCOUNT_STATUSES = ['Free', 'Onhold', 'Premium'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

/**
 * The subscription's state next to the account status: the spec's active / trial / cancelling
 * plus Stripe's past_due (a renewal payment failed; Stripe retries, access lasts until the end
 * of the paid period).
 */
export const SUBSCRIPTION_STATUSES = [
  'not active',
  'active',
  'trial',
  'cancelling',
  'past_due',
] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

/** What the server stores about a user's plan (migration 005, `plan_state`). */
export interface PlanState {
  accountStatus: AccountStatus
  subscriptionStatus: SubscriptionStatus
  /** The plan bought: a Premium type while Premium/Onhold, `standard` after the one-off. */
  plan: PlanId
  /** ISO timestamps of the current paid period; null for Free and operator grants. */
  periodStart: string | null
  periodEnd: string | null
}

export const FREE_PLAN_STATE: PlanState = {
  accountStatus: 'Free',
  subscriptionStatus: 'not active',
  plan: 'free',
  periodStart: null,
  periodEnd: null,
}

/** The rules in force for a user: which plan's table applies, and the wording tier. */
export interface EffectivePlan {
  plan: PlanDefinition
  /** Premium wording ("wait for the next period or contact support") vs upgrade wording. */
  tier: 'free' | 'premium'
  /** True when billing is off on this server (everyone gets Premium's allowances). */
  billingOff: boolean
}

/**
 * Which plan's rules apply now.
 * - Billing off (no STRIPE_* configured): everyone has Premium monthly's allowances.
 * - Premium (active, trial, cancelling, past_due) until its period end; with no period end (an
 *   operator grant) until revoked. A period end in the past without renewal means the
 *   subscription lapsed while a webhook was missed: Free rules apply until Stripe says otherwise.
 * - Onhold: Free rules (spec 000 §6 "Free (or Onhold)"; 001 §6 free-plan wording).
 * - Free with a Standard purchase: Standard's table. Otherwise Free.
 */
export function effectivePlan(
  state: PlanState,
  options: { billingEnabled: boolean; now?: Date },
): EffectivePlan {
  if (!options.billingEnabled)
    return { plan: PLANS.premium_monthly, tier: 'premium', billingOff: true }
  const now = options.now ?? new Date()
  if (state.accountStatus === 'Premium') {
    const lapsed = state.periodEnd !== null && Date.parse(state.periodEnd) <= now.getTime()
    if (!lapsed) {
      const plan =
        state.plan === 'premium_quarterly' ? PLANS.premium_quarterly : PLANS.premium_monthly
      return { plan, tier: 'premium', billingOff: false }
    }
  }
  const plan = state.plan === 'standard' ? PLANS.standard : PLANS.free
  return { plan, tier: 'free', billingOff: false }
}

/** Every gate of the product (issue 12 point 2). */
export const ENTITLEMENT_ACTIONS = [
  'createResume',
  'useResume',
  'template',
  'colour',
  'download',
  'import',
  'detailedEvaluation',
  'enhance',
  'translate',
  'guidedStep',
  'shareResume',
  'createCoverLetter',
] as const
export type EntitlementAction = (typeof ENTITLEMENT_ACTIONS)[number]

/** The credit an action spends, if any. */
export const CREDIT_OF_ACTION: Partial<Record<EntitlementAction, CreditKind>> = {
  download: 'download',
  import: 'import',
  detailedEvaluation: 'evaluation',
  enhance: 'enhance',
  translate: 'translate',
}

/** What a gate needs to know beyond the plan (counts, the chosen template, …). */
export interface GateContext {
  /** Resumes in the user's library (createResume, import). */
  resumeCount?: number
  /** 0-based position of the resume in the library, oldest first (useResume). */
  resumeIndex?: number
  template?: TemplateName
  colour?: string
  /** Cover letters in the user's library (createCoverLetter). */
  coverLetterCount?: number
  /** 0-based index of the guided-enhancement suggestion (guidedStep). */
  step?: number
  /** The balance of the action's credit; unknown = not checked here (the debit checks it). */
  balance?: number
}

export type GateRefusal =
  | { reason: 'premium_required' }
  | { reason: 'not_enough_credits'; credit: CreditKind }
  | { reason: 'resume_limit_reached'; limit: number }
  | { reason: 'cover_letter_limit_reached'; limit: number }

export type GateDecision = { allowed: true } | ({ allowed: false } & GateRefusal)

const ALLOWED: GateDecision = { allowed: true }

/** The pure decision for a signed-in user; visitors are refused before (401). */
export function decide(
  effective: EffectivePlan,
  action: EntitlementAction,
  context: GateContext = {},
): GateDecision {
  const { plan } = effective
  switch (action) {
    case 'createResume': {
      const count = context.resumeCount ?? 0
      if (count < plan.maxResumes) return ALLOWED
      // Free/Standard: an upgrade gives more; Premium at 10 is the end of the road.
      return effective.tier === 'premium'
        ? { allowed: false, reason: 'resume_limit_reached', limit: plan.maxResumes }
        : { allowed: false, reason: 'premium_required' }
    }
    case 'useResume':
      // Free: only the first resume (the oldest) is usable (spec 001 §2.10).
      return (context.resumeIndex ?? 0) < plan.maxResumes
        ? ALLOWED
        : { allowed: false, reason: 'premium_required' }
    case 'template':
      return context.template === undefined || planIncludesTemplate(plan.id, context.template)
        ? ALLOWED
        : { allowed: false, reason: 'premium_required' }
    case 'colour':
      return context.template === undefined ||
        context.colour === undefined ||
        planIncludesColour(plan.id, context.template, context.colour)
        ? ALLOWED
        : { allowed: false, reason: 'premium_required' }
    case 'createCoverLetter': {
      const count = context.coverLetterCount ?? 0
      if (count < plan.maxCoverLetters) return ALLOWED
      return effective.tier === 'premium'
        ? { allowed: false, reason: 'cover_letter_limit_reached', limit: plan.maxCoverLetters }
        : { allowed: false, reason: 'premium_required' }
    }
    case 'shareResume':
      return plan.shareLinks ? ALLOWED : { allowed: false, reason: 'premium_required' }
    case 'guidedStep':
      return plan.guidedFreeSteps === null || (context.step ?? 0) < plan.guidedFreeSteps
        ? ALLOWED
        : { allowed: false, reason: 'premium_required' }
    case 'import': {
      const count = context.resumeCount ?? 0
      // Spec 001 §5: import only while the count is under 10; Free with one resume: upgrade.
      if (count >= plan.importBelowResumeCount)
        return effective.tier === 'premium'
          ? { allowed: false, reason: 'resume_limit_reached', limit: plan.importBelowResumeCount }
          : { allowed: false, reason: 'premium_required' }
      return creditDecision(effective, 'import', context.balance)
    }
    case 'download':
    case 'detailedEvaluation':
    case 'enhance':
    case 'translate':
      return creditDecision(effective, CREDIT_OF_ACTION[action]!, context.balance)
  }
}

function creditDecision(
  effective: EffectivePlan,
  credit: CreditKind,
  balance: number | undefined,
): GateDecision {
  const allowance = effective.plan.allowances[credit]
  if (allowance === null) return ALLOWED
  // A plan without any of this credit: the action is not part of it at all.
  if (allowance === 0 && (balance ?? 0) <= 0) return { allowed: false, reason: 'premium_required' }
  if (balance !== undefined && balance <= 0)
    return { allowed: false, reason: 'not_enough_credits', credit }
  return ALLOWED
}
