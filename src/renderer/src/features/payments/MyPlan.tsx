// My Plan (spec 001 §2.11, §4; issue 12 point 7): the plan and its status label (Active,
// Cancelling, an On hold badge), the next payment date and total, or the end date when
// cancelling; Cancel with the typed localised word; the payment method through Stripe's Customer
// Portal. Every figure comes from the cloud, which keeps Stripe's.
import type { MyPlanResponse, UserDetails } from '@shared/api'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { Loading } from '../../components/Loading'
import { Modal } from '../../components/Modal'
import { TextField } from '../../components/TextField'
import { useLocale } from '../../routes/useLocale'
import { useSession } from '../../stores/session'
import { matchesConfirmationWord } from '../library/confirm-word'
import { formatMoney } from './money'
import './payments.css'
import { pageNavigation } from './page-navigation'

/** The server's answer when the subscription will end at the period end (spec 001 §4). */
export const CANCELLED_AT_PERIOD_END = 'will be canceled at the end of the billing period'

export function MyPlan() {
  const { t } = useTranslation()
  const { locale, to } = useLocale()
  const setUser = useSession((state) => state.setUser)
  const [plan, setPlan] = useState<MyPlanResponse | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const [portalError, setPortalError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    api.billing.plan().then(
      (answer) => current && setPlan(answer),
      (error: unknown) => current && setLoadError(errorMessage(error, t)),
    )
    return () => {
      current = false
    }
  }, [t])

  if (loadError) return <p className="field__error">{loadError}</p>
  if (!plan) return <Loading />

  const date = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso)) : ''
  const premium = plan.accountStatus === 'Premium'
  const isCancelling = plan.subscriptionStatus === 'cancelling'

  async function openPortal() {
    setPortalError(null)
    try {
      const { url } = await api.billing.portal({ returnPath: '/account' })
      pageNavigation.assign(url)
    } catch (error) {
      setPortalError(errorMessage(error, t))
    }
  }

  return (
    <section className="my-plan" aria-labelledby="my-plan-title">
      <h2 id="my-plan-title">{t('payments.myPlan.title')}</h2>
      {!plan.billingEnabled ? (
        <p>{t('payments.myPlan.billingOff')}</p>
      ) : (
        <>
          <p className="my-plan__name">
            {premium || plan.accountStatus === 'Onhold'
              ? `${t('payments.myPlan.premium')}${plan.premiumType !== 'none' ? ` (${t(`payments.myPlan.${plan.premiumType}`)})` : ''}`
              : t('payments.myPlan.free')}{' '}
            {premium && (
              <span
                className={`my-plan__status my-plan__status--${isCancelling ? 'cancelling' : 'active'}`}
                data-testid="plan-status"
              >
                {isCancelling ? t('payments.myPlan.cancelling') : t('payments.myPlan.active')}
              </span>
            )}
            {plan.accountStatus === 'Onhold' && (
              <span className="my-plan__status my-plan__status--onhold" data-testid="plan-status">
                {t('payments.myPlan.onHold')}
              </span>
            )}
          </p>
          {plan.accountStatus === 'Onhold' && <p>{t('payments.myPlan.onHoldText')}</p>}
          {plan.stripeStatus === 'past_due' && (
            <p className="field__error">{t('payments.myPlan.pastDue')}</p>
          )}
          {premium && !isCancelling && plan.nextPaymentDate && (
            <p>{t('payments.myPlan.nextPayment', { date: date(plan.nextPaymentDate) })}</p>
          )}
          {premium && !isCancelling && plan.nextPaymentAmount !== null && plan.currency && (
            <p>
              {t('payments.myPlan.total', {
                amount: formatMoney(plan.nextPaymentAmount, plan.currency, locale),
              })}
            </p>
          )}
          {premium && isCancelling && plan.endDate && (
            <p>{t('payments.myPlan.endsOn', { date: date(plan.endDate) })}</p>
          )}
          <div className="my-plan__actions">
            {!premium && plan.accountStatus !== 'Onhold' && (
              <Link className="btn btn--primary" to={to('/pricing')}>
                {t('payments.myPlan.upgrade')}
              </Link>
            )}
            {premium && !isCancelling && plan.subscriptionId && (
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => setCancelling(true)}
              >
                {t('payments.myPlan.cancel')}
              </button>
            )}
            {plan.subscriptionId && (
              <button type="button" className="btn btn--ghost" onClick={() => void openPortal()}>
                {t('payments.myPlan.managePayment')}
              </button>
            )}
          </div>
          {portalError && (
            <p className="field__error" role="alert">
              {portalError}
            </p>
          )}
        </>
      )}
      {cancelling && plan.subscriptionId && (
        <CancelSubscriptionModal
          subscriptionId={plan.subscriptionId}
          onClose={() => setCancelling(false)}
          onCancelled={(user) => {
            setUser(user)
            // Spec 001 §4: the modal closes and the page reloads.
            pageNavigation.reload()
          }}
        />
      )}
    </section>
  )
}

function CancelSubscriptionModal({
  subscriptionId,
  onClose,
  onCancelled,
}: {
  subscriptionId: string
  onClose(): void
  onCancelled(user: UserDetails): void
}) {
  const { t } = useTranslation()
  const { locale } = useLocale()
  const word = t('payments.myPlan.cancelWord')
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmed = matchesConfirmationWord(typed, word, locale)

  async function cancel() {
    setBusy(true)
    setError(null)
    try {
      const answer = await api.billing.cancelSubscription({ subscriptionId })
      if (answer.message.includes(CANCELLED_AT_PERIOD_END)) onCancelled(answer.updatedUserData)
      else setError(t('payments.myPlan.cancelFailed', { message: answer.message }))
    } catch (failure) {
      setError(t('payments.myPlan.cancelFailed', { message: errorMessage(failure, t) }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={t('payments.myPlan.cancelTitle')} onClose={onClose}>
      <p>{t('payments.myPlan.cancelText', { word })}</p>
      <TextField
        label={t('payments.myPlan.cancelWordLabel', { word })}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
        error={error}
      />
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('payments.myPlan.keep')}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={!confirmed || busy}
          onClick={() => void cancel()}
        >
          {t('payments.myPlan.cancelConfirm')}
        </button>
      </div>
    </Modal>
  )
}
