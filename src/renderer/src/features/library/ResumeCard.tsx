import type { LibraryEntry } from '@shared/api'
import { resumeLanguage } from '@shared/resume'
import { createElement } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Flag } from '../../components/Flag'
import { isLocale } from '../../i18n/locale'
import { DownloadButton } from '../export/DownloadButton'
import { useLocale } from '../../routes/useLocale'
import { joinPresent } from '../../templates/display'
import { templateComponent } from '../../templates/registry'
import { ScaledPage } from '../../templates/ScaledPage'
import { ResumeNameInput } from './ResumeNameInput'

interface ResumeCardProps {
  entry: LibraryEntry
  onRename(name: string): Promise<void>
  onDelete(): void
}

/** What a resume is called in buttons and messages: its name, else its owner's name. */
export function useResumeLabel() {
  const { t } = useTranslation()
  return (entry: LibraryEntry) =>
    entry.cvData.resumeName.trim() ||
    joinPresent([entry.cvData.contact.firstName, entry.cvData.contact.lastName], ' ') ||
    t('library.untitled')
}

export function ResumeCard({ entry, onRename, onDelete }: ResumeCardProps) {
  const { t } = useTranslation()
  const { locale, to } = useLocale()
  const label = useResumeLabel()(entry)
  const language = resumeLanguage(entry.cvData.resumeLanguage)
  const editorPath = to(`/cv-creation/${encodeURIComponent(entry.id)}`)
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(entry.updatedAt),
  )

  return (
    <li className="resume-card">
      {/* The preview is a mouse shortcut to the editor; keyboard users have the Edit button. */}
      <Link to={editorPath} className="resume-card__preview" tabIndex={-1} aria-hidden="true">
        <ScaledPage firstPageOnly>
          {createElement(templateComponent(entry.cvData.selectedTemplate), {
            resume: entry.cvData,
          })}
        </ScaledPage>
      </Link>
      <div className="resume-card__body">
        <div className="resume-card__title-row">
          {/* Emoji flags do not render on Windows or many Linux desktops, so the badge draws the
              three interface-language flags and spells out the code for every language. */}
          <span
            className="resume-card__language"
            role="img"
            aria-label={t('library.card.language', { language: language.nativeName })}
            title={language.nativeName}
          >
            {isLocale(language.code) ? <Flag locale={language.code} /> : null}
            <span className="resume-card__code">{language.code.toUpperCase()}</span>
          </span>
          <ResumeNameInput
            key={entry.cvData.resumeName}
            name={entry.cvData.resumeName}
            placeholder={label}
            onSave={onRename}
          />
        </div>
        <p className="resume-card__meta">{t('library.card.updated', { date: updated })}</p>
        <div className="resume-card__actions">
          <Link
            to={editorPath}
            className="btn btn--primary btn--small"
            aria-label={t('library.card.editNamed', { name: label })}
          >
            {t('library.card.edit')}
          </Link>
          <DownloadButton resume={entry.cvData} label={label} short />
          <button
            type="button"
            className="btn btn--ghost btn--small resume-card__delete"
            aria-label={t('library.card.deleteNamed', { name: label })}
            onClick={onDelete}
          >
            {t('library.card.delete')}
          </button>
        </div>
      </div>
    </li>
  )
}
