// Where this build keeps the user's resumes, chosen once at start (see store.ts): the desktop
// (the preload's library is there) keeps them in its local library, signed in or not; the web
// keeps them in the cloud. Screens import `resumeStore` and never ask which one it is.
import { platform } from '@platform'
import type { BasicEvaluationInput, EvaluationResponse } from '@shared/api'
import { desktopRules, type EffectivePlan } from '@shared/plans'
import { api } from '../api'
import { effectiveOf, usePlan } from '../stores/plan'
import { useSession } from '../stores/session'
import { createCloudStore, createLocalStore, type ResumeStore } from './store'

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

export const resumeStore: ResumeStore = platform.desktop
  ? createLocalStore({ library: platform.desktop.library, rules: rulesInForce })
  : createCloudStore(api)

export type { ResumeStore, SavedRevision } from './store'
