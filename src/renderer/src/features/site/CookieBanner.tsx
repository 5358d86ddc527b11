// The cookie-consent banner (spec 001 §2.3): on the web it appears 3 s after the app starts
// when the visitor has not chosen yet, and again whenever the footer's cookie settings are
// opened (CookieBannerSlot in the shell decides when; this module is loaded only then). Nothing
// optional is stored or sent before a choice (consent.ts, tracking.ts). The desktop app has no
// cookies of ours and sends no analytics, so it never shows the banner.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { useLocale } from '../../routes/useLocale'
import { useConsent } from './consent'

export function CookieBanner() {
  useLazyTexts('consent')
  const { t } = useTranslation()
  const { to } = useLocale()
  const choice = useConsent((state) => state.choice)
  const decide = useConsent((state) => state.decide)

  return (
    <section className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title">{t('cookies.title')}</h2>
        <p>
          {t('cookies.text')} <Link to={to('/policies/privacy-policy')}>{t('cookies.policy')}</Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="btn btn--secondary"
          aria-pressed={choice === 'denied'}
          onClick={() => decide('denied')}
        >
          {t('cookies.decline')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          aria-pressed={choice === 'granted'}
          onClick={() => decide('granted')}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  )
}
