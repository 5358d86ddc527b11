// Font family (the five bundled families) and font size, shown as 14–20 in steps of one; the
// resume stores the displayed size minus six (spec 000 §3).
import { FONT_FAMILIES, displayedFontSize, setFontFamily, type Resume } from '@shared/resume'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../../stores/editor'
import { canStepFontSize, stepFontSize } from './look'

export function FontControls({ resume }: { resume: Resume }) {
  const { t } = useTranslation()
  const familyId = useId()
  const sizeId = useId()
  const edit = useEditor((state) => state.edit)
  const size = displayedFontSize(resume.resumeFontSize)

  return (
    <>
      <div className="look-field">
        <label className="look-label" htmlFor={familyId}>
          {t('look.font.family')}
        </label>
        <select
          id={familyId}
          className="look-select"
          value={resume.resumeFontFamily}
          onChange={(event) => edit((r) => setFontFamily(r, event.target.value))}
        >
          {FONT_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {family}
            </option>
          ))}
        </select>
      </div>
      <div className="look-field" role="group" aria-labelledby={sizeId}>
        <span className="look-label" id={sizeId}>
          {t('look.font.size')}
        </span>
        <div className="look-stepper">
          <button
            type="button"
            className="look-stepper__button"
            aria-label={t('look.font.smaller')}
            disabled={!canStepFontSize(resume, -1)}
            onClick={() => edit(stepFontSize(-1))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output className="look-stepper__value" aria-live="polite">
            {size}
          </output>
          <button
            type="button"
            className="look-stepper__button"
            aria-label={t('look.font.larger')}
            disabled={!canStepFontSize(resume, 1)}
            onClick={() => edit(stepFontSize(1))}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      </div>
    </>
  )
}
