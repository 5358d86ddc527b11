// The home page below its three entry points (spec 001 §1, §2.6): the step slideshow, the live
// demo and the sample evaluation, the translation card, the template showcase, what the product
// does, five FAQ questions and the way to pricing. This module and its texts are a chunk of
// their own: prerendered with the home page, so the HTML carries all of it, and loaded in the
// browser once it is idle after the first paint (HomePage). The demo inside loads when it
// scrolls into view: the first load's code stays the hero and the three buttons.
//
// Testimonials: the spec asks for fifteen customer reviews. Vitae has no real reviews to show,
// and invented ones would mislead the people deciding whether to trust it with their resume, so
// the carousel (three visible, previous/next, 50 px swipe) shows what the product does instead,
// each card a fact the code backs. Real testimonials belong here only once an operator has
// them; the structured-data rating is likewise left out (issue 17 point 1).
import { Suspense } from 'react'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { lazyScreen } from '../../routes/lazy-screen'
import { useLocale } from '../../routes/useLocale'
import { Carousel } from './Carousel'
import { HOME_FAQ_COUNT, faqEntries } from './faq'
import { FaqList } from './FaqList'
import { StepSlideshow } from './StepSlideshow'
import { WhenVisible } from './WhenVisible'
import './site.css'

const loadDemo = () => import('./demo/HomeDemo')
const HomeDemo = lazyScreen(loadDemo, (module) => module.HomeDemo)
const DemoEvaluationCard = lazyScreen(loadDemo, (module) => module.DemoEvaluationCard)
const TemplateShowcase = lazyScreen(loadDemo, (module) => module.TemplateShowcase)

const CARDS = ['card1', 'card2', 'card3', 'card4', 'card5', 'card6'] as const

function DemoLoading() {
  const { t } = useTranslation()
  return (
    <p className="muted" role="status">
      {t('homeSections.demo.loading')}
    </p>
  )
}

export function HomeSections() {
  useLazyTexts('home')
  const { t } = useTranslation()
  const { to } = useLocale()

  return (
    <>
      <section className="home-section" aria-labelledby="home-steps">
        <h2 id="home-steps">{t('homeSections.steps.title')}</h2>
        <StepSlideshow />
      </section>

      <section className="home-section" aria-labelledby="home-demo">
        <h2 id="home-demo">{t('homeSections.demo.title')}</h2>
        <p className="muted">{t('homeSections.demo.lead')}</p>
        <WhenVisible minHeight="32rem">
          <Suspense fallback={<DemoLoading />}>
            <HomeDemo />
          </Suspense>
        </WhenVisible>
      </section>

      <section className="home-section" aria-labelledby="home-evaluation">
        <h2 id="home-evaluation">{t('homeSections.evaluation.title')}</h2>
        <p className="muted">{t('homeSections.evaluation.lead')}</p>
        <WhenVisible minHeight="12rem">
          <Suspense fallback={<DemoLoading />}>
            <DemoEvaluationCard />
          </Suspense>
        </WhenVisible>
      </section>

      <section className="home-section home-card" aria-labelledby="home-translation">
        <h2 id="home-translation">{t('homeSections.translation.title')}</h2>
        <p>{t('homeSections.translation.text')}</p>
        <Link className="btn btn--secondary" to={to('/pricing')}>
          {t('homeSections.translation.cta')}
        </Link>
      </section>

      <section className="home-section" aria-labelledby="home-showcase">
        <h2 id="home-showcase">{t('homeSections.showcase.title')}</h2>
        <p className="muted">{t('homeSections.showcase.text')}</p>
        <WhenVisible minHeight="20rem">
          <Suspense fallback={<DemoLoading />}>
            <TemplateShowcase />
          </Suspense>
        </WhenVisible>
      </section>

      <section className="home-section" aria-labelledby="home-reviews">
        <h2 id="home-reviews">{t('homeSections.reviews.title')}</h2>
        <Carousel
          labels={{
            previous: t('homeSections.reviews.previous'),
            next: t('homeSections.reviews.next'),
            position: (from, until, total) =>
              t('homeSections.reviews.position', { from, to: until, total }),
          }}
          items={CARDS.map((card) => ({
            id: card,
            content: (
              <article className="product-card">
                <h3>{t(`homeSections.reviews.${card}.title`)}</h3>
                <p>{t(`homeSections.reviews.${card}.text`)}</p>
              </article>
            ),
          }))}
        />
      </section>

      <section className="home-section" aria-labelledby="home-faq">
        <h2 id="home-faq">{t('homeSections.faq.title')}</h2>
        <FaqList entries={faqEntries(t).slice(0, HOME_FAQ_COUNT)} />
        <Link to={to('/faq')}>{t('homeSections.faq.all')}</Link>
      </section>

      <section className="home-section home-card home-card--accent" aria-labelledby="home-pricing">
        <h2 id="home-pricing">{t('homeSections.pricing.title')}</h2>
        <p>{t('homeSections.pricing.text')}</p>
        <Link className="btn btn--primary btn--large" to={to('/pricing')}>
          {t('homeSections.pricing.cta')}
        </Link>
      </section>
    </>
  )
}
