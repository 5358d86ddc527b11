// Shown when this resume was saved elsewhere (another tab or device) since this editor's last
// save: nothing of either version is lost, and the user chooses in plain words what to keep.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { errorMessage } from '../../api/messages'
import { useLocale } from '../../routes/useLocale'
import { snapshotBefore } from '../history/snapshot-before'
import type { Conflict } from './autosave'

export interface SavedCopy {
  id: string
  name: string
}

export interface ConflictPanelProps {
  conflict: Conflict | null
  onKeepMine(): void
  onTakeTheirs(): void
  onKeepBoth(copyName: (name: string) => string): Promise<SavedCopy | null>
}

export function ConflictPanel({
  conflict,
  onKeepMine,
  onTakeTheirs,
  onKeepBoth,
}: ConflictPanelProps) {
  const { t, i18n } = useTranslation()
  const { to } = useLocale()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [copy, setCopy] = useState<SavedCopy | null>(null)

  if (!conflict) {
    if (!copy) return null
    return (
      <div className="alert alert--info editor__conflict" role="status">
        <p>{t('editor.conflict.copySaved', { name: copy.name })}</p>
        <div className="editor__conflict-actions">
          <Link
            className="btn btn--secondary btn--small"
            to={to(`/cv-creation/${encodeURIComponent(copy.id)}`)}
          >
            {t('editor.conflict.openCopy')}
          </Link>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setCopy(null)}>
            {t('editor.conflict.dismiss')}
          </button>
        </div>
      </div>
    )
  }

  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(conflict.theirs.updatedAt))

  async function keepBoth() {
    setBusy(true)
    setError(null)
    try {
      const saved = await onKeepBoth((name) =>
        name.trim()
          ? t('editor.conflict.copyName', { name: name.trim() })
          : t('editor.conflict.copyNameUntitled'),
      )
      setCopy(saved)
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section
      className="alert editor__conflict"
      role="alertdialog"
      aria-labelledby="editor-conflict-title"
      aria-describedby="editor-conflict-text"
    >
      <h2 id="editor-conflict-title" className="editor__conflict-title">
        {t('editor.conflict.title')}
      </h2>
      <p id="editor-conflict-text">{t('editor.conflict.text', { when })}</p>
      <ul className="editor__conflict-actions">
        <li>
          <button
            type="button"
            className="btn btn--primary btn--small"
            disabled={busy}
            onClick={() => {
              // Version history: the other version, about to be overwritten, is kept (the
              // server snapshots what it holds).
              void snapshotBefore('before_conflict', { cvData: conflict.theirs.cvData }).then(
                onKeepMine,
              )
            }}
          >
            {t('editor.conflict.keepMine')}
          </button>
          <span className="muted">{t('editor.conflict.keepMineHint')}</span>
        </li>
        <li>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => {
              // Version history: this editor's version, about to be dropped, is kept.
              void snapshotBefore('before_conflict', { cvData: conflict.mine }).then(onTakeTheirs)
            }}
          >
            {t('editor.conflict.takeTheirs')}
          </button>
          <span className="muted">{t('editor.conflict.takeTheirsHint')}</span>
        </li>
        <li>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => void keepBoth()}
          >
            {busy ? t('editor.conflict.keepingBoth') : t('editor.conflict.keepBoth')}
          </button>
          <span className="muted">{t('editor.conflict.keepBothHint')}</span>
        </li>
      </ul>
      {error !== null && (
        <p role="alert">
          {t('editor.conflict.keepBothFailed', { reason: errorMessage(error, t) })}
        </p>
      )}
    </section>
  )
}
