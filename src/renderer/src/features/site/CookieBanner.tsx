// The cookie-consent banner (spec 001 §2.3): on the web it appears 3 s after the app starts
// when the visitor has not chosen yet, and again whenever the footer's cookie settings are
// opened. Nothing optional is stored or sent before a choice (consent.ts, tracking.ts). The
// desktop app has no cookies of ours and sends no analytics, so it never shows the banner.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../routes/useLocale'
import { COOKIE_BANNER_DELAY_MS, useConsent } from './consent'

export function CookieBanner() {
  const { t } = useTranslation()
  const { to } = useLocale()
  const open = useConsent((state) => state.bannerOpen)
  const choice = useConsent((state) => state.choice)
  const decide = useConsent((state) => state.decide)
  const askIfUndecided = useConsent((state) => state.askIfUndecided)

  useEffect(() => {
    const timer = window.setTimeout(askIfUndecided, COOKIE_BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [askIfUndecided])

  if (!open) return null
  return (
    <section className="cookie-banner" role="region" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title">{t('site.cookies.title')}</h2>
        <p>
          {t('site.cookies.text')}{' '}
          <Link to={to('/policies/privacy-policy')}>{t('site.cookies.policy')}</Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="btn btn--secondary"
          aria-pressed={choice === 'denied'}
          onClick={() => decide('denied')}
        >
          {t('site.cookies.decline')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          aria-pressed={choice === 'granted'}
          onClick={() => decide('granted')}
        >
          {t('site.cookies.accept')}
        </button>
      </div>
    </section>
  )
}
