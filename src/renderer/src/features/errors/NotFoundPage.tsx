// The 404 page (spec 001 §2.12): title, 'page not found', a description and a way home.
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import './errors.css'

export function NotFoundPage() {
  const { t } = useTranslation()
  const { to } = useLocale()
  usePageTitle(t('notFound.title'))
  return (
    <div className="page error-page">
      <p className="error-page__code">{t('notFound.code')}</p>
      <h1>{t('notFound.heading')}</h1>
      <p className="muted">{t('notFound.description')}</p>
      <Link to={to('/')} className="btn btn--primary btn--large">
        {t('notFound.backHome')}
      </Link>
    </div>
  )
}

/**
 * Shown for a screen that crashed (spec 001 §2.2 rule 9). `retryTo`: the address that failed,
 * which "Reload" opens afresh; without it the current page reloads.
 */
export function CrashPage({ retryTo }: { retryTo?: string } = {}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { to } = useLocale()
  usePageTitle(t('crash.title'))
  return (
    <div className="page error-page" role="alert">
      <h1>{t('crash.heading')}</h1>
      <p className="muted">{t('crash.description')}</p>
      <div className="error-page__actions">
        <button
          type="button"
          className="btn btn--secondary btn--large"
          onClick={() => {
            // Back to the address that failed (history's own, so both the web's paths and the
            // desktop's hash routes work), then a fresh load of it.
            if (retryTo) void navigate(retryTo, { replace: true })
            window.location.reload()
          }}
        >
          {t('crash.reload')}
        </button>
        <Link to={to('/')} className="btn btn--primary btn--large" reloadDocument>
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  )
}
