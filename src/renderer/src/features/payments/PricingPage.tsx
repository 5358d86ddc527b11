// Pricing (spec 001 §2.8, issue 12 point 4): monthly (default) or every 4 months, the eight
// benefits, a trust section, the cancellation text and Continue, which keeps premiumType (and the
// country, userCountry) in session storage for the payment page. The figures come from the one
// plan table, the same the cloud charges through Stripe. With billing off the page says that
// payments are not set up on this server and sells nothing.
import type { BillingConfigResponse, SubscriptionPlan } from '@shared/api'
import { currencyForCountry, planCharge, type Currency } from '@shared/billing/charges'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api } from '../../api'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { storeCountry, storePremiumType } from './checkout-storage'
import { browserCountry } from './country'
import { formatMoney } from './money'
import './payments.css'

const BENEFITS = [
  'resumes',
  'download',
  'templates',
  'enhance',
  'evaluation',
  'keywords',
  'translate',
  'support',
] as const

export function PricingPage() {
  const { t } = useTranslation()
  usePageTitle(t('payments.pricing.title'))
  const { locale, to } = useLocale()
  const navigate = useNavigate()
  const [config, setConfig] = useState<BillingConfigResponse | null>(null)
  const [period, setPeriod] = useState<SubscriptionPlan>('monthly')

  useEffect(() => {
    let current = true
    api.billing.config().then(
      (answer) => current && setConfig(answer),
      // The server cannot say: treat it as not selling, never pretend to charge.
      () =>
        current &&
        setConfig({ enabled: false, publishableKey: null, country: null, currency: null }),
    )
    return () => {
      current = false
    }
  }, [])

  // Until the server has answered (and in the prerendered page, which search engines and the
  // first paint get), the page shows the plan in the currency of its language, Turkish lira on
  // the Turkish pages and euro elsewhere, with Continue waiting for the answer.
  const country = config ? (config.country ?? browserCountry()) : locale === 'tr' ? 'TR' : null
  const currency: Currency = currencyForCountry(country)
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const monthly = planCharge('monthly', currency)
  const quarterly = planCharge('quarterly', currency)
  const savings = monthly.amount * 4 - quarterly.amount

  function continueToPayment() {
    if (!config || !country) return
    storeCountry(country)
    storePremiumType(period)
    void navigate(to('/payment'))
  }

  return (
    <div className="page pricing">
      <header className="pricing__header">
        <h1>{t('payments.pricing.heading')}</h1>
        <p className="pricing__lead">{t('payments.pricing.lead')}</p>
      </header>
      {config && !config.enabled && (
        <p className="pricing__off" role="status">
          {t('payments.pricing.off')}
        </p>
      )}
      <div className="pricing__grid">
        <section className="pricing__plan" aria-labelledby="pricing-plan-title">
          <h2 id="pricing-plan-title" className="visually-hidden">
            {t('payments.pricing.period.label')}
          </h2>
          <div
            className="pricing__periods"
            role="radiogroup"
            aria-label={t('payments.pricing.period.label')}
          >
            {(['monthly', 'quarterly'] as const).map((value) => (
              <label
                key={value}
                className={`pricing__period${period === value ? ' is-selected' : ''}`}
              >
                <input
                  type="radio"
                  name="period"
                  value={value}
                  checked={period === value}
                  onChange={() => setPeriod(value)}
                />
                <span>{t(`payments.pricing.period.${value}`)}</span>
                {value === 'monthly' && (
                  <span className="pricing__badge">{t('payments.pricing.mostPopular')}</span>
                )}
              </label>
            ))}
          </div>
          <p className="pricing__price" data-testid="pricing-price">
            {period === 'monthly'
              ? t('payments.pricing.monthlyPrice', {
                  intro: money(monthly.intro?.amount ?? monthly.amount),
                  price: money(monthly.amount),
                })
              : t('payments.pricing.quarterlyPrice', { price: money(quarterly.amount) })}
          </p>
          {period === 'quarterly' && savings > 0 && (
            <p className="pricing__savings">
              {t('payments.pricing.savings', { amount: money(savings) })}
            </p>
          )}
          {(!config || config.enabled) && (
            <button
              type="button"
              className="btn btn--primary btn--large btn--block"
              onClick={continueToPayment}
              disabled={!config}
            >
              {t('payments.pricing.continue')}
            </button>
          )}
          <p className="pricing__cancellation">{t('payments.pricing.cancellation')}</p>
        </section>
        <section className="pricing__benefits" aria-labelledby="pricing-benefits-title">
          <h2 id="pricing-benefits-title">{t('payments.pricing.benefitsTitle')}</h2>
          <ul>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{t(`payments.pricing.benefits.${benefit}`)}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className="pricing__trust" aria-labelledby="pricing-trust-title">
        <h2 id="pricing-trust-title">{t('payments.pricing.trustTitle')}</h2>
        <ul>
          {(['stripe', 'cancel', 'renewal'] as const).map((key) => (
            <li key={key}>{t(`payments.pricing.trust.${key}`)}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
