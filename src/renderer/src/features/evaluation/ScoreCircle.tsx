// The score circle: fills to the score over about one second (spec 000 §9: circumference 283,
// 1 s animation) in the band's colour, with the band's label under the number.
import { SCORE_CIRCUMFERENCE, scoreBand } from '@shared/evaluation/bands'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

export const SCORE_ANIMATION_MS = 1000

export function ScoreCircle({ score, size = 140 }: { score: number; size?: number }) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(0)
  useEffect(() => {
    let frame = 0
    const start = performance.now()
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / SCORE_ANIMATION_MS)
      setShown(Math.round(score * (1 - (1 - progress) ** 3)))
      if (progress < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [score])
  const band = scoreBand(score)
  const offset = SCORE_CIRCUMFERENCE * (1 - shown / 100)
  return (
    <figure
      className="score-circle"
      style={{ width: size }}
      aria-label={t('evaluationPage.scoreLabel', { score })}
    >
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
        <circle cx="50" cy="50" r="45" className="score-circle__track" />
        <circle
          cx="50"
          cy="50"
          r="45"
          className="score-circle__value"
          stroke={band.color}
          strokeDasharray={SCORE_CIRCUMFERENCE}
          strokeDashoffset={offset}
          transform="rotate(-90 50 50)"
        />
        <text
          x="50"
          y="56"
          textAnchor="middle"
          className="score-circle__number"
          data-testid="score-number"
        >
          {shown}
        </text>
      </svg>
      <figcaption className="score-circle__label" style={{ color: band.color }}>
        {t(`evaluationPage.bands.${band.label}`)}
      </figcaption>
    </figure>
  )
}
