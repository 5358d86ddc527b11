// The resume editor (spec 000 §2 "Editor"): the form on the left, the live Business preview on
// the right, every change saved automatically. This issue builds the Personal step; the other
// steps (education, experiences, skills, additional), the step indicator and the look controls
// arrive with their issues, so no control for them is shown yet.
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { Loading } from '../../components/Loading'
import { DownloadButton } from '../export/DownloadButton'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useEditor } from '../../stores/editor'
import { recoverUnsent } from './autosave'
import { LookControls } from './look/LookControls'
import { PersonalForm } from './PersonalForm'
import { PreviewPane } from './PreviewPane'
import { SaveStatusIndicator } from './SaveStatusIndicator'
import { useAutosave, type AutosaveStart } from './useAutosave'
import './editor.css'

type Load =
  | { state: 'loading'; cvId: string }
  | { state: 'failed'; cvId: string; error: unknown }
  | ({ state: 'ready' } & AutosaveStart)

function readUnsent(cvId: string, updatedAt: string): unknown {
  try {
    return recoverUnsent(window.localStorage, cvId, updatedAt)
  } catch {
    return null
  }
}

export function EditorPage() {
  const { t } = useTranslation()
  usePageTitle(t('editor.title'))
  const { cvId = '' } = useParams()
  const { to } = useLocale()
  const open = useEditor((state) => state.open)
  const close = useEditor((state) => state.close)
  const resume = useEditor((state) => state.resume)
  const setResumeName = useEditor((state) => state.setResumeName)
  const [load, setLoad] = useState<Load>({ state: 'loading', cvId })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    api.library.get(cvId).then(
      (entry) => {
        if (!current) return
        const unsent = readUnsent(cvId, entry.updatedAt)
        open(cvId, unsent ?? entry.cvData)
        setLoad({
          state: 'ready',
          cvId,
          baseUpdatedAt: entry.updatedAt,
          recovered: unsent !== null,
        })
      },
      (error: unknown) => {
        if (current) setLoad({ state: 'failed', cvId, error })
      },
    )
    return () => {
      current = false
      close()
    }
  }, [cvId, attempt, open, close])

  const start = useMemo(
    () =>
      load.state === 'ready'
        ? { cvId: load.cvId, baseUpdatedAt: load.baseUpdatedAt, recovered: load.recovered }
        : null,
    [load],
  )
  const { status, retry } = useAutosave(start)

  if (load.state === 'failed' && load.cvId === cvId) {
    return (
      <div className="page">
        <div className="alert" role="alert">
          <p>{t('editor.loadFailed', { reason: errorMessage(load.error, t) })}</p>
        </div>
        <div className="editor__load-actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              setLoad({ state: 'loading', cvId })
              setAttempt((n) => n + 1)
            }}
          >
            {t('common.retry')}
          </button>
          <Link to={to('/library')} className="btn btn--secondary">
            {t('editor.backToLibrary')}
          </Link>
        </div>
      </div>
    )
  }
  if (load.state !== 'ready' || load.cvId !== cvId || !resume)
    return <Loading label={t('editor.loading')} />

  return (
    <div className="editor">
      <h1 className="visually-hidden">{t('editor.heading')}</h1>
      <div className="editor__bar">
        <Link to={to('/library')} className="btn btn--ghost btn--small">
          <span aria-hidden="true">←</span> {t('editor.backToLibrary')}
        </Link>
        <label className="editor__name">
          <span className="visually-hidden">{t('editor.resumeName')}</span>
          <input
            className="editor__name-input"
            value={resume.resumeName}
            placeholder={t('editor.resumeNamePlaceholder')}
            maxLength={500}
            onChange={(event) => setResumeName(event.target.value)}
          />
        </label>
        <SaveStatusIndicator status={status} onRetry={retry} />
        <LookControls />
        <DownloadButton resume={resume} />
      </div>
      <div className="editor__panes">
        <section className="editor__form" aria-labelledby="editor-step-title">
          <h2 id="editor-step-title" className="editor__step-title">
            {t('editor.personal.title')}
          </h2>
          <p className="muted editor__step-hint">{t('editor.personal.hint')}</p>
          <PersonalForm key={cvId} contact={resume.contact} />
        </section>
        <PreviewPane resume={resume} />
      </div>
    </div>
  )
}
