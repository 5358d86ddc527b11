// The local library's sync state, always visible on the desktop (synced, syncing, offline,
// conflict), and the choice for each resume changed both here and on another device: keep mine,
// take theirs, or keep both. Nothing is overwritten until the user chooses.
import type { ConflictChoice, DesktopFeatures, LocalLibraryEntry } from '@shared/platform'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSync } from './useSync'

export function SyncStatus({ desktop }: { desktop: DesktopFeatures }) {
  const { t } = useTranslation()
  const { state, now, resolve } = useSync(desktop.sync)
  if (!state) return null
  const label = {
    'signed-out': t('desktop.sync.signedOut'),
    synced: t('desktop.sync.synced'),
    syncing: t('desktop.sync.syncing'),
    offline: t('desktop.sync.offline'),
    conflict: t('desktop.sync.conflict'),
  }[state.status]
  return (
    <div className="desktop-sync">
      <div className="desktop-sync__state" role="status" data-status={state.status}>
        <span>{label}</span>
        {state.pending > 0 && state.status !== 'signed-out' && (
          <span className="desktop-sync__pending">
            {t('desktop.sync.pending', { count: state.pending })}
          </span>
        )}
        {(state.status === 'offline' || state.status === 'synced') && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void now()}
          >
            {t('desktop.sync.syncNow')}
          </button>
        )}
      </div>
      {state.conflicts.length > 0 && (
        <Conflicts
          ids={state.conflicts}
          library={desktop.library}
          onChoose={(id, choice) => resolve(id, choice)}
        />
      )}
    </div>
  )
}

function Conflicts({
  ids,
  library,
  onChoose,
}: {
  ids: readonly string[]
  library: DesktopFeatures['library']
  onChoose(id: string, choice: ConflictChoice): Promise<unknown>
}) {
  const { t } = useTranslation()
  const [entries, setEntries] = useState<LocalLibraryEntry[]>([])
  const [error, setError] = useState<string | null>(null)
  const [copySaved, setCopySaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const key = ids.join(',')

  useEffect(() => {
    let active = true
    void Promise.all(key.split(',').map((id) => library.get(id).catch(() => null))).then(
      (found) => {
        if (active) setEntries(found.filter((entry) => entry !== null))
      },
    )
    return () => {
      active = false
    }
  }, [key, library])

  async function choose(id: string, choice: ConflictChoice) {
    setBusy(true)
    setError(null)
    try {
      await onChoose(id, choice)
      if (choice === 'both') setCopySaved(true)
    } catch (failure) {
      setError(t('desktop.sync.resolveFailed', { reason: (failure as Error).message }))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="desktop-sync__conflicts" aria-label={t('desktop.sync.conflictsTitle')}>
      <h2>{t('desktop.sync.conflictsTitle')}</h2>
      <p>{t('desktop.sync.conflictsText')}</p>
      {error && <p role="alert">{error}</p>}
      {copySaved && <p role="status">{t('desktop.sync.copySaved')}</p>}
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className="desktop-sync__conflict" data-id={entry.id}>
            <strong>{entry.cvData.resumeName || t('desktop.sync.untitled')}</strong>
            <div className="desktop-sync__actions">
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={busy}
                title={t('editor.conflict.keepMineHint')}
                onClick={() => void choose(entry.id, 'mine')}
              >
                {t('editor.conflict.keepMine')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={busy}
                title={t('editor.conflict.takeTheirsHint')}
                onClick={() => void choose(entry.id, 'theirs')}
              >
                {t('editor.conflict.takeTheirs')}
              </button>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={busy}
                onClick={() => void choose(entry.id, 'both')}
              >
                {t('editor.conflict.keepBoth')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
