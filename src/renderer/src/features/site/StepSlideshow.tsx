// "Your resume in three steps": one step at a time with previous and next buttons.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const STEPS = ['step1', 'step2', 'step3'] as const

export function StepSlideshow() {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const step = STEPS[index]!
  return (
    <div className="step-slides">
      <ol className="step-slides__dots" aria-hidden="true">
        {STEPS.map((id, i) => (
          <li key={id} className={i === index ? 'is-current' : undefined}>
            {i + 1}
          </li>
        ))}
      </ol>
      <div className="step-slides__slide" aria-live="polite">
        <p className="muted">
          {t('homeSections.steps.counter', { current: index + 1, total: STEPS.length })}
        </p>
        <h3>{t(`homeSections.steps.${step}.title`)}</h3>
        <p>{t(`homeSections.steps.${step}.text`)}</p>
      </div>
      <div className="step-slides__buttons">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          {t('homeSections.steps.previous')}
        </button>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={index === STEPS.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          {t('homeSections.steps.next')}
        </button>
      </div>
    </div>
  )
}
