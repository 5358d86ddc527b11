// The small-screen page (spec 001 §2.2 rule 4): asks for a larger screen, and leaves to the home
// page by itself once the window is larger than 600 × 400.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useLazyTexts } from '../../../i18n/lazy-texts'
import { useLocale } from '../../../routes/useLocale'
import { usePageTitle } from '../../../routes/usePageTitle'
import './pages.css'

export const SMALL_SCREEN = { width: 600, height: 400 }

export function isSmallScreen(width: number, height: number): boolean {
  return width <= SMALL_SCREEN.width || height <= SMALL_SCREEN.height
}

export function SmallScreenPage() {
  useLazyTexts('pages')
  const { t } = useTranslation()
  const { to } = useLocale()
  const navigate = useNavigate()
  usePageTitle(t('pages.smallScreen.title'))

  useEffect(() => {
    function check() {
      if (!isSmallScreen(window.innerWidth, window.innerHeight)) void navigate(to('/'))
    }
    window.addEventListener('resize', check)
    return () => window.removeEventListener('resize', check)
  }, [navigate, to])

  return (
    <div className="page site-page small-screen-page">
      <h1>{t('pages.smallScreen.title')}</h1>
      <p>{t('pages.smallScreen.text')}</p>
      <div className="site-actions">
        <Link className="btn btn--primary" to={to('/info')}>
          {t('pages.smallScreen.info')}
        </Link>
        <Link className="btn btn--secondary" to={to('/')}>
          {t('pages.smallScreen.home')}
        </Link>
      </div>
    </div>
  )
}
