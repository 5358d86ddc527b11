// The resume's accent colour: the five colours of its template's palette as a radio group, plus
// a custom colour (spec 000 §5: a colour outside the palette is a custom colour). A colour
// outside the user's plan (Free with billing on: three colours, no custom one) is marked locked;
// choosing it opens the upgrade prompt and changes nothing (the cloud refuses it too).
import { TEMPLATE_PALETTES, isPaletteColor, setResumeColor, type Resume } from '@shared/resume'
import { decide } from '@shared/plans'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../../stores/editor'
import { PlanUpgradePrompt } from '../../plans/PlanUpgradePrompt'
import { usePlanInfo } from '../../plans/usePlanInfo'

/** `<input type="color">` needs #rrggbb; stored colours may be #rgb. */
export function longHex(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color)
  return (
    short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : color
  ).toLowerCase()
}

export function ColorPalette({ resume }: { resume: Resume }) {
  const { t } = useTranslation()
  const name = useId()
  const edit = useEditor((state) => state.edit)
  const palette = TEMPLATE_PALETTES[resume.selectedTemplate]
  const custom = !isPaletteColor(resume.selectedTemplate, resume.resumeColor)
  const current = resume.resumeColor.toLowerCase()
  const [upgrade, setUpgrade] = useState(false)
  const { effective } = usePlanInfo()
  const template = resume.selectedTemplate
  const locked = (colour: string) =>
    effective !== null &&
    colour.toLowerCase() !== current &&
    !decide(effective, 'colour', { template, colour }).allowed
  // Custom colours: any colour off the palette; locked when the plan allows palette colours only.
  const customLocked =
    effective !== null && !decide(effective, 'colour', { template, colour: '#010203' }).allowed

  return (
    <fieldset className="look-colors">
      <legend className="look-label">{t('look.color.label')}</legend>
      {palette.map((color, index) => (
        <label
          key={color}
          className={`look-swatch${locked(color) ? ' look-swatch--locked' : ''}`}
          title={locked(color) ? `${color} – ${t('plans.locked')}` : color}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={color}
            checked={!custom && color.toLowerCase() === current}
            onChange={() =>
              locked(color) ? setUpgrade(true) : edit((r) => setResumeColor(r, color))
            }
          />
          <span className="look-swatch__color" style={{ background: color }} aria-hidden="true" />
          <span className="visually-hidden">
            {t('look.color.palette', { number: index + 1, color })}
            {locked(color) ? ` (${t('plans.locked')})` : ''}
          </span>
        </label>
      ))}
      <label
        className={`look-swatch look-swatch--custom${custom ? ' look-swatch--checked' : ''}${customLocked ? ' look-swatch--locked' : ''}`}
      >
        {customLocked ? (
          <button
            type="button"
            className="look-swatch__picker"
            aria-label={`${t('look.color.custom')} (${t('plans.locked')})`}
            onClick={() => setUpgrade(true)}
          />
        ) : (
          <input
            type="color"
            className="look-swatch__picker"
            value={longHex(resume.resumeColor)}
            onChange={(event) => edit((r) => setResumeColor(r, event.target.value))}
          />
        )}
        <span className="visually-hidden">
          {custom
            ? t('look.color.customCurrent', { color: resume.resumeColor })
            : t('look.color.custom')}
        </span>
      </label>
      {upgrade && <PlanUpgradePrompt reason="colour" onClose={() => setUpgrade(false)} />}
    </fieldset>
  )
}
