// The resume's own language (section titles, date words, right-to-left for Arabic): the 24
// languages with their flags and native names as a radio group in a dialog. A choice applies at
// once, so the preview behind the dialog shows it while the user is still choosing.
import { RESUME_LANGUAGES, setResumeLanguage, type Resume } from '@shared/resume'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/Flag'
import { Modal } from '../../../components/Modal'
import { useEditor } from '../../../stores/editor'
import { PickerDone } from './PickerDone'

interface ResumeLanguagePickerProps {
  resume: Resume
  onClose(): void
}

export function ResumeLanguagePicker({ resume, onClose }: ResumeLanguagePickerProps) {
  const { t } = useTranslation()
  const name = useId()
  const edit = useEditor((state) => state.edit)

  return (
    <Modal
      title={t('look.language.title')}
      description={t('look.language.description')}
      onClose={onClose}
      size="large"
    >
      <div className="language-picker" role="radiogroup" aria-label={t('look.language.title')}>
        {RESUME_LANGUAGES.map((language) => {
          const checked = language.code === resume.resumeLanguage
          return (
            <label
              key={language.code}
              className={`language-option${checked ? ' language-option--checked' : ''}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name}
                value={language.code}
                checked={checked}
                data-autofocus={checked ? '' : undefined}
                onChange={() => edit((r) => setResumeLanguage(r, language.code))}
              />
              <Flag locale={language.code} />
              <span className="language-option__name" lang={language.code} dir={language.dir}>
                {language.nativeName}
              </span>
            </label>
          )
        })}
      </div>
      <PickerDone onClose={onClose} />
    </Modal>
  )
}
