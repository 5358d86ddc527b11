// The plan rules where the library is local, and the engines that run on the computer. Kept
// apart from index.ts: the plan table brings the resume model (zod) along, which the home page's
// first load must not carry; the screens that need these rules load with their own code.
import { platform } from '@platform'
import type { BasicEvaluationInput, EvaluationResponse } from '@shared/api'
import { desktopRules, type EffectivePlan } from '@shared/plans'
import { effectiveOf, usePlan } from '../stores/plan'
import { useSession } from '../stores/session'

/**
 * The rules for someone not signed in who may still use the library: the desktop's signed-out
 * rule of the plan table (src/shared/plans/desktop.ts); null on the web (visitors sign in).
 */
export const signedOutRules: EffectivePlan | null = platform.desktop
  ? desktopRules({ signedIn: false, cached: null }).effective
  : null

/** The rules in force now: the signed-in account's plan once loaded, else the signed-out rule. */
export function rulesInForce(): EffectivePlan | null {
  const { user } = useSession.getState()
  if (!user) return signedOutRules
  const { plan, billingEnabled, loadedFor } = usePlan.getState()
  return loadedFor === user.uid ? effectiveOf(plan, billingEnabled) : null
}

/**
 * The evaluation engine on this computer (the desktop's main process), or null (the web asks
 * the cloud). Signed out, or when the cloud cannot be reached, the desktop evaluates here.
 */
export const localEvaluation:
  ((input: BasicEvaluationInput) => Promise<EvaluationResponse>) | null = platform.desktop
  ? (input) => platform.desktop!.evaluate(input)
  : null
