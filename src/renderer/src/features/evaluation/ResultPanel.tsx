// The result panel (spec 000 §2, §6): the overall score circle and five categories, red flags
// first. What is readable is decided by the cloud (locked findings come without text); here a
// locked finding is shown blurred, and a locked category asks to sign in (visitor) or to
// upgrade (Free).
import { RED_FLAG_CATEGORIES, type EvaluationResponse, type Finding } from '@shared/api'
import { KNOWN_WARNING_CATEGORIES } from '@shared/evaluation/warning-titles'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../routes/useLocale'
import { useSession } from '../../stores/session'
import { ScoreCircle } from './ScoreCircle'

export const CATEGORIES = ['redFlags', 'skills', 'structure', 'content', 'sections'] as const
export type Category = (typeof CATEGORIES)[number]

const RED_FLAG_KEYS = RED_FLAG_CATEGORIES

interface Warning {
  category: string
  finding: Finding
}

/** The warnings of a category, in the order the panel lists them. */
export function warningsOf(result: EvaluationResponse, category: Category): Warning[] {
  const { evaluation } = result
  const list = (key: string, findings: readonly Finding[]) =>
    findings.map((finding) => ({ category: key, finding }))
  if (category === 'redFlags')
    return RED_FLAG_KEYS.flatMap((key) => list(key, evaluation.redFlags[key]))
  if (category === 'content') {
    const { content } = evaluation
    return [
      ...list('grammarProblems', content.grammarProblems),
      ...list('longBulletPoints', content.longBulletPoints),
      ...list('missingActionVerbs', content.missingActionVerbs),
      ...list('resumeDesignProblems', content.resumeDesignProblems),
      ...list('spellingProblems', content.spellingProblems),
      ...list('usefulLinks', content.usefulLinks),
      ...(content.misssingQuatifyingImpactLines
        ? [
            {
              category: 'misssingQuatifyingImpactLines',
              finding: { check: 'misssingQuatifyingImpactLines', text: '' },
            },
          ]
        : []),
    ]
  }
  if (category === 'structure') {
    const { structure } = evaluation
    return [
      ...list('missingSections', structure.missingSections),
      ...(structure.complexFormattingDetected
        ? [
            {
              category: 'complexFormattingDetected',
              finding: { check: 'complexFormattingDetected', text: '' },
            },
          ]
        : []),
      ...(structure.excessiveSpeicalChars
        ? [
            {
              category: 'excessiveSpeicalChars',
              finding: { check: 'excessiveSpeicalChars', text: '' },
            },
          ]
        : []),
      ...(structure.resumeLength.verdict !== 'ok'
        ? [
            {
              category: 'resumeLength',
              finding: { check: 'resumeLength', text: structure.resumeLength.verdict },
            },
          ]
        : []),
    ]
  }
  if (category === 'skills') {
    const { skills } = evaluation
    return [
      ...skills.atsMissingKeywords.map((text) => ({
        category: 'atsMissingKeywords',
        finding: { check: 'atsMissingKeywords', text },
      })),
      ...(skills.notEnoughSkills
        ? [{ category: 'notEnoughSkills', finding: { check: 'notEnoughSkills', text: '' } }]
        : []),
    ]
  }
  return []
}

function isLocked(result: EvaluationResponse, category: Category): boolean {
  if (category === 'redFlags') return false
  return result.evaluation[category].locked === true
}

export function ResultPanel({ result }: { result: EvaluationResponse }) {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<Category>('redFlags')
  const user = useSession((state) => state.user)
  const openDialog = useSession((state) => state.openDialog)
  const { to } = useLocale()
  const warnings = warningsOf(result, selected)
  // An unknown category (a newer cloud) falls back to "Issue detected" (spec 000 §8).
  const title = (category: string): string =>
    category in KNOWN_WARNING_CATEGORIES
      ? t(`evaluationPage.checks.${category as keyof typeof KNOWN_WARNING_CATEGORIES}`)
      : t('evaluationPage.checks.issueDetected')
  const locked = isLocked(result, selected)

  return (
    <section className="eval-result" aria-label={t('evaluationPage.result.label')}>
      <div className="eval-result__head">
        <ScoreCircle score={result.score} />
        <p className="eval-result__text">
          {t('evaluationPage.result.overall', { score: result.score })}
        </p>
      </div>
      <div role="tablist" className="eval-result__tabs">
        {CATEGORIES.map((category) => (
          <button
            key={category}
            role="tab"
            type="button"
            aria-selected={selected === category}
            className={`eval-tab${selected === category ? ' eval-tab--active' : ''}`}
            onClick={() => setSelected(category)}
          >
            {t(`evaluationPage.categories.${category}`)}
            <span className="eval-tab__score">{result.evaluation[category].score}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" className="eval-result__body">
        {selected === 'sections' && !locked && (
          <ul className="eval-sections">
            {result.evaluation.sections.sections.map((section) => (
              <li key={section.sectionName}>
                <strong>
                  {t(`evaluationPage.sectionNames.${section.sectionName}`, section.sectionName)}
                </strong>{' '}
                <span className="eval-sections__score">{section.score.toFixed(1)}</span>
                <p>{section.evaluation}</p>
              </li>
            ))}
          </ul>
        )}
        {selected !== 'sections' && !locked && warnings.length === 0 && (
          <p className="eval-empty">
            {selected === 'skills' &&
            result.evaluation.skills.score < 100 &&
            result.evaluation.skills.jobFamily === null
              ? t('evaluationPage.result.noJobTitle')
              : t('evaluationPage.result.perfect')}
          </p>
        )}
        {selected !== 'sections' && !locked && warnings.length > 0 && (
          <ul className="eval-warnings">
            {warnings.map(({ category, finding }, index) => (
              <li
                key={`${category}-${index}`}
                className={`eval-warning${finding.locked ? ' eval-warning--locked' : ''}`}
              >
                <strong>{title(category)}</strong>
                {finding.locked ? (
                  <span
                    className="eval-warning__blur"
                    aria-label={t('evaluationPage.result.hidden')}
                  >
                    ████████ ██████
                  </span>
                ) : (
                  <>
                    {finding.text !== '' && <q className="eval-warning__text">{finding.text}</q>}
                    {finding.suggestion && (
                      <p className="eval-warning__hint">{finding.suggestion}</p>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {(locked || warnings.some((warning) => warning.finding.locked)) && (
          <div className="eval-locked" role="note">
            {user ? (
              <>
                <p>{t('evaluationPage.locked.upgrade')}</p>
                <Link className="btn btn--primary" to={to('/pricing')}>
                  {t('evaluationPage.locked.upgradeButton')}
                </Link>
              </>
            ) : (
              <>
                <p>{t('evaluationPage.locked.login')}</p>
                <button type="button" className="btn btn--primary" onClick={() => openDialog()}>
                  {t('evaluationPage.locked.loginButton')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  )
}
