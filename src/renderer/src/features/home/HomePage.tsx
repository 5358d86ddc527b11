// Home (spec 001 §2.6): the hero and the three entry points: create, evaluate and import.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { errorMessage } from '../../api/messages'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { useStartCreation } from '../resumes/start-creation'
import { PaymentProcessModal } from '../payments/PaymentProcessModal'
import { SessionExpiredModal } from './SessionExpiredModal'
import './home.css'

export function HomePage() {
  const { t } = useTranslation()
  usePageTitle(t('home.title'))
  const user = useSession((state) => state.user)
  const status = useSession((state) => state.status)
  const openDialog = useSession((state) => state.openDialog)
  const creation = useStartCreation()
  const { to } = useLocale()

  function create() {
    if (!user) {
      openDialog({ intent: 'creation' })
      return
    }
    void creation.start(user)
  }

  return (
    <div className="page home">
      <section className="home__hero" aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className="home__title">
          {t('home.hero.title')}
        </h1>
        <p className="home__lead">{t('home.hero.subtitle')}</p>
      </section>

      <section className="home__entries" aria-label={t('home.entries.label')}>
        <article className="entry-card entry-card--primary">
          <h2 className="entry-card__title">{t('home.entries.create.title')}</h2>
          <p className="entry-card__text">{t('home.entries.create.text')}</p>
          <button
            type="button"
            className="btn btn--primary btn--large"
            onClick={create}
            disabled={creation.busy || status === 'loading'}
          >
            {creation.busy ? t('home.entries.create.busy') : t('home.entries.create.button')}
          </button>
          {creation.error !== null && (
            <p className="field__error" role="alert">
              {errorMessage(creation.error, t)}
            </p>
          )}
        </article>
        <article className="entry-card">
          <h2 className="entry-card__title">{t('home.entries.evaluate.title')}</h2>
          <p className="entry-card__text">{t('home.entries.evaluate.text')}</p>
          {user ? (
            <Link className="btn btn--secondary btn--large" to={to('/cv-evaluation')}>
              {t('home.entries.evaluate.button')}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--large"
              onClick={() => openDialog({ intent: 'evaluation' })}
              disabled={status === 'loading'}
            >
              {t('home.entries.evaluate.button')}
            </button>
          )}
        </article>
        <article className="entry-card">
          <h2 className="entry-card__title">{t('home.entries.import.title')}</h2>
          <p className="entry-card__text">{t('home.entries.import.text')}</p>
          {/* Signed out: the sign-in dialog with the existing intent, then the import page. */}
          {user ? (
            <Link className="btn btn--secondary btn--large" to={to('/cv-existing')}>
              {t('home.entries.import.button')}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--large"
              onClick={() => openDialog({ intent: 'existing' })}
              disabled={status === 'loading'}
            >
              {t('home.entries.import.button')}
            </button>
          )}
        </article>
      </section>
      <SessionExpiredModal />
      <PaymentProcessModal />
    </div>
  )
}
