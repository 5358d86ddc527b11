// The controls for how the resume looks (spec 000 §2 "Editor"): template, colour, font family,
// font size and resume language. Every change goes through the editor store's `edit`, so it is
// saved and undoable like any other edit.
import { TEMPLATE_DISPLAY_NAMES, resumeLanguage } from '@shared/resume'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/Flag'
import { useEditor } from '../../../stores/editor'
import { ColorPalette } from './ColorPalette'
import { FontControls } from './FontControls'
import { ResumeLanguagePicker } from './ResumeLanguagePicker'
import { TemplatePicker } from './TemplatePicker'
import './look.css'

type Dialog = 'template' | 'language' | null

export function LookControls() {
  const { t } = useTranslation()
  const resume = useEditor((state) => state.resume)
  const [dialog, setDialog] = useState<Dialog>(null)
  if (!resume) return null
  const language = resumeLanguage(resume.resumeLanguage)

  return (
    <div className="look-controls" role="group" aria-label={t('look.label')}>
      <div className="look-field">
        <span className="look-label" aria-hidden="true">
          {t('look.templates.label')}
        </span>
        <button
          type="button"
          className="look-button"
          aria-haspopup="dialog"
          aria-label={t('look.templates.change', {
            name: TEMPLATE_DISPLAY_NAMES[resume.selectedTemplate],
          })}
          onClick={() => setDialog('template')}
        >
          {TEMPLATE_DISPLAY_NAMES[resume.selectedTemplate]}
        </button>
      </div>
      <ColorPalette resume={resume} />
      <FontControls resume={resume} />
      <div className="look-field">
        <span className="look-label" aria-hidden="true">
          {t('look.language.label')}
        </span>
        <button
          type="button"
          className="look-button"
          aria-haspopup="dialog"
          aria-label={t('look.language.change', { name: language.nativeName })}
          onClick={() => setDialog('language')}
        >
          <Flag locale={language.code} />
          <span lang={language.code}>{language.nativeName}</span>
        </button>
      </div>
      {dialog === 'template' && <TemplatePicker resume={resume} onClose={() => setDialog(null)} />}
      {dialog === 'language' && (
        <ResumeLanguagePicker resume={resume} onClose={() => setDialog(null)} />
      )}
    </div>
  )
}
