// The cover letter editor (issue 19.1): the letter's fields on the left, the letter on A4 pages
// in its resume's look on the right (the same PaginatedDocument the print page uses). Like the
// resume editor: every change is autosaved (the same engine: debounced, kept on the device until
// the server confirms, retried, revision-checked), undo and redo cover every change (the
// keyboard shortcuts too), and a save refused because another tab or device saved first shows
// both choices without losing either version. Beside it: the AI draft, translation into a copy
// and the PDF download.
import type { CoverLetterEntry, LibraryEntry } from '@shared/api'
import { letterPlaceholders, normalizeCoverLetter } from '@shared/cover-letter/model'
import { createResume, type Resume } from '@shared/resume'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { Loading } from '../../components/Loading'
import { RichTextEditor } from '../../components/RichTextEditor'
import { TextField } from '../../components/TextField'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { CoverLetterDocument } from '../../templates/cover-letter/CoverLetterDocument'
import { PaginatedDocument } from '../../templates/pagination/PaginatedDocument'
import { ScaledPage } from '../../templates/ScaledPage'
import { useAutosaveBinding, type AutosaveBinding } from '../editor/useAutosaveBinding'
import { SaveStatusIndicator } from '../editor/SaveStatusIndicator'
import { undoCommandFor } from '../editor/undo/undo-keys'
import { CoverLetterDraft } from './CoverLetterDraft'
import { CoverLetterExport } from './CoverLetterExport'
import { CoverLetterTranslate } from './CoverLetterTranslate'
import { useCoverLetter, type LetterState } from './store'
import '../editor/editor.css'
import '../editor/preview/preview.css'
import './cover-letters.css'

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; entry: CoverLetterEntry; resumes: LibraryEntry[] }

/** The other version a 409 carries, as this editor's state. */
function letterConflictOf(error: unknown) {
  if (!(error instanceof ApiError) || error.id !== 'revision_conflict') return null
  const current = error.current as Partial<CoverLetterEntry> | undefined
  if (!current || typeof current.revision !== 'number' || typeof current.updatedAt !== 'string')
    return null
  const cvData: LetterState = {
    letter: normalizeCoverLetter(current.letter).letter,
    resumeId: current.resumeId ?? null,
  }
  return { revision: current.revision, updatedAt: current.updatedAt, cvData }
}

/** Autosave of the open letter, wired to the store (the resume editor's engine and binding). */
function useLetterAutosave(entry: CoverLetterEntry | null) {
  const binding = useMemo((): AutosaveBinding<LetterState> | null => {
    if (!entry) return null
    return {
      id: entry.id,
      baseRevision: entry.revision,
      baseUpdatedAt: entry.updatedAt,
      save: async (state, revision) => {
        const { result } = await api.coverLetter.update({
          id: entry.id,
          letter: state.letter,
          resumeId: state.resumeId,
          baseRevision: revision,
        })
        return { revision: result.revision, updatedAt: result.updatedAt }
      },
      conflictOf: letterConflictOf,
      subscribe: (change) =>
        useCoverLetter.subscribe((next, previous) => {
          if (next.letterId !== entry.id || !next.state) return
          if (next.state !== previous.state) change(next.state)
        }),
      adopt: (version) => useCoverLetter.getState().replace(version.cvData as LetterState),
    }
  }, [entry])
  const { status, conflict, retry, keepMine, takeTheirs, flush, currentConflict } =
    useAutosaveBinding(binding)

  /** Saves this editor's version as a new letter, then shows the other version here. */
  const keepBoth = useCallback(
    async (copyName: (name: string) => string) => {
      const current = currentConflict()
      if (!current) return null
      const { letter, resumeId } = current.mine
      const { result } = await api.coverLetter.create({
        resumeId,
        letter: { ...letter, name: copyName(letter.name) },
      })
      takeTheirs()
      return result.id
    },
    [currentConflict, takeTheirs],
  )

  return { status, conflict, keepBoth, retry, keepMine, takeTheirs, flush }
}

/** Undo and redo keys anywhere on the page (not inside a dialog), as in the resume editor. */
function useLetterUndoKeys() {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const command = undoCommandFor(event)
      if (!command) return
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return
      event.preventDefault()
      const store = useCoverLetter.getState()
      if (command === 'undo') store.undo()
      else store.redo()
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true })
  }, [])
}

export function CoverLetterPage() {
  useLazyTexts('workspace')
  const { t } = useTranslation()
  usePageTitle(t('coverLetter.editor.title'))
  const { to } = useLocale()
  const { letterId = '' } = useParams()
  const uid = useSession((state) => state.user?.uid)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const state = useCoverLetter((store) => (store.letterId === letterId ? store.state : null))
  const canUndo = useCoverLetter((store) => store.history.past.length > 0)
  const canRedo = useCoverLetter((store) => store.history.future.length > 0)
  const store = useCoverLetter.getState()

  useEffect(() => {
    if (!uid) return
    let live = true
    Promise.all([api.coverLetter.get({ id: letterId }), api.library.list({ uid })]).then(
      ([{ result: entry }, { result: resumes }]) => {
        if (!live) return
        useCoverLetter.getState().open(entry.id, { letter: entry.letter, resumeId: entry.resumeId })
        setLoad({ state: 'ready', entry, resumes })
      },
      (error: unknown) => live && setLoad({ state: 'failed', error }),
    )
    return () => {
      live = false
    }
  }, [letterId, uid, attempt])

  useEffect(() => () => useCoverLetter.getState().close(), [])

  const entry = load.state === 'ready' ? load.entry : null
  const { status, conflict, retry, keepMine, takeTheirs, keepBoth, flush } =
    useLetterAutosave(entry)
  const [copyId, setCopyId] = useState<string | null>(null)
  const [conflictError, setConflictError] = useState<unknown>(null)
  useLetterUndoKeys()

  const resumes = useMemo(() => (load.state === 'ready' ? load.resumes : []), [load])
  const resumeId = state?.resumeId ?? null
  const language = state?.letter.language ?? 'en'
  const sender: Resume = useMemo(() => {
    const linked = resumes.find((resume) => resume.id === resumeId)
    return linked?.cvData ?? createResume({ resumeLanguage: language })
  }, [resumes, resumeId, language])

  const content = useMemo(
    () => (state ? <CoverLetterDocument resume={sender} letter={state.letter} /> : undefined),
    [sender, state],
  )
  const [pages, setPages] = useState(1)

  if (load.state === 'failed') {
    return (
      <div className="page">
        <div className="alert" role="alert">
          <p>{t('coverLetter.editor.loadFailed', { reason: errorMessage(load.error, t) })}</p>
        </div>
        <div className="editor__load-actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('common.retry')}
          </button>
          <Link to={to('/library')} className="btn btn--secondary">
            {t('coverLetter.editor.back')}
          </Link>
        </div>
      </div>
    )
  }
  if (load.state !== 'ready' || !state) return <Loading label={t('coverLetter.editor.loading')} />

  const { letter } = state
  const placeholders = letterPlaceholders(letter)
  const resumeName = (resume: LibraryEntry) =>
    resume.cvData.resumeName.trim() || t('library.untitled')

  return (
    <div className="editor cover-letter-editor">
      <h1 className="visually-hidden">{t('coverLetter.editor.title')}</h1>
      <div className="editor__bar">
        <Link to={to('/library')} className="btn btn--ghost btn--small">
          <span aria-hidden="true">←</span> {t('coverLetter.editor.back')}
        </Link>
        <label className="editor__name">
          <span className="visually-hidden">{t('coverLetter.editor.name')}</span>
          <input
            className="editor__name-input"
            value={letter.name}
            placeholder={t('coverLetter.library.untitled')}
            maxLength={200}
            onChange={(event) => store.setField('name', event.target.value)}
            onBlur={store.endTyping}
          />
        </label>
        <div className="undo-redo" role="group" aria-label={t('cvEditor.history.label')}>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={store.undo}
            disabled={!canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
            title={t('cvEditor.history.undoTitle')}
          >
            <span aria-hidden="true">↶</span> {t('cvEditor.history.undo')}
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={store.redo}
            disabled={!canRedo}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            title={t('cvEditor.history.redoTitle')}
          >
            <span aria-hidden="true">↷</span> {t('cvEditor.history.redo')}
          </button>
        </div>
        <SaveStatusIndicator status={status} onRetry={retry} />
        <CoverLetterTranslate letterId={letterId} letter={letter} beforeStart={flush} />
        <CoverLetterExport letterId={letterId} letter={letter} resume={sender} />
      </div>
      {conflict && (
        <div className="alert alert--warning editor__conflict" role="alert">
          <p>{t('coverLetter.editor.conflict')}</p>
          <div className="editor__conflict-actions">
            <button type="button" className="btn btn--primary btn--small" onClick={keepMine}>
              {t('coverLetter.editor.keepMine')}
            </button>
            <button type="button" className="btn btn--secondary btn--small" onClick={takeTheirs}>
              {t('coverLetter.editor.takeTheirs')}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => {
                setConflictError(null)
                keepBoth((name) =>
                  t('coverLetter.editor.copyName', {
                    name: name.trim() || t('coverLetter.library.untitled'),
                  }),
                ).then(setCopyId, setConflictError)
              }}
            >
              {t('coverLetter.editor.keepBoth')}
            </button>
          </div>
          {conflictError !== null && (
            <p className="field__error">{errorMessage(conflictError, t)}</p>
          )}
        </div>
      )}
      {!conflict && copyId && (
        <div className="alert alert--info editor__conflict" role="status">
          <p>{t('coverLetter.editor.copySaved')}</p>
          <Link
            className="btn btn--secondary btn--small"
            to={to(`/cover-letter/${encodeURIComponent(copyId)}`)}
          >
            {t('coverLetter.translate.open')}
          </Link>
        </div>
      )}
      <div className="editor__panes">
        <section
          className="cover-letter-editor__form"
          aria-label={t('coverLetter.editor.formLabel')}
        >
          <div className="field">
            <label className="field__label" htmlFor="cover-letter-resume">
              {t('coverLetter.editor.resume')}
            </label>
            <select
              id="cover-letter-resume"
              className="field__input"
              value={state.resumeId ?? ''}
              onChange={(event) => store.setResume(event.target.value || null)}
              aria-describedby="cover-letter-resume-hint"
            >
              <option value="">{t('coverLetter.editor.noResume')}</option>
              {resumes.map((resume) => (
                <option key={resume.id} value={resume.id}>
                  {resumeName(resume)}
                </option>
              ))}
            </select>
            <p id="cover-letter-resume-hint" className="field__hint">
              {t('coverLetter.editor.senderHint')}
            </p>
          </div>
          <CoverLetterDraft resumeId={state.resumeId} letter={letter} />
          {placeholders.length > 0 && (
            <p className="alert alert--info cover-letter-editor__gaps" role="status">
              {t('coverLetter.editor.placeholders', { list: placeholders.join(', ') })}
            </p>
          )}
          <div className="cover-letter-editor__grid">
            <TextField
              label={t('coverLetter.editor.recipientName')}
              value={letter.recipient.name}
              onChange={(event) => store.setRecipient('name', event.target.value)}
              onBlur={store.endTyping}
            />
            <TextField
              label={t('coverLetter.editor.recipientTitle')}
              value={letter.recipient.title}
              onChange={(event) => store.setRecipient('title', event.target.value)}
              onBlur={store.endTyping}
            />
            <TextField
              label={t('coverLetter.editor.company')}
              value={letter.recipient.company}
              onChange={(event) => store.setRecipient('company', event.target.value)}
              onBlur={store.endTyping}
            />
            <TextField
              label={t('coverLetter.editor.address')}
              value={letter.recipient.address}
              onChange={(event) => store.setRecipient('address', event.target.value)}
              onBlur={store.endTyping}
            />
            <TextField
              label={t('coverLetter.editor.date')}
              value={letter.date}
              onChange={(event) => store.setField('date', event.target.value)}
              onBlur={store.endTyping}
            />
          </div>
          <TextField
            label={t('coverLetter.editor.subject')}
            value={letter.subject}
            onChange={(event) => store.setField('subject', event.target.value)}
            onBlur={store.endTyping}
          />
          <TextField
            label={t('coverLetter.editor.greeting')}
            value={letter.greeting}
            onChange={(event) => store.setField('greeting', event.target.value)}
            onBlur={store.endTyping}
          />
          <RichTextEditor
            label={t('coverLetter.editor.body')}
            value={letter.body}
            onChange={store.setBody}
            onBlur={store.endTyping}
          />
          <TextField
            label={t('coverLetter.editor.closing')}
            value={letter.closing}
            onChange={(event) => store.setField('closing', event.target.value)}
            onBlur={store.endTyping}
          />
        </section>
        <section
          className="editor__preview preview-pane"
          aria-label={t('coverLetter.editor.preview')}
        >
          <p className="preview-pane__pages" aria-live="polite">
            {t('look.preview.pages', { count: pages })}
          </p>
          <div className="editor__paper preview-pane__paper">
            <ScaledPage pages={pages}>
              <PaginatedDocument
                resume={{ ...sender, resumeLanguage: letter.language }}
                content={content}
                onPages={setPages}
              />
            </ScaledPage>
          </div>
        </section>
      </div>
    </div>
  )
}
