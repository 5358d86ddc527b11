// The plan rules where the library is local, and the engines that run on the computer. Kept
// apart from index.ts: the plan table brings the resume model (zod) along, which the home page's
// first load must not carry; the screens that need these rules load with their own code.
import { platform } from '@platform'
import type { BasicEvaluationInput, EvaluationResponse } from '@shared/api'
import {
  decide,
  decideOffline,
  desktopRules,
  type DesktopRules,
  type EffectivePlan,
  type EntitlementAction,
  type GateDecision,
} from '@shared/plans'
import { effectiveOf, usePlan } from '../stores/plan'
import { useSession } from '../stores/session'

/**
 * The rules for someone not signed in who may still use the library: the desktop's signed-out
 * rule of the plan table (src/shared/plans/desktop.ts); null on the web (visitors sign in).
 */
export const signedOutRules: EffectivePlan | null = platform.desktop
  ? desktopRules({ signedIn: false, cached: null }).effective
  : null

/**
 * The desktop's rules for a signed-in user the cloud cannot confirm now: the cached plan while
 * it stands, then the signed-out rule (src/shared/plans/desktop.ts); null when not offline.
 */
export function offlineRules(
  session: Pick<ReturnType<typeof useSession.getState>, 'user' | 'offline' | 'offlinePlan'>,
): DesktopRules | null {
  if (!platform.desktop || !session.user || !session.offline) return null
  return desktopRules({ signedIn: true, cached: session.offlinePlan })
}

/**
 * What this computer may do for an action the cloud cannot serve now (the cloud cannot be
 * reached): signed out, the signed-out rule; signed in, the cached plan under the offline rule
 * (decideOffline: credits the cloud must count wait for it). Null on the web.
 */
export async function localDecision(action: EntitlementAction): Promise<GateDecision | null> {
  if (!platform.desktop || !signedOutRules) return null
  const session = useSession.getState()
  if (!session.user) return decide(signedOutRules, action)
  const cached = session.offline
    ? session.offlinePlan
    : ((await platform.desktop.session.offline().catch(() => null))?.plan ?? null)
  return decideOffline(desktopRules({ signedIn: true, cached }), action)
}

/** The rules in force now: the signed-in account's plan once loaded, else the signed-out rule. */
export function rulesInForce(): EffectivePlan | null {
  const session = useSession.getState()
  const { user } = session
  if (!user) return signedOutRules
  const offline = offlineRules(session)
  if (offline) return offline.effective
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
