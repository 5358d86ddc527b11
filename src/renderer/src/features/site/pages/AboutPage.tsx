// About us (spec 001 §2.12): the hero fades in 100 ms after the page opens (spec 001 §9; a CSS
// animation in pages.css, so the prerendered page runs it from its first paint without waiting
// for the code, and a visitor without JavaScript still sees the hero), then the mission,
// the three features and the way to start. The spec's three co-founders are not shown: Vitae
// names no people it cannot vouch for, so the team section points to the operator in the
// imprint.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLazyTexts } from '../../../i18n/lazy-texts'
import { useLocale } from '../../../routes/useLocale'
import { usePageTitle } from '../../../routes/usePageTitle'
import './pages.css'

const FEATURES = ['feature1', 'feature2', 'feature3'] as const

export function AboutPage() {
  useLazyTexts('pages')
  const { t } = useTranslation()
  const { to } = useLocale()
  usePageTitle(t('pages.about.title'))

  return (
    <div className="page site-page about-page">
      <section className="site-hero">
        <p className="site-hero__kicker">{t('pages.about.title')}</p>
        <h1>{t('pages.about.heroTitle')}</h1>
        <p className="site-hero__lead">{t('pages.about.heroText')}</p>
      </section>
      <section className="site-card">
        <h2>{t('pages.about.missionTitle')}</h2>
        <p>{t('pages.about.missionText')}</p>
      </section>
      <section>
        <h2>{t('pages.about.featuresTitle')}</h2>
        <ul className="site-features">
          {FEATURES.map((feature) => (
            <li key={feature} className="site-card">
              <h3>{t(`pages.about.${feature}.title`)}</h3>
              <p>{t(`pages.about.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="site-card">
        <h2>{t('pages.about.teamTitle')}</h2>
        <p>{t('pages.about.teamText')}</p>
        <Link to={to('/policies/imprint')}>{t('pages.about.imprintLink')}</Link>
      </section>
      <section className="site-card site-card--accent">
        <h2>{t('pages.about.startTitle')}</h2>
        <p>{t('pages.about.startText')}</p>
        <Link className="btn btn--primary btn--large" to={to('/')}>
          {t('pages.about.start')}
        </Link>
      </section>
    </div>
  )
}
