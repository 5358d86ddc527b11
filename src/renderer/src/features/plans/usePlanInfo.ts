// The plan of the signed-in user, loaded once per user and refreshed on demand, with the
// rules in force: what the library locks, pickers and credit labels draw from. Signed out on the
// desktop, the rules are the plan table's signed-out desktop rule (src/shared/plans/desktop.ts).
import { useEffect } from 'react'
import { useSession } from '../../stores/session'
import { signedOutRules } from '../../library/rules'
import { effectiveOf, usePlan } from '../../stores/plan'

export function usePlanInfo() {
  const uid = useSession((state) => state.user?.uid ?? null)
  const { plan, billingEnabled, loadedFor, refresh, setRemaining } = usePlan()
  useEffect(() => {
    if (uid && loadedFor !== uid) void refresh(uid)
  }, [uid, loadedFor, refresh])
  const current = plan && loadedFor === uid ? plan : null
  return {
    plan: current,
    billingEnabled,
    effective: uid ? effectiveOf(current, billingEnabled) : signedOutRules,
    refresh: () => refresh(uid),
    setRemaining,
  }
}
