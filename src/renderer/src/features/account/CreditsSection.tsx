// The credits left on the account (issue 16: "see the plan or credits"), as the cloud's
// entitlements module reports them (GET /api/plan through usePlanInfo); nothing is counted here.
import { CREDIT_KINDS } from '@shared/plans'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Loading } from '../../components/Loading'
import { usePlanInfo } from '../plans/usePlanInfo'

export function CreditsSection() {
  const { t } = useTranslation()
  const titleId = useId()
  const { plan } = usePlanInfo()
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('account.credits.title')}</h2>
      {!plan ? (
        <Loading />
      ) : (
        <dl className="account-credits" data-testid="account-credits">
          {CREDIT_KINDS.map((kind) => {
            const credit = plan.credits[kind]
            return (
              <div key={kind} className="account-credits__row">
                <dt>{t(`account.credits.kinds.${kind}`)}</dt>
                <dd>
                  {credit.remaining === null
                    ? t('account.credits.unlimited')
                    : credit.allowance !== null && credit.allowance > 0
                      ? t('account.credits.ofAllowance', {
                          count: credit.remaining,
                          allowance: credit.allowance,
                        })
                      : String(credit.remaining)}
                </dd>
              </div>
            )
          })}
        </dl>
      )}
    </section>
  )
}
