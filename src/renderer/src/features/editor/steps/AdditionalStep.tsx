// The Additional step (spec 000 §2): the nine additional sections as toggle buttons, tinted
// when the section holds items, and one panel below for the section that is open. A section
// becoming active (a click in the preview, Edit) opens its panel.
import { ADDITIONAL_SECTIONS, setShowLanguageLevels } from '@shared/resume'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useEditor } from '../../../stores/editor'
import { SectionEditor } from '../sections/SectionEditor'
import { LevelsToggle } from './LevelsToggle'

type AdditionalSection = (typeof ADDITIONAL_SECTIONS)[number]

function isAdditional(name: string | undefined): name is AdditionalSection {
  return (ADDITIONAL_SECTIONS as readonly string[]).includes(name ?? '')
}

export function AdditionalStep() {
  const { t } = useTranslation()
  const resume = useEditor((state) => state.resume)
  const active = useEditor((state) => state.activeSection)
  const focusSection = useEditor((state) => state.focusSection)
  const edit = useEditor((state) => state.edit)
  const activeName = active?.sectionName
  const [open, setOpen] = useState<AdditionalSection | null>(
    isAdditional(activeName) ? activeName : null,
  )
  const [seenActive, setSeenActive] = useState(activeName)
  // The section that becomes active opens its panel; closing a panel stays closed.
  if (activeName !== seenActive) {
    setSeenActive(activeName)
    if (isAdditional(activeName)) setOpen(activeName)
  }
  if (!resume) return null

  function toggle(section: AdditionalSection) {
    if (open === section) {
      setOpen(null)
      return
    }
    setOpen(section)
    focusSection({ sectionName: section, itemId: null })
  }

  return (
    <div className="additional">
      <div
        className="additional__toggles"
        role="group"
        aria-label={t('cvEditor.additional.choose')}
      >
        {ADDITIONAL_SECTIONS.map((section) => {
          const count = resume[section].length
          return (
            <button
              key={section}
              type="button"
              className={`additional__toggle${count > 0 ? ' is-filled' : ''}`}
              aria-pressed={open === section}
              aria-controls={open === section ? 'additional-panel' : undefined}
              onClick={() => toggle(section)}
              data-section={section}
            >
              <span>{t(`cvEditor.sections.${section}.title`)}</span>
              {count > 0 && (
                <span className="additional__count">
                  <span aria-hidden="true">{count}</span>
                  <span className="visually-hidden">
                    {t('cvEditor.additional.count', { count })}
                  </span>
                </span>
              )}
            </button>
          )
        })}
      </div>
      {open && (
        <section
          id="additional-panel"
          className="additional__panel"
          aria-labelledby="additional-panel-title"
          data-editor-section={open}
        >
          <h3 id="additional-panel-title" className="additional__title">
            {t(`cvEditor.sections.${open}.title`)}
          </h3>
          <p className="muted">{t(`cvEditor.sections.${open}.hint`)}</p>
          {open === 'languages' && (
            <LevelsToggle
              label={t('cvEditor.languages.showLevels')}
              checked={resume.showLanguageLevels}
              onChange={(show) => edit((current) => setShowLanguageLevels(current, show))}
            />
          )}
          <SectionEditor section={open} />
        </section>
      )}
    </div>
  )
}
