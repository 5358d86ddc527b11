// The step indicator (spec 000 §2 "Editor"): a numbered list of the five steps, any of which
// can be opened directly. A step whose section scored under 60 in the last evaluation carries a
// warning mark, with the score in words for screen readers.
import { EDITOR_STEPS, type EditorStep } from '@shared/resume'
import { useTranslation } from 'react-i18next'

interface StepIndicatorProps {
  current: EditorStep
  warnings: ReadonlySet<EditorStep>
  scores: ReadonlyMap<EditorStep, number>
  onSelect(step: EditorStep): void
}

export function StepIndicator({ current, warnings, scores, onSelect }: StepIndicatorProps) {
  const { t } = useTranslation()
  return (
    <nav className="steps" aria-label={t('cvEditor.steps.label')}>
      <ol className="steps__list">
        {EDITOR_STEPS.map((step, index) => {
          const warned = warnings.has(step)
          const score = scores.get(step)
          return (
            <li key={step} className="steps__item">
              <button
                type="button"
                className={`steps__button${step === current ? ' is-current' : ''}${warned ? ' has-warning' : ''}`}
                aria-current={step === current ? 'step' : undefined}
                onClick={() => onSelect(step)}
              >
                <span className="steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="steps__name">{t(`cvEditor.steps.${step}`)}</span>
                {warned && (
                  <span className="steps__warning" title={t('cvEditor.steps.warning', { score })}>
                    <span aria-hidden="true">!</span>
                    <span className="visually-hidden">
                      {t('cvEditor.steps.warning', { score })}
                    </span>
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
