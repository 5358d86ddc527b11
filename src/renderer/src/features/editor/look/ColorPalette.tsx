// The resume's accent colour: the five colours of its template's palette as a radio group, plus
// a custom colour (spec 000 §5: a colour outside the palette is a custom colour).
import { TEMPLATE_PALETTES, isPaletteColor, setResumeColor, type Resume } from '@shared/resume'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../../stores/editor'

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

  return (
    <fieldset className="look-colors">
      <legend className="look-label">{t('look.color.label')}</legend>
      {palette.map((color, index) => (
        <label key={color} className="look-swatch" title={color}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={color}
            checked={!custom && color.toLowerCase() === current}
            onChange={() => edit((r) => setResumeColor(r, color))}
          />
          <span className="look-swatch__color" style={{ background: color }} aria-hidden="true" />
          <span className="visually-hidden">
            {t('look.color.palette', { number: index + 1, color })}
          </span>
        </label>
      ))}
      <label className={`look-swatch look-swatch--custom${custom ? ' look-swatch--checked' : ''}`}>
        <input
          type="color"
          className="look-swatch__picker"
          value={longHex(resume.resumeColor)}
          onChange={(event) => edit((r) => setResumeColor(r, event.target.value))}
        />
        <span className="visually-hidden">
          {custom
            ? t('look.color.customCurrent', { color: resume.resumeColor })
            : t('look.color.custom')}
        </span>
      </label>
    </fieldset>
  )
}
