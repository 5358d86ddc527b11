// "Free evaluations left: 3": shown next to every action that spends a credit, so a credit is
// never spent silently. Nothing is shown for unlimited credits or before the plan is known.
import type { CreditKind } from '@shared/plans'
import { useTranslation } from 'react-i18next'
import { usePlanInfo } from './usePlanInfo'

export function CreditsLeft({ kind }: { kind: CreditKind }) {
  const { t } = useTranslation()
  const { plan, effective } = usePlanInfo()
  const credit = plan?.credits[kind]
  if (!credit || credit.remaining === null || !effective) return null
  // Not part of the plan at all (Free's downloads): the action's own prompt says so.
  if (credit.allowance === 0 && credit.remaining === 0) return null
  const count = credit.remaining
  return (
    <span className="credits-left" data-credit={kind} role="status">
      {effective.tier === 'premium'
        ? t(`plans.credits.period.${kind}`, { count })
        : t(`plans.credits.free.${kind}`, { count })}
    </span>
  )
}
