// What the desktop app allows without an account, and how a signed-in desktop keeps its plan
// when offline (issue 18 point 1). Part of the one entitlements table: decide() applies these
// rules exactly as it applies a cloud plan's.
//
// ## Signed out on the desktop (decided; spec 000 §6 and 001 §6 start from the visitor and Free)
//
// The spec's visitor gets a login prompt for creating, importing and downloading, because on the
// web every one of those runs in the cloud, at the cloud's cost, on data the cloud must keep. On
// the desktop the same actions run on the user's own computer with the offline engines (local
// library, offline PDF/.docx/JSON Resume import, offline evaluation, Chromium's print pipeline),
// store nothing in the cloud and cost nothing to serve. So a signed-out desktop user:
// - creates, edits and keeps up to Premium's 10 resumes in the local library (the same count a
//   paying user reaches; more would not fit the cloud library once they sign in);
// - imports (offline importer), evaluates (offline engine, full result) and exports PDFs without
//   credits: these are local computations, not cloud allowances;
// - has Free's look: Free's 2 templates and 3 colours, and Free's 3 guided-enhancement steps.
//   Templates and colours are what the paid plans sell; signing out must not unlock them;
// - gets AI only from the opt-in local AI server or the offline engine, never the cloud's LLM
//   (that needs an account and its credits; the desktop AI routing already does this).
// Signing in then brings the account's own plan. A resume beyond the account's plan (a Free
// account syncing its second resume) stays on this computer, pending, with the cloud's reason
// shown; nothing is deleted.
//
// ## Signed in and offline
//
// The cloud's plan (GET /api/plan) and the user's details (GET /api/session) are cached by main
// on the computer with the time each was read (plan-cache.json, user-cache.json; never the
// token, which stays in the keychain). A desktop started signed in while the cloud cannot be
// reached shows the user signed in, with the sync state "offline"; edits go to the local library
// and the sync queue, and the session is confirmed (or, if the cloud refuses the token, ended
// with nothing local lost) when the cloud answers again.
// - For DESKTOP_PLAN_CACHE_TTL_MS the cached plan stands for the cloud's answer: decide() runs on
//   the account's own plan, so a Free account offline has Free's rules (its resume count,
//   templates, colours, guided steps), not the signed-out rule's. A credit cannot be counted
//   offline, so decideOffline() gives a credit action locally only where the cloud would not
//   have to count it for this plan: an unlimited allowance, or a Premium plan's period allowance
//   with credits left when the cache was read. One-off credits (Free's sign-up credits,
//   Standard's single download) wait for the cloud: a Free account offline gets the evaluation
//   without its detail and the upgrade prompt for a PDF, as it does online without credits.
// - After that (a subscription may have lapsed) the signed-out rules apply until the cloud
//   answers again, so being offline never leaves a signed-in user with less than a signed-out
//   one once the cache has expired. The user details expire with the same rule: past it, the
//   app starts as signed out (the token stays; the next answer of the cloud signs in again).
import type { PlanSummary } from '../api/plan'
import {
  CREDIT_OF_ACTION,
  decide,
  type EffectivePlan,
  type EntitlementAction,
  type GateContext,
  type GateDecision,
} from './entitlements'
import { GUIDED_FREE_STEPS, PLANS, type PlanDefinition } from './plans'

export const DESKTOP_PLAN_CACHE_TTL_MS = 3 * 24 * 60 * 60 * 1000

/** The rules for a signed-out desktop user (see the head of this file). */
export const DESKTOP_SIGNED_OUT_PLAN: PlanDefinition = {
  ...PLANS.free,
  maxResumes: PLANS.premium_monthly.maxResumes,
  importBelowResumeCount: PLANS.premium_monthly.importBelowResumeCount,
  // Local engines: no credit is spent, so none is counted.
  allowances: { evaluation: null, enhance: null, translate: null, import: null, download: null },
  guidedFreeSteps: GUIDED_FREE_STEPS,
}

/** The cloud's plan as the desktop stored it, and when it was read. */
export interface CachedPlan {
  readonly summary: PlanSummary
  readonly fetchedAt: string
}

export type DesktopRulesSource = 'signed-out' | 'cloud' | 'cache-expired'

export interface DesktopRules {
  readonly effective: EffectivePlan
  readonly source: DesktopRulesSource
  /** When the cached plan stops standing for the cloud's answer (ISO), or null. */
  readonly expiresAt: string | null
  /** The cached credits when the rules are the cached plan's ('cloud'). */
  readonly credits?: PlanSummary['credits']
}

/**
 * Whether something the cloud said at `fetchedAt` (ISO) still stands at `now`: younger than
 * DESKTOP_PLAN_CACHE_TTL_MS, and not from the future (a clock set back by more than a minute).
 */
export function cacheStands(fetchedAt: string, now: Date = new Date()): boolean {
  const read = Date.parse(fetchedAt)
  const at = now.getTime()
  return Number.isFinite(read) && at < read + DESKTOP_PLAN_CACHE_TTL_MS && read <= at + 60_000
}

const SIGNED_OUT: EffectivePlan = { plan: DESKTOP_SIGNED_OUT_PLAN, tier: 'free', billingOff: false }

/** The rules in force on the desktop now: signed out, the cached cloud plan, or its expiry. */
export function desktopRules(input: {
  signedIn: boolean
  cached: CachedPlan | null
  now?: Date
}): DesktopRules {
  if (!input.signedIn || !input.cached)
    return { effective: SIGNED_OUT, source: 'signed-out', expiresAt: null }
  const fetchedAt = Date.parse(input.cached.fetchedAt)
  const expires = fetchedAt + DESKTOP_PLAN_CACHE_TTL_MS
  const expiresAt = Number.isFinite(expires) ? new Date(expires).toISOString() : null
  if (!cacheStands(input.cached.fetchedAt, input.now))
    return { effective: SIGNED_OUT, source: 'cache-expired', expiresAt }
  const { summary } = input.cached
  return {
    effective: {
      plan: PLANS[summary.effectivePlan],
      tier: summary.tier,
      billingOff: !summary.billingEnabled,
    },
    source: 'cloud',
    expiresAt,
    credits: summary.credits,
  }
}

/**
 * decide() on this computer while the cloud cannot count credits (see the head of this file):
 * the signed-out rule as it is; the cached plan with the balance a local run may use, which is
 * none for one-off credits and the cached remaining count for a Premium period allowance.
 */
export function decideOffline(
  rules: DesktopRules,
  action: EntitlementAction,
  context: GateContext = {},
): GateDecision {
  const credit = CREDIT_OF_ACTION[action]
  if (!credit || rules.source !== 'cloud') return decide(rules.effective, action, context)
  const { effective } = rules
  const periodAllowance = effective.tier === 'premium' || effective.billingOff
  const remaining = rules.credits?.[credit].remaining
  const balance = !periodAllowance ? 0 : remaining === null ? undefined : (remaining ?? 0)
  return decide(effective, action, { ...context, balance })
}
