// Home (spec 001 §2.6): the hero and the three entry points (create, evaluate and import), then
// the marketing sections of HomeSections.
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { errorMessage } from '../../api/messages'
import { idlePart } from '../../routes/idle-part'
import { lazyScreen } from '../../routes/lazy-screen'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { resumeStore } from '../../library'
import { useStartCreation } from '../resumes/start-creation'
import { track } from '../site/tracking'
import './home.css'

// Everything below the three buttons: a chunk of its own, prerendered with the page and loaded
// in the browser when it is idle (routes/idle-part.tsx), so crawlers and visitors read the whole
// page at once and the page hydrates without it.
const HomeSectionsSlot = idlePart(
  () => import('../site/HomeSections'),
  (module) => module.HomeSections,
)

const HomeModals = lazyScreen(
  () => import('./HomeModals'),
  (module) => module.HomeModals,
)

/** The URL parameters that open one of the home page's modals. */
function HomeModalsWhenAsked() {
  const [params] = useSearchParams()
  if (params.get('sessionExpired') !== 'true' && !params.has('process')) return null
  return (
    <Suspense fallback={null}>
      <HomeModals />
    </Suspense>
  )
}

export function HomePage() {
  const { t } = useTranslation()
  usePageTitle(t('home.title'))
  const user = useSession((state) => state.user)
  const status = useSession((state) => state.status)
  const openDialog = useSession((state) => state.openDialog)
  const creation = useStartCreation()
  const { to } = useLocale()
  // Signed out, the web asks to sign in first; the desktop's local library needs no account.
  const open = user !== null || !resumeStore.needsAccount

  function create() {
    track('cv_creation', 'start', user ? 'signed_in' : 'visitor')
    if (!open) {
      openDialog({ intent: 'creation' })
      return
    }
    void creation.start()
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
          {open ? (
            <Link
              className="btn btn--secondary btn--large"
              to={to('/cv-evaluation')}
              onClick={() => track('cv_evaluation', 'start', user ? 'signed_in' : 'visitor')}
            >
              {t('home.entries.evaluate.button')}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--large"
              onClick={() => {
                track('cv_evaluation', 'start', 'visitor')
                openDialog({ intent: 'evaluation' })
              }}
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
          {open ? (
            <Link
              className="btn btn--secondary btn--large"
              to={to('/cv-existing')}
              onClick={() => track('cv_existing', 'start', user ? 'signed_in' : 'visitor')}
            >
              {t('home.entries.import.button')}
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn--secondary btn--large"
              onClick={() => {
                track('cv_existing', 'start', 'visitor')
                openDialog({ intent: 'existing' })
              }}
              disabled={status === 'loading'}
            >
              {t('home.entries.import.button')}
            </button>
          )}
        </article>
      </section>
      <HomeSectionsSlot />
      <HomeModalsWhenAsked />
    </div>
  )
}
