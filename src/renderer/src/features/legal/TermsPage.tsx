// Terms and conditions (spec 001 §2.12, §9): built in for en, de and tr (no outside legal-text
// service), dated 01.08.2024, with the five-day acceptance, late-payment interest and the
// one-year warranty limitation, the prices of the plan table, and the payment-information
// section (provider, methods, security, currency and fees) in the active language.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { usePageTitle } from '../../routes/usePageTitle'
import { planPriceValues } from '../site/plan-prices'
import { useSiteConfig } from '../site/site-config'
import { LegalSections, useLegalSections } from './LegalSections'
import './legal.css'

/** The date the terms carry (spec 001 §9). */
export const TERMS_DATE = new Date(Date.UTC(2024, 7, 1))

const PAYMENT_PARTS = ['provider', 'methods', 'security', 'currency'] as const

export function TermsPage() {
  useLazyTexts('legal')
  const { t, i18n } = useTranslation()
  usePageTitle(t('legal.terms.title'))
  const sections = useLegalSections('legal.terms.sections', planPriceValues(i18n.language))
  const { config, load } = useSiteConfig()
  useEffect(() => {
    void load()
  }, [load])
  const date = new Intl.DateTimeFormat(i18n.language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(TERMS_DATE)

  return (
    <article className="page legal">
      <h1>{t('legal.terms.title')}</h1>
      <p className="muted">{t('legal.updated', { date })}</p>
      <LegalSections sections={sections} />
      <section className="legal__section" aria-labelledby="terms-payment">
        <h2 id="terms-payment">{t('legal.terms.paymentTitle')}</h2>
        {config && !config.services.payments && (
          <p className="alert alert--info">{t('legal.terms.payment.off')}</p>
        )}
        {PAYMENT_PARTS.map((part) => (
          <div key={part}>
            <h3>{t(`legal.terms.payment.${part}Title`)}</h3>
            <p>{t(`legal.terms.payment.${part}`)}</p>
          </div>
        ))}
      </section>
    </article>
  )
}
