// The level picker (spec 000 §2 "Skills step"): five bars, filled up to the chosen level. They
// are radio buttons underneath, so arrow keys move between levels and screen readers announce
// the level by name. Skills may have no level at all; languages need one.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { levelText } from './texts'

interface LevelPickerProps {
  label: string
  levels: readonly string[]
  value: string
  /** Offer "No level" (skills: an empty level is allowed). */
  optional: boolean
  onChange(level: string): void
}

export function LevelPicker({ label, levels, value, optional, onChange }: LevelPickerProps) {
  const { t } = useTranslation()
  const name = useId()
  const chosen = levels.indexOf(value)
  const levelName = (level: string) => levelText(t, level)
  return (
    <fieldset className="level-picker field">
      <legend className="field__label">{label}</legend>
      <div className="level-picker__bars">
        {levels.map((level, index) => (
          <label
            key={level}
            className={`level-picker__bar${index <= chosen ? ' is-filled' : ''}`}
            title={levelName(level)}
          >
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
            />
            <span className="visually-hidden">{levelName(level)}</span>
          </label>
        ))}
      </div>
      <p className="level-picker__current" aria-hidden="true">
        {/* A stored level outside the picker (imported "Native" skill) is shown as text. */}
        {value ? levelName(value) : t('cvEditor.levels.none')}
      </p>
      {optional && value !== '' && (
        <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange('')}>
          {t('cvEditor.levels.clear')}
        </button>
      )}
    </fieldset>
  )
}
