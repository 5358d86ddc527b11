// The import page /cv-existing (spec 000 §2 "Import page", §4 "Import"): drop a file or choose
// one, watch the overlay count to 99 % with rotating tips, then land in the editor with the new
// resume. Bad files get a clear message and nothing is created. When the cloud's AI model read
// doubtful parts again, the page first says what it did (RefinementResult) and the editor opens
// from there.
import { useLazyTexts } from '../../i18n/lazy-texts'
import type { ImportRefinement } from '@shared/api'
import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { CreditsLeft } from '../plans/CreditsLeft'
import { usePlan } from '../../stores/plan'
import { api } from '../../api'
import { usePageTitle } from '../../routes/usePageTitle'
import { useLocale } from '../../routes/useLocale'
import { importErrorMessage } from './import-errors'
import { RefinementResult } from './RefinementResult'
import { ACCEPTED_FILES, readResumeFile } from './read-file'
import { useImportProgress } from './useImportProgress'
import './import.css'

/** The tips shown while the import runs (real CV advice, in every interface language). */
const TIPS = [
  'importPage.tips.0',
  'importPage.tips.1',
  'importPage.tips.2',
  'importPage.tips.3',
  'importPage.tips.4',
  'importPage.tips.5',
  'importPage.tips.6',
  'importPage.tips.7',
  'importPage.tips.8',
  'importPage.tips.9',
  'importPage.tips.10',
  'importPage.tips.11',
] as const

export function ImportPage() {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t } = useTranslation()
  usePageTitle(t('importPage.title'))
  const navigate = useNavigate()
  const { to } = useLocale()
  const input = useRef<HTMLInputElement>(null)
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const busy = startedAt !== null
  const [dragging, setDragging] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [fileName, setFileName] = useState('')
  const [refined, setRefined] = useState<{ id: string; refinement: ImportRefinement } | null>(null)
  const { percent, tip } = useImportProgress(startedAt, TIPS.length)

  const openEditor = (id: string) => navigate(to(`/cv-creation/${encodeURIComponent(id)}`))

  async function importFile(file: File) {
    if (busy) return
    setError(null)
    setRefined(null)
    setFileName(file.name)
    setStartedAt(Date.now())
    try {
      const request = await readResumeFile(file)
      const response = await api.import.create(request)
      void usePlan.getState().refresh(usePlan.getState().loadedFor)
      if (response.refinement) {
        setRefined({ id: response.result.id, refinement: response.refinement })
        setStartedAt(null)
        return
      }
      await openEditor(response.result.id)
    } catch (failure) {
      setError(failure)
      setStartedAt(null)
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault()
    setDragging(false)
    const file = event.dataTransfer.files[0]
    if (file) void importFile(file)
  }

  return (
    <div className="page import-page">
      <h1>{t('importPage.title')}</h1>
      <p className="import-page__lead">{t('importPage.lead')}</p>
      {refined ? (
        <RefinementResult
          refinement={refined.refinement}
          onOpen={() => void openEditor(refined.id)}
        />
      ) : (
        <section
          className={`import-drop${dragging ? ' import-drop--active' : ''}`}
          aria-label={t('importPage.dropLabel')}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p className="import-drop__title">{t('importPage.dropTitle')}</p>
          <p className="import-drop__hint">{t('importPage.dropHint')}</p>
          <button
            type="button"
            className="btn btn--primary btn--large"
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {t('importPage.choose')}
          </button>
          <CreditsLeft kind="import" />
          <input
            ref={input}
            type="file"
            accept={ACCEPTED_FILES}
            className="visually-hidden"
            data-testid="import-file"
            aria-label={t('importPage.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void importFile(file)
            }}
          />
          <p className="import-drop__limits">{t('importPage.limits')}</p>
        </section>
      )}
      {error !== null && (
        <div className="import-page__error" role="alert">
          <p>
            <strong>{fileName}</strong>: {importErrorMessage(error, t)}
          </p>
          <p>{t('importPage.nothingCreated')}</p>
        </div>
      )}
      <p className="import-page__privacy">{t('importPage.privacy')}</p>
      {busy && (
        <div
          className="import-overlay"
          role="dialog"
          aria-modal="true"
          aria-labelledby="import-overlay-title"
        >
          <div className="import-overlay__panel">
            <h2 id="import-overlay-title">{t('importPage.overlay.title')}</h2>
            <p
              className="import-overlay__percent"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              {percent}%
            </p>
            <div className="import-overlay__bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </div>
            <p className="import-overlay__tip-label">{t('importPage.overlay.tipLabel')}</p>
            <p className="import-overlay__tip" aria-live="polite">
              {t(TIPS[tip] ?? TIPS[0])}
            </p>
          </div>
        </div>
      )}
    </div>
  )
}
