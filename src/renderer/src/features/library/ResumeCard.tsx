import type { LibraryEntry } from '@shared/api'
import { resumeLanguage, type ResumeLanguageCode } from '@shared/resume'
import { createElement, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Flag } from '../../components/Flag'
import { DownloadButton } from '../export/DownloadButton'
import { useLocale } from '../../routes/useLocale'
import { joinPresent } from '../../templates/display'
import { templateComponent } from '../../templates/registry'
import { ScaledPage } from '../../templates/ScaledPage'
import { errorMessage } from '../../api/messages'
import { PreviewRetry } from './PreviewRetry'
import { ResumeNameInput } from './ResumeNameInput'

/** A language version of this resume (a translated copy of it), shown as a flag on the card. */
export interface LanguageVersion {
  id: string
  code: ResumeLanguageCode
}

interface ResumeCardProps {
  entry: LibraryEntry
  /** Outside the plan (Free: every resume but the first): actions open the upgrade prompt. */
  locked?: boolean
  onLocked?(): void
  onRename(name: string): Promise<void>
  onDuplicate?(): Promise<void>
  onDelete(): void
  onTranslate(): void
  /** The translated copies of this resume. */
  versions?: readonly LanguageVersion[]
  /** Set on a translated copy whose source is in the library: the source's label. */
  sourceLabel?: string | null
}

/** What a resume is called in buttons and messages: its name, else its owner's name. */
export function useResumeLabel() {
  const { t } = useTranslation()
  return (entry: LibraryEntry) =>
    entry.cvData.resumeName.trim() ||
    joinPresent([entry.cvData.contact.firstName, entry.cvData.contact.lastName], ' ') ||
    t('library.untitled')
}

export function ResumeCard({
  entry,
  locked = false,
  onLocked = () => undefined,
  onRename,
  onDuplicate,
  onDelete,
  onTranslate,
  versions = [],
  sourceLabel = null,
}: ResumeCardProps) {
  const { t } = useTranslation()
  const [duplicating, setDuplicating] = useState(false)
  const [duplicateError, setDuplicateError] = useState<unknown>(null)
  const { locale, to } = useLocale()
  const label = useResumeLabel()(entry)
  const language = resumeLanguage(entry.cvData.resumeLanguage)
  const editorPath = to(`/cv-creation/${encodeURIComponent(entry.id)}`)
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(entry.updatedAt),
  )

  return (
    <li className={`resume-card${locked ? ' resume-card--locked' : ''}`} data-locked={locked}>
      {/* The preview is a mouse shortcut to the editor; keyboard users have the Edit button. */}
      <Link
        to={editorPath}
        className="resume-card__preview"
        tabIndex={-1}
        aria-hidden="true"
        onClick={(event) => {
          if (!locked) return
          event.preventDefault()
          onLocked()
        }}
      >
        <PreviewRetry>
          <ScaledPage firstPageOnly>
            {createElement(templateComponent(entry.cvData.selectedTemplate), {
              resume: entry.cvData,
            })}
          </ScaledPage>
        </PreviewRetry>
      </Link>
      <div className="resume-card__body">
        <div className="resume-card__title-row">
          {locked && (
            <span
              className="resume-card__lock"
              role="img"
              aria-label={t('plans.locked')}
              title={t('plans.locked')}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
                />
              </svg>
            </span>
          )}
          {/* Emoji flags do not render on Windows or many Linux desktops, so the badge draws the
              three interface-language flags and spells out the code for every language. */}
          <span
            className="resume-card__language"
            role="img"
            aria-label={t('library.card.language', { language: language.nativeName })}
            title={language.nativeName}
          >
            <Flag locale={language.code} />
            <span className="resume-card__code">{language.code.toUpperCase()}</span>
          </span>
          <ResumeNameInput
            key={entry.cvData.resumeName}
            name={entry.cvData.resumeName}
            placeholder={label}
            onSave={onRename}
          />
        </div>
        {sourceLabel !== null && (
          <p className="resume-card__meta resume-card__source">
            {t('translate.card.translatedFrom', { name: sourceLabel })}
          </p>
        )}
        {entry.translation?.mode === 'offline-only' && (
          <p className="resume-card__meta resume-card__offline">{t('translate.offlineLabel')}</p>
        )}
        {versions.length > 0 && (
          <p className="resume-card__versions">
            <span className="resume-card__meta">{t('translate.card.versions')}:</span>
            {versions.map((version) => (
              <Link
                key={version.id}
                to={to(`/cv-creation/${encodeURIComponent(version.id)}`)}
                className="resume-card__version"
                aria-label={t('translate.card.versionNamed', {
                  language: resumeLanguage(version.code).nativeName,
                })}
                title={resumeLanguage(version.code).nativeName}
              >
                <Flag locale={version.code} />
                <span className="resume-card__code">{version.code.toUpperCase()}</span>
              </Link>
            ))}
          </p>
        )}
        <p className="resume-card__meta">{t('library.card.updated', { date: updated })}</p>
        <div className="resume-card__actions">
          {locked ? (
            <>
              {/* Locked actions stay focusable (aria-disabled) so the prompt can say why. */}
              <button
                type="button"
                className="btn btn--primary btn--small"
                aria-disabled="true"
                aria-label={t('library.card.editNamed', { name: label })}
                onClick={onLocked}
              >
                {t('library.card.edit')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-disabled="true"
                aria-label={t('plans.duplicate.named', { name: label })}
                onClick={onLocked}
              >
                {t('plans.duplicate.button')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-disabled="true"
                aria-label={t('translate.card.translateNamed', { name: label })}
                onClick={onLocked}
              >
                {t('translate.card.translate')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-disabled="true"
                aria-label={t('exportPdf.downloadNamed', { name: label })}
                onClick={onLocked}
              >
                {t('exportPdf.downloadShort')}
              </button>
            </>
          ) : (
            <>
              <Link
                to={editorPath}
                className="btn btn--primary btn--small"
                aria-label={t('library.card.editNamed', { name: label })}
              >
                {t('library.card.edit')}
              </Link>
              {onDuplicate && (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  aria-label={t('plans.duplicate.named', { name: label })}
                  aria-busy={duplicating}
                  disabled={duplicating}
                  onClick={() => {
                    setDuplicating(true)
                    setDuplicateError(null)
                    onDuplicate()
                      .catch((error: unknown) => setDuplicateError(error))
                      .finally(() => setDuplicating(false))
                  }}
                >
                  {duplicating ? t('plans.duplicate.working') : t('plans.duplicate.button')}
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-label={t('translate.card.translateNamed', { name: label })}
                onClick={onTranslate}
              >
                {t('translate.card.translate')}
              </button>
              <DownloadButton resume={entry.cvData} label={label} short />
            </>
          )}
          <button
            type="button"
            className="btn btn--ghost btn--small resume-card__delete"
            aria-label={t('library.card.deleteNamed', { name: label })}
            onClick={onDelete}
          >
            {t('library.card.delete')}
          </button>
        </div>
        {duplicateError !== null && (
          <p className="field__error" role="alert">
            {t('plans.duplicate.failed', { reason: errorMessage(duplicateError, t) })}
          </p>
        )}
      </div>
    </li>
  )
}
