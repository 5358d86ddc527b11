// Payment (spec 001 §2.9, §4, §8; issue 12 point 5). Left: trust points, cancellation and the
// payment protection note. Right: total due, the method (card; the wallet only outside TR), name
// on card, Stripe Elements for number, expiry and CVC, the promo code box, terms and privacy
// acceptance, the error area and Pay.
//
// Card flow: payment method → POST /create-subscription → on requires_action (3-D Secure) the
// account is set Onhold and the payment confirmed with the client secret → the cloud re-reads
// the subscription from Stripe (PUT /api/updatePremium…) → Premium. The wallet goes through
// Stripe's hosted Checkout (redirect). Stripe.js loads only on this page; when it cannot load,
// the page says "Stripe failed to initialize." and keeps everything typed.
import type { BillingConfigResponse, UserDetails } from '@shared/api'
import { currencyForCountry, dueToday, planCharge, walletOffered } from '@shared/billing/charges'
import { useEffect, useRef, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate } from 'react-router'
import { api, ApiError } from '../../api'
import { Loading } from '../../components/Loading'
import { TextField } from '../../components/TextField'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { storedCheckout } from './checkout-storage'
import { formatMoney } from './money'
import { rememberPaymentOrigin } from './payment-origin'
import { PaymentResultModal, type PaymentState } from './PaymentResultModal'
import { loadStripeJs, type StripeClient, type StripeElement } from './stripe-js'
import './payments.css'
import { pageNavigation } from './page-navigation'

type Method = 'card' | 'wallet'

interface CardForm {
  stripe: StripeClient
  number: StripeElement
}

export function PaymentPage() {
  const { t } = useTranslation()
  usePageTitle(t('payments.payment.title'))
  const { locale, to } = useLocale()
  const navigate = useNavigate()
  const user = useSession((state) => state.user)
  const setUser = useSession((state) => state.setUser)
  const [checkout] = useState(storedCheckout)
  const [config, setConfig] = useState<BillingConfigResponse | null>(null)
  const [method, setMethod] = useState<Method>('card')
  const [name, setName] = useState('')
  const [nameTouched, setNameTouched] = useState(false)
  const [promo, setPromo] = useState('')
  const [promoMessage, setPromoMessage] = useState<string | null>(null)
  const [accepted, setAccepted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [result, setResult] = useState<PaymentState | null>(null)
  const [card, setCard] = useState<CardForm | null>(null)
  const [stripeFailed, setStripeFailed] = useState(false)
  const numberRef = useRef<HTMLDivElement>(null)
  const expiryRef = useRef<HTMLDivElement>(null)
  const cvcRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let current = true
    api.billing.config().then(
      (answer) => current && setConfig(answer),
      () =>
        current &&
        setConfig({ enabled: false, publishableKey: null, country: null, currency: null }),
    )
    return () => {
      current = false
    }
  }, [])

  const publishableKey = config?.publishableKey ?? null
  useEffect(() => {
    if (!publishableKey || card) return
    let current = true
    const mounted: StripeElement[] = []
    loadStripeJs().then(
      (factory) => {
        if (!current || !numberRef.current || !expiryRef.current || !cvcRef.current) return
        try {
          const stripe = factory(publishableKey, { locale })
          const elements = stripe.elements({ locale })
          const number = elements.create('cardNumber')
          const expiry = elements.create('cardExpiry')
          const cvc = elements.create('cardCvc')
          number.mount(numberRef.current)
          expiry.mount(expiryRef.current)
          cvc.mount(cvcRef.current)
          mounted.push(number, expiry, cvc)
          setCard({ stripe, number })
        } catch {
          setStripeFailed(true)
        }
      },
      () => current && setStripeFailed(true),
    )
    return () => {
      current = false
      for (const element of mounted) element.destroy()
    }
    // The card form is built once per page; a language change does not rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey])

  if (!checkout) return <Navigate to={to('/pricing')} replace />
  // Premium and Onhold accounts have nothing to buy (spec 001 §2.2 rule 8), unless this page is
  // itself showing the outcome of the payment that made them so.
  if (
    user &&
    result === null &&
    (user.accountStatus === 'Premium' || user.accountStatus === 'Onhold')
  )
    return <Navigate to={to('/account')} replace />
  if (!config || !user) return <Loading />

  const { premiumType, country } = checkout
  const currency = currencyForCountry(country)
  const charge = planCharge(premiumType, currency)
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const total = money(dueToday(charge))
  const wallet = walletOffered(country)
  const nameBlank = name.trim() === ''
  const busy = result === 'processing' || result === 'action'
  const cardReady = method !== 'card' || card !== null
  const payDisabled = nameBlank || !accepted || busy || !config.enabled || !cardReady

  function fail(message: string) {
    setFormError(message)
    setResult('failed')
  }

  async function payByCard(account: UserDetails) {
    if (!card) {
      fail(t('payments.payment.errors.stripeNotReady'))
      return
    }
    setResult('processing')
    let paymentMethodId: string
    try {
      const created = await card.stripe.createPaymentMethod({
        type: 'card',
        card: card.number,
        billing_details: { name: name.trim(), email: account.email },
      })
      if (created.error || !created.paymentMethod) {
        fail(created.error?.message || t('payments.payment.errors.paymentMethod'))
        return
      }
      paymentMethodId = created.paymentMethod.id
    } catch {
      fail(t('payments.payment.errors.paymentMethod'))
      return
    }
    let subscription
    try {
      subscription = await api.billing.createSubscription({
        uid: account.uid,
        paymentMethodId,
        country,
        premiumType,
      })
    } catch (error) {
      fail(
        error instanceof ApiError && error.id === 'conflict'
          ? t('payments.payment.errors.alreadySubscribed')
          : error instanceof ApiError && error.id === 'payment_failed' && error.message
            ? `${t('payments.payment.errors.subscription')}: ${error.message}`
            : t('payments.payment.errors.subscription'),
      )
      return
    }
    try {
      if (subscription.paymentIntentStatus !== 'succeeded') {
        if (!subscription.clientSecret) {
          fail(t('payments.payment.errors.noClientSecret'))
          return
        }
        setResult('action')
        setUser((await api.billing.updateOnhold({ uid: account.uid, premiumType })).result)
        let confirmation
        try {
          confirmation = await card.stripe.confirmCardPayment(subscription.clientSecret)
        } catch {
          confirmation = { error: { message: t('payments.payment.errors.confirmation') } }
        }
        if (confirmation.error) {
          // The cloud sees the failed payment at Stripe and ends the waiting subscription.
          setUser((await api.billing.updateOnhold({ uid: account.uid, premiumType })).result)
          fail(confirmation.error.message || t('payments.payment.errors.confirmation'))
          return
        }
      }
      const record =
        premiumType === 'quarterly'
          ? api.billing.updatePremiumFourMonths
          : api.billing.updatePremium
      const updated = await record({
        uid: account.uid,
        premiumType,
        currency,
        subscriptionId: subscription.subscriptionId,
      })
      setUser(updated.result)
      if (updated.result.accountStatus === 'Premium') {
        setFormError(null)
        setResult('success')
      } else fail(t('payments.payment.errors.process'))
    } catch {
      fail(t('payments.payment.errors.process'))
    }
  }

  async function payByWallet(account: UserDetails) {
    setResult('processing')
    try {
      let checkoutUrl: string
      try {
        checkoutUrl = (
          await api.billing.createWalletCheckout({ uid: account.uid, country, premiumType })
        ).checkoutUrl
      } catch {
        fail(t('payments.payment.errors.walletSession'))
        return
      }
      if (!checkoutUrl) {
        fail(t('payments.payment.errors.noCheckoutUrl'))
        return
      }
      rememberPaymentOrigin('/payment')
      pageNavigation.assign(checkoutUrl)
    } catch {
      fail(t('payments.payment.errors.walletProcess'))
    }
  }

  function pay() {
    setFormError(null)
    if (nameBlank) {
      setNameTouched(true)
      setFormError(t('payments.payment.errors.nameRequired'))
      return
    }
    if (!accepted) {
      setFormError(t('payments.payment.errors.termsRequired'))
      return
    }
    if (!user) return
    void (method === 'wallet' && wallet ? payByWallet(user) : payByCard(user))
  }

  return (
    <div className="page payment">
      <h1>{t('payments.payment.heading')}</h1>
      <div className="payment__columns">
        <aside className="payment__info">
          <section>
            <h2>{t('payments.payment.trustTitle')}</h2>
            <ul>
              {(['encrypted', 'noStorage', 'threeDs'] as const).map((key) => (
                <li key={key}>{t(`payments.payment.trust.${key}`)}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>{t('payments.payment.cancellationTitle')}</h2>
            <p>{t('payments.payment.cancellation')}</p>
          </section>
          <p className="payment__protection">{t('payments.payment.protection')}</p>
        </aside>

        <form
          className="payment__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            pay()
          }}
        >
          {!config.enabled && (
            <p className="pricing__off" role="status">
              {t('payments.pricing.off')}
            </p>
          )}
          <div className="payment__total">
            <span>
              {t(
                premiumType === 'quarterly'
                  ? 'payments.payment.planQuarterly'
                  : 'payments.payment.planMonthly',
              )}
            </span>
            <span>{t('payments.payment.totalDue')}</span>
            <strong data-testid="payment-total">{total}</strong>
            <span className="payment__renews">
              {premiumType === 'monthly'
                ? t('payments.payment.thenRenews', { price: money(charge.amount) })
                : t('payments.payment.thenRenewsQuarterly', { price: money(charge.amount) })}
            </span>
          </div>

          <fieldset className="payment__methods">
            <legend>{t('payments.payment.method')}</legend>
            <label>
              <input
                type="radio"
                name="method"
                checked={method === 'card'}
                onChange={() => setMethod('card')}
              />
              {t('payments.payment.card')}
            </label>
            {wallet && (
              <label>
                <input
                  type="radio"
                  name="method"
                  checked={method === 'wallet'}
                  onChange={() => setMethod('wallet')}
                />
                {t('payments.payment.wallet')}
              </label>
            )}
          </fieldset>

          <TextField
            label={t('payments.payment.nameOnCard')}
            autoComplete="cc-name"
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setNameTouched(true)}
            error={nameTouched && nameBlank ? t('payments.payment.errors.nameRequired') : null}
          />

          <div className="payment__card" hidden={method !== 'card'}>
            {stripeFailed && (
              <p className="field__error" role="alert">
                {t('payments.payment.errors.stripeFailed')}
              </p>
            )}
            {!stripeFailed && !card && config.enabled && (
              <p className="field__hint">{t('payments.payment.loadingStripe')}</p>
            )}
            <div className="field">
              <span className="field__label">{t('payments.payment.cardNumber')}</span>
              <div ref={numberRef} className="payment__element" data-testid="card-number" />
            </div>
            <div className="payment__row">
              <div className="field">
                <span className="field__label">{t('payments.payment.expiry')}</span>
                <div ref={expiryRef} className="payment__element" data-testid="card-expiry" />
              </div>
              <div className="field">
                <span className="field__label">{t('payments.payment.cvc')}</span>
                <div ref={cvcRef} className="payment__element" data-testid="card-cvc" />
              </div>
            </div>
          </div>
          {method === 'wallet' && <p className="field__hint">{t('payments.payment.walletNote')}</p>}

          <div className="payment__promo">
            <TextField
              label={t('payments.payment.promoCode')}
              value={promo}
              onChange={(event) => {
                setPromo(event.target.value)
                setPromoMessage(null)
              }}
              error={promoMessage}
            />
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() =>
                // No promo codes exist: any entry is refused, without asking the server (spec 001 §5).
                setPromoMessage(promo.trim() ? t('payments.payment.errors.promoInvalid') : null)
              }
            >
              {t('payments.payment.applyPromo')}
            </button>
          </div>

          <label className="payment__terms">
            <input
              type="checkbox"
              checked={accepted}
              onChange={(e) => setAccepted(e.target.checked)}
            />
            <span>
              <Trans
                i18nKey="payments.payment.acceptTerms"
                components={{
                  terms: <Link to={to('/policies/terms-and-conditions')} target="_blank" />,
                  privacy: <Link to={to('/policies/privacy-policy')} target="_blank" />,
                }}
              />
            </span>
          </label>

          {formError && (
            <p className="field__error payment__error" role="alert" data-testid="payment-error">
              {formError}
            </p>
          )}

          <button
            type="submit"
            className="btn btn--primary btn--large btn--block"
            disabled={payDisabled}
          >
            {method === 'wallet' && wallet
              ? t('payments.payment.payWallet')
              : t('payments.payment.pay', { amount: total })}
          </button>
        </form>
      </div>
      {result && (
        <PaymentResultModal
          state={result}
          error={formError}
          onClose={() => {
            if (result === 'success') void navigate(to('/account'))
            else setResult(null)
          }}
          onTryAgain={() => {
            setResult(null)
            setFormError(null)
          }}
        />
      )}
    </div>
  )
}
