// The home page's live demo (spec 000 §2, 001 §2.6): the demo resume drawn by the real Liner
// template, with the spec's five palette colours plus a custom colour, the five font families
// and sizes 10–16; the sample evaluation the real engine gives it; and a showcase of the same
// resume in other templates. This module is its own chunk, loaded after the home page has
// painted, so the templates and the engine never weigh on the first load. The look is
// remembered between visits only with the visitor's consent (optionalStorage).
import { useLazyTexts } from '../../../i18n/lazy-texts'
import { KNOWN_WARNING_CATEGORIES } from '@shared/evaluation/warning-titles'
import { FONT_FAMILIES, type FontFamily, type TemplateName } from '@shared/resume'
import { createElement, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLocale } from '../../../routes/useLocale'
import { templateComponent } from '../../../templates/registry'
import { ScaledPage } from '../../../templates/ScaledPage'
import { ScoreCircle } from '../../evaluation/ScoreCircle'
import { optionalStorage } from '../consent'
import { demoEvaluation } from './demo-evaluation'
import {
  DEFAULT_DEMO_LOOK,
  DEMO_COLOURS,
  DEMO_MAX_SIZE,
  DEMO_MIN_SIZE,
  DEMO_TEMPLATE,
  demoResume,
  type DemoLook,
} from './demo-resume'
import './demo.css'

const LOOK_KEY = 'demoLook'
const SHOWCASE: readonly TemplateName[] = ['Classic', 'Business', 'Fancy']

/** A stored look, when consent allowed keeping one and it is still a valid look. */
function storedLook(): DemoLook {
  try {
    const value = JSON.parse(optionalStorage.get(LOOK_KEY) ?? 'null') as Partial<DemoLook> | null
    if (!value) return DEFAULT_DEMO_LOOK
    const colour = /^#[0-9a-f]{6}$/i.test(value.colour ?? '') ? value.colour! : null
    const font = FONT_FAMILIES.find((family) => family === value.font) ?? null
    const size = Number.isInteger(value.size) ? value.size! : null
    if (!colour || !font || size === null || size < DEMO_MIN_SIZE || size > DEMO_MAX_SIZE)
      return DEFAULT_DEMO_LOOK
    return { colour, font, size }
  } catch {
    return DEFAULT_DEMO_LOOK
  }
}

export function HomeDemo() {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t } = useTranslation()
  const [look, setLook] = useState<DemoLook>(storedLook)
  const resume = useMemo(() => demoResume(look), [look])
  const colourName = useId()
  const fontId = useId()

  function change(next: Partial<DemoLook>) {
    setLook((current) => {
      const updated = { ...current, ...next }
      optionalStorage.set(LOOK_KEY, JSON.stringify(updated))
      return updated
    })
  }

  const custom = !DEMO_COLOURS.some((colour) => colour === look.colour.toLowerCase())

  return (
    <div className="home-demo">
      <div className="home-demo__controls">
        <fieldset className="home-demo__colours">
          <legend>{t('homeSections.demo.colour')}</legend>
          {DEMO_COLOURS.map((colour) => (
            <label key={colour} className="home-demo__swatch" title={colour}>
              <input
                type="radio"
                className="visually-hidden"
                name={colourName}
                value={colour}
                checked={look.colour.toLowerCase() === colour}
                onChange={() => change({ colour })}
              />
              <span style={{ background: colour }} aria-hidden="true" />
              <span className="visually-hidden">{colour}</span>
            </label>
          ))}
          <label
            className={`home-demo__swatch home-demo__swatch--custom${custom ? ' is-checked' : ''}`}
          >
            <input
              type="color"
              value={look.colour}
              onChange={(event) => change({ colour: event.target.value.toLowerCase() })}
            />
            <span className="visually-hidden">{t('homeSections.demo.customColour')}</span>
          </label>
        </fieldset>
        <div className="field home-demo__font">
          <label htmlFor={fontId}>{t('homeSections.demo.font')}</label>
          <select
            id={fontId}
            value={look.font}
            onChange={(event) => change({ font: event.target.value as FontFamily })}
          >
            {FONT_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {family}
              </option>
            ))}
          </select>
        </div>
        <div className="home-demo__size" role="group" aria-label={t('homeSections.demo.size')}>
          <span aria-hidden="true">{t('homeSections.demo.size')}</span>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-label={t('homeSections.demo.smaller')}
            disabled={look.size <= DEMO_MIN_SIZE}
            onClick={() => change({ size: look.size - 1 })}
          >
            −
          </button>
          <output aria-live="polite" data-testid="demo-size">
            {look.size}
          </output>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-label={t('homeSections.demo.larger')}
            disabled={look.size >= DEMO_MAX_SIZE}
            onClick={() => change({ size: look.size + 1 })}
          >
            +
          </button>
        </div>
      </div>
      <div className="home-demo__preview">
        <ScaledPage
          firstPageOnly
          label={t('homeSections.demo.preview', { template: DEMO_TEMPLATE })}
        >
          {createElement(templateComponent(DEMO_TEMPLATE), { resume })}
        </ScaledPage>
      </div>
    </div>
  )
}

export function DemoEvaluationCard() {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t } = useTranslation()
  const { to } = useLocale()
  const { score, warnings } = demoEvaluation()
  return (
    <div className="home-eval">
      <ScoreCircle score={score} />
      <div>
        <h3>{t('homeSections.evaluation.warnings')}</h3>
        <ul className="home-eval__warnings">
          {warnings.map((warning) => (
            <li key={warning.check} data-check={warning.check}>
              <strong>
                {warning.check in KNOWN_WARNING_CATEGORIES
                  ? t(
                      `evaluationPage.checks.${warning.check as keyof typeof KNOWN_WARNING_CATEGORIES}`,
                    )
                  : t('evaluationPage.checks.issueDetected')}
              </strong>
              {warning.text !== '' && <q>{warning.text}</q>}
            </li>
          ))}
        </ul>
        <Link className="btn btn--primary" to={to('/cv-evaluation')}>
          {t('homeSections.evaluation.cta')}
        </Link>
      </div>
    </div>
  )
}

export function TemplateShowcase() {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t } = useTranslation()
  const resume = useMemo(() => demoResume(), [])
  return (
    <ul className="home-showcase">
      {SHOWCASE.map((template) => (
        <li key={template}>
          <ScaledPage firstPageOnly label={t('homeSections.demo.preview', { template })}>
            {createElement(templateComponent(template), {
              resume: { ...resume, selectedTemplate: template },
            })}
          </ScaledPage>
          <p>{template}</p>
        </li>
      ))}
    </ul>
  )
}
