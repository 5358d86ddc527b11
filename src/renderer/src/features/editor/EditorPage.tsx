// The resume editor (spec 000 §2 "Editor"): the bar (name, undo/redo, look controls, save
// state), the five steps of forms on the left and the live preview on the right, every change
// saved automatically and undoable.
import { useLazyTexts } from '../../i18n/lazy-texts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { resumeStore } from '../../library'
import { useSession } from '../../stores/session'
import { errorMessage } from '../../api/messages'
import { Loading } from '../../components/Loading'
import { EditorEvaluateButton } from '../evaluation/EditorEvaluateButton'
import { DownloadButton } from '../export/DownloadButton'
import { AtsViewButton } from '../export/AtsView'
import { HistoryButton } from '../history/HistoryButton'
import { ShareButton } from '../share/ShareButton'
import { EditorTranslateButton, TranslationLinkBanner } from '../translate/EditorTranslation'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useEditor } from '../../stores/editor'
import { recoverUnsent } from './autosave'
import { ConflictPanel } from './ConflictPanel'
import { LookControls } from './look/LookControls'
import { PreviewPane } from './PreviewPane'
import { SaveStatusIndicator } from './SaveStatusIndicator'
import { EditorSteps } from './steps/EditorSteps'
import { UndoRedoButtons } from './undo/UndoRedoButtons'
import { useUndoShortcuts } from './undo/useUndoShortcuts'
import { useAutosave, type AutosaveStart } from './useAutosave'
import './editor.css'

type Load =
  | { state: 'loading'; cvId: string }
  | { state: 'failed'; cvId: string; error: unknown }
  | ({ state: 'ready' } & AutosaveStart)

function readUnsent(cvId: string, server: { revision: number; updatedAt: string }) {
  try {
    return recoverUnsent(window.localStorage, cvId, server)
  } catch {
    return null
  }
}

export function EditorPage() {
  // The workspace's texts come with its code (i18n/lazy-texts.ts).
  useLazyTexts('workspace')
  const { t } = useTranslation()
  usePageTitle(t('editor.title'))
  const { cvId = '' } = useParams()
  const { to } = useLocale()
  const open = useEditor((state) => state.open)
  const close = useEditor((state) => state.close)
  const resume = useEditor((state) => state.resume)
  const setResumeName = useEditor((state) => state.setResumeName)
  const signedIn = useSession((state) => state.user !== null)
  const [load, setLoad] = useState<Load>({ state: 'loading', cvId })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let current = true
    resumeStore.get(cvId).then(
      (entry) => {
        if (!current) return
        const unsent = readUnsent(cvId, entry)
        open(cvId, unsent ? unsent.resume : entry.cvData)
        // An unsent copy based on an older revision is sent as such: the server answers with a
        // conflict and the user chooses, so an edit made offline in another tab is never lost.
        setLoad({
          state: 'ready',
          cvId,
          baseRevision: unsent ? unsent.baseRevision : entry.revision,
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
        ? {
            cvId: load.cvId,
            baseRevision: load.baseRevision,
            baseUpdatedAt: load.baseUpdatedAt,
            recovered: load.recovered,
          }
        : null,
    [load],
  )
  const { status, retry, conflict, keepMine, takeTheirs, keepBoth, settledRevision } =
    useAutosave(start)
  useUndoShortcuts()
  // After a linked translation update the copy changed on the server: load it again.
  const reload = useCallback(() => {
    setLoad({ state: 'loading', cvId })
    setAttempt((n) => n + 1)
  }, [cvId])
  // The desktop's sync took in another version of this resume (or a conflict was resolved in
  // the shell): with nothing of the user's unsaved, the editor shows the new version. With
  // something unsaved it stays, and its next save answers the conflict choice as usual.
  useEffect(() => {
    if (load.state !== 'ready') return
    return resumeStore.onChanged?.(() => {
      const based = settledRevision()
      if (based === null) return
      resumeStore.get(cvId).then(
        (entry) => {
          if (entry.revision !== based && settledRevision() === based) reload()
        },
        () => undefined,
      )
    })
  }, [cvId, load.state, settledRevision, reload])

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
        <UndoRedoButtons />
        <div className="editor__look">
          <LookControls />
        </div>
        <SaveStatusIndicator status={status} onRetry={retry} />
        <EditorEvaluateButton />
        {/* Translation, history, sharing and the ATS view run in the cloud, on the account's
            copy: without an account (the desktop's local library) they are not offered. */}
        {signedIn && <EditorTranslateButton cvId={cvId} resume={resume} />}
        {signedIn && (
          <HistoryButton cvId={cvId} resume={resume} saveStatus={status} onRestored={reload} />
        )}
        {signedIn && <ShareButton cvId={cvId} />}
        <DownloadButton resume={resume} answersMenu word />
        {signedIn && <AtsViewButton resume={resume} />}
      </div>
      <ConflictPanel
        key={cvId}
        conflict={conflict}
        onKeepMine={keepMine}
        onTakeTheirs={takeTheirs}
        onKeepBoth={keepBoth}
      />
      <TranslationLinkBanner
        key={`${cvId}-${attempt}`}
        cvId={cvId}
        resume={resume}
        saveStatus={status}
        onUpdated={reload}
      />
      <div className="editor__panes">
        <EditorSteps key={cvId} />
        <PreviewPane resume={resume} />
      </div>
    </div>
  )
}
