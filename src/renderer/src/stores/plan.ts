// The signed-in user's plan and remaining credits as the cloud's entitlements module reports
// them (GET /api/plan), and whether billing is on. The app uses it only to draw locks, prompts
// and "n left" labels before asking; the server decides every action.
import type { PlanResponse, PlanSummary } from '@shared/api'
import { effectivePlan, type EffectivePlan, type PlanState } from '@shared/plans'
import { create } from 'zustand'
import { api } from '../api'

interface PlanStoreState {
  /** null until the first answer (and for visitors). */
  plan: PlanSummary | null
  billingEnabled: boolean | null
  /** The uid the plan was loaded for, so a sign-in or sign-out reloads it. */
  loadedFor: string | null
  refresh(uid: string | null): Promise<void>
  /** Sets one credit's remaining count from an answer that reports it (no round trip). */
  setRemaining(kind: keyof PlanSummary['credits'], remaining: number): void
}

export const usePlan = create<PlanStoreState>()((set, get) => ({
  plan: null,
  billingEnabled: null,
  loadedFor: null,
  async refresh(uid) {
    try {
      const answer: PlanResponse = await api.plan.get()
      set({ plan: answer.plan, billingEnabled: answer.billingEnabled, loadedFor: uid })
    } catch {
      // Keep what we had: locks and labels are hints, the server decides.
    }
  },
  setRemaining(kind, remaining) {
    const { plan } = get()
    if (!plan) return
    set({
      plan: {
        ...plan,
        credits: { ...plan.credits, [kind]: { ...plan.credits[kind], remaining } },
      },
    })
  },
}))

/** The rules in force for the loaded plan (billing off: Premium's for everyone). */
export function effectiveOf(
  plan: PlanSummary | null,
  billingEnabled: boolean | null,
): EffectivePlan | null {
  if (billingEnabled === false) return effectivePlan(FREE_STATE, { billingEnabled: false })
  if (!plan) return null
  const state: PlanState = {
    accountStatus: plan.accountStatus,
    subscriptionStatus: plan.subscriptionStatus,
    plan: plan.plan,
    periodStart: plan.periodStart,
    periodEnd: plan.periodEnd,
  }
  return effectivePlan(state, { billingEnabled: plan.billingEnabled })
}

const FREE_STATE: PlanState = {
  accountStatus: 'Free',
  subscriptionStatus: 'not active',
  plan: 'free',
  periodStart: null,
  periodEnd: null,
}
