// The plan of the signed-in user, loaded once per user and refreshed on demand, with the
// rules in force: what the library locks, pickers and credit labels draw from. Signed out on the
// desktop, the rules are the plan table's signed-out desktop rule (src/shared/plans/desktop.ts);
// signed in while the cloud cannot be reached, the cached plan under that file's offline rule.
import { useEffect, useMemo } from 'react'
import { useSession } from '../../stores/session'
import { offlineRules, signedOutRules } from '../../library/rules'
import { effectiveOf, usePlan } from '../../stores/plan'

export function usePlanInfo() {
  const user = useSession((state) => state.user)
  const isOffline = useSession((state) => state.offline)
  const offlinePlan = useSession((state) => state.offlinePlan)
  const uid = user?.uid ?? null
  const { plan, billingEnabled, loadedFor, refresh, setRemaining } = usePlan()
  // Offline the cloud cannot answer; once it confirms the session, the plan loads.
  useEffect(() => {
    if (uid && !isOffline && loadedFor !== uid) void refresh(uid)
  }, [uid, isOffline, loadedFor, refresh])
  const offline = useMemo(
    () => offlineRules({ user, offline: isOffline, offlinePlan }),
    [user, isOffline, offlinePlan],
  )
  const current = plan && loadedFor === uid ? plan : null
  return {
    plan: current,
    billingEnabled,
    effective: offline
      ? offline.effective
      : uid
        ? effectiveOf(current, billingEnabled)
        : signedOutRules,
    refresh: () => refresh(uid),
    setRemaining,
  }
}
