// Info (spec 001 §2.7): the product tour in seven steps, with a slideshow of the templates (the
// demo resume drawn by the real template components), buttons that scroll to the free
// evaluation step or the next section, and a button that opens the product's social profile
// in a new tab when the operator configured one.
import type { TemplateName } from '@shared/resume'
import { createElement, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLazyTexts } from '../../../i18n/lazy-texts'
import { useLocale } from '../../../routes/useLocale'
import { usePageTitle } from '../../../routes/usePageTitle'
import { templateComponent } from '../../../templates/registry'
import { ScaledPage } from '../../../templates/ScaledPage'
import { demoResume } from '../demo/demo-resume'
import { useSiteConfig } from '../site-config'
import './pages.css'

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7'] as const
/** The step the "free evaluation" button scrolls to. */
const EVALUATION_STEP = 'step4'
const SLIDES: readonly TemplateName[] = ['Liner', 'Classic', 'Business', 'Fancy', 'Moda']

function scrollToStep(id: string) {
  document.getElementById(`info-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
}

function TemplateSlideshow() {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const template = SLIDES[index]!
  const resume = useMemo(() => ({ ...demoResume(), selectedTemplate: template }), [template])
  return (
    <figure className="info-slides" aria-label={t('pages.info.slideshow')}>
      <div className="info-slides__page">
        <ScaledPage firstPageOnly label={template}>
          {createElement(templateComponent(template), { resume })}
        </ScaledPage>
      </div>
      <figcaption className="site-actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={t('pages.info.previous')}
          onClick={() => setIndex((index + SLIDES.length - 1) % SLIDES.length)}
        >
          ‹
        </button>
        <span aria-live="polite">{template}</span>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          aria-label={t('pages.info.nextTemplate')}
          onClick={() => setIndex((index + 1) % SLIDES.length)}
        >
          ›
        </button>
      </figcaption>
    </figure>
  )
}

export function InfoPage() {
  useLazyTexts('pages')
  const { t } = useTranslation()
  const { to } = useLocale()
  usePageTitle(t('pages.info.title'))
  const socialUrl = useSiteConfig((state) => state.config?.socialUrl ?? null)

  return (
    <div className="page site-page info-page">
      <h1>{t('pages.info.title')}</h1>
      <p className="site-hero__lead">{t('pages.info.lead')}</p>
      <div className="site-actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => scrollToStep(EVALUATION_STEP)}
        >
          {t('pages.info.toEvaluation')}
        </button>
        {socialUrl && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => window.open(socialUrl, '_blank', 'noopener,noreferrer')}
          >
            {t('pages.info.follow')}
          </button>
        )}
      </div>
      <TemplateSlideshow />
      <ol className="info-steps">
        {STEPS.map((step, index) => (
          <li key={step} id={`info-${step}`} className="site-card info-steps__step">
            <h2>{t(`pages.info.${step}.title`)}</h2>
            <p>{t(`pages.info.${step}.text`)}</p>
            {step === EVALUATION_STEP && (
              <Link className="btn btn--primary" to={to('/cv-evaluation')}>
                {t('pages.info.evaluateCta')}
              </Link>
            )}
            {index < STEPS.length - 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() => scrollToStep(STEPS[index + 1]!)}
              >
                {t('pages.info.next')}
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  )
}
