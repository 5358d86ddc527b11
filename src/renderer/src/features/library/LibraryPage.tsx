// My Documents (spec 001 §2.10): a new-resume card, then a card per resume with a live preview,
// its language, an inline-editable name, Edit and Delete. Duplicate, Translate and Download
// arrive with their issues and are not shown until then.
import type { LibraryEntry } from '@shared/api'
import { setAll, setResumeName } from '@shared/resume'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api } from '../../api'
import { errorMessage } from '../../api/messages'
import { Loading } from '../../components/Loading'
import { useLocale } from '../../routes/useLocale'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { createNewResume } from '../resumes/new-resume'
import { DeleteResumeModal } from './DeleteResumeModal'
import { ResumeCard, useResumeLabel } from './ResumeCard'
import './library.css'

type Load =
  | { state: 'loading' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; entries: LibraryEntry[] }

export function LibraryPage() {
  const { t } = useTranslation()
  usePageTitle(t('library.title'))
  const navigate = useNavigate()
  const { locale, to } = useLocale()
  const user = useSession((state) => state.user)
  const resumeLabel = useResumeLabel()
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [creating, setCreating] = useState(false)
  const [createError, setCreateError] = useState<unknown>(null)
  const [deleting, setDeleting] = useState<LibraryEntry | null>(null)
  const uid = user?.uid

  const fetchEntries = useCallback(async () => {
    if (!uid) return
    setLoad({ state: 'loading' })
    try {
      setLoad({ state: 'ready', entries: (await api.library.list({ uid })).result })
    } catch (error) {
      setLoad({ state: 'failed', error })
    }
  }, [uid])

  useEffect(() => {
    // Fetching is the point of this effect; the state it sets is the fetched data.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchEntries()
  }, [fetchEntries])

  function replaceEntry(next: LibraryEntry) {
    setLoad((current) =>
      current.state === 'ready'
        ? { ...current, entries: current.entries.map((e) => (e.id === next.id ? next : e)) }
        : current,
    )
  }

  async function create() {
    if (!user) return
    setCreating(true)
    setCreateError(null)
    try {
      const id = await createNewResume(user, locale)
      await navigate(to(`/cv-creation/${encodeURIComponent(id)}`))
    } catch (error) {
      setCreateError(error)
      setCreating(false)
    }
  }

  async function rename(entry: LibraryEntry, name: string) {
    const cvData = setResumeName(setAll(entry.cvData), name)
    const { result } = await api.library.update({ id: entry.id, cvData })
    replaceEntry(result)
  }

  async function remove(entry: LibraryEntry) {
    await api.library.remove({ id: entry.id })
    setDeleting(null)
    setLoad((current) =>
      current.state === 'ready'
        ? { ...current, entries: current.entries.filter((e) => e.id !== entry.id) }
        : current,
    )
  }

  return (
    <div className="page library">
      <div className="library__intro">
        <h1>{t('library.heading')}</h1>
        <p className="muted">{t('library.subtitle')}</p>
      </div>

      {load.state === 'loading' && <Loading label={t('library.loading')} />}
      {load.state === 'failed' && (
        <div className="alert library__error" role="alert">
          <p>{t('library.loadFailed', { reason: errorMessage(load.error, t) })}</p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void fetchEntries()}
          >
            {t('common.retry')}
          </button>
        </div>
      )}
      {load.state === 'ready' && (
        <>
          {load.entries.length === 0 && (
            <p className="library__empty" role="status">
              {t('library.empty')}
            </p>
          )}
          <ul className="library__grid" aria-label={t('library.listLabel')}>
            <li className="new-resume-card">
              <span className="new-resume-card__plus" aria-hidden="true">
                +
              </span>
              <h2 className="new-resume-card__title">{t('library.new.title')}</h2>
              <p className="muted">{t('library.new.text')}</p>
              <button
                type="button"
                className="btn btn--primary"
                onClick={() => void create()}
                disabled={creating}
              >
                {creating ? t('library.new.creating') : t('library.new.button')}
              </button>
              {createError !== null && (
                <p className="field__error" role="alert">
                  {errorMessage(createError, t)}
                </p>
              )}
            </li>
            {load.entries.map((entry) => (
              <ResumeCard
                key={entry.id}
                entry={entry}
                onRename={(name) => rename(entry, name)}
                onDelete={() => setDeleting(entry)}
              />
            ))}
          </ul>
        </>
      )}

      {deleting && (
        <DeleteResumeModal
          resumeLabel={resumeLabel(deleting)}
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  )
}
