// The editor's version history (issue 19.4): the snapshots of this resume, newest first, each
// with its time, what kind it is and a one-line summary of what it changed; save a named one,
// preview any in its template, restore it (the server keeps the current version first) or copy
// it as a new resume (the plan rules for a new resume apply). The keeping rule is
// SNAPSHOT_LIMITS with the plan's snapshotKeepDays (src/shared/plans).
import type { SnapshotSummary } from '@shared/api'
import type { PartChange } from '@shared/history'
import { PLANS, SNAPSHOT_LIMITS } from '@shared/plans'
import { isListSection, type Resume } from '@shared/resume'
import type { TFunction } from 'i18next'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { api, ApiError } from '../../api'
import { errorMessage } from '../../api/messages'
import { DialogButton } from '../../components/DialogButton'
import { Modal } from '../../components/Modal'
import { useAction } from '../../hooks/useAction'
import { useLocale } from '../../routes/useLocale'
import { PaginatedDocument } from '../../templates/pagination/PaginatedDocument'
import { ScaledPage } from '../../templates/ScaledPage'
import type { SaveStatus } from '../editor/autosave'
import { PlanUpgradePrompt, type UpgradeReason } from '../plans/PlanUpgradePrompt'
import { usePlanInfo } from '../plans/usePlanInfo'
import './history.css'

/** "Experience: 1 added, 2 changed · Look edited", or "First version kept". */
export function changeLine(changes: PartChange[] | null, t: TFunction): string {
  if (changes === null) return t('versionHistory.changes.first')
  if (changes.length === 0) return t('versionHistory.changes.none')
  return changes
    .map((change) => {
      const part = t(`versionHistory.parts.${change.part}`)
      const counts = [
        change.added && t('versionHistory.changes.added', { count: change.added }),
        change.removed && t('versionHistory.changes.removed', { count: change.removed }),
        change.changed &&
          (isListSection(change.part)
            ? t('versionHistory.changes.changed', { count: change.changed })
            : t('versionHistory.changes.edited')),
      ].filter(Boolean)
      return `${part}: ${counts.join(', ')}`
    })
    .join(' · ')
}

export interface HistoryButtonProps {
  cvId: string
  resume: Resume
  saveStatus: SaveStatus
  /** After a restore: the editor loads the resume again from the server. */
  onRestored(): void
}

export function HistoryButton(props: HistoryButtonProps) {
  const { t } = useTranslation()
  return (
    <DialogButton
      label={t('versionHistory.button')}
      testId="history-button"
      dialog={(close) => <HistoryDialog {...props} onClose={close} />}
    />
  )
}

function HistoryDialog({
  cvId,
  resume,
  saveStatus,
  onRestored,
  onClose,
}: HistoryButtonProps & { onClose(): void }) {
  const { t, i18n } = useTranslation()
  const { to } = useLocale()
  const { effective } = usePlanInfo()
  const [list, setList] = useState<SnapshotSummary[] | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [copy, setCopy] = useState<{ id: string; name: string } | null>(null)
  const [preview, setPreview] = useState<{ summary: SnapshotSummary; resume: Resume } | null>(null)
  const [pages, setPages] = useState(1)
  const [upgrade, setUpgrade] = useState<UpgradeReason | null>(null)
  const { busy, error, setError, run } = useAction((failure) => {
    if (!(failure instanceof ApiError && failure.id === 'premium_required'))
      return t('versionHistory.failed', { reason: errorMessage(failure, t) })
    setUpgrade('createMore')
    return null
  })
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const when = (iso: string) => format.format(new Date(iso))
  const keepDays = (effective?.plan ?? PLANS.free).snapshotKeepDays

  const refresh = useCallback(() => {
    api.history.list({ id: cvId }).then(
      ({ result }) => setList(result),
      (failure: unknown) =>
        setLoadError(t('versionHistory.loadFailed', { reason: errorMessage(failure, t) })),
    )
  }, [cvId, t])
  useEffect(refresh, [refresh])

  const restore = (summary: SnapshotSummary) =>
    run(`restore:${summary.id}`, async () => {
      if (saveStatus !== 'saved') {
        setError(t('versionHistory.restoreUnsaved'))
        return
      }
      const { result: entry } = await api.library.get({ id: cvId })
      await api.history.restore({
        id: cvId,
        snapshotId: summary.id,
        baseRevision: entry.revision,
      })
      onClose()
      onRestored()
    })

  const copyAsNew = (summary: SnapshotSummary) =>
    run(`copy:${summary.id}`, async () => {
      const copyName = t('versionHistory.copyName', {
        name: resume.resumeName.trim() || t('editor.resumeNamePlaceholder'),
        date: when(summary.createdAt),
      })
      const { result } = await api.history.copy({
        id: cvId,
        snapshotId: summary.id,
        resumeName: copyName,
      })
      setCopy({ id: result.id, name: copyName })
    })

  if (upgrade) return <PlanUpgradePrompt reason={upgrade} onClose={() => setUpgrade(null)} />

  if (preview)
    return (
      <Modal
        title={t('versionHistory.previewTitle', { date: when(preview.summary.createdAt) })}
        onClose={onClose}
        size="large"
      >
        <div className="history__preview" data-testid="history-preview">
          <div className="modal__actions">
            <button type="button" className="btn btn--secondary" onClick={() => setPreview(null)}>
              {t('versionHistory.closePreview')}
            </button>
            <button
              type="button"
              className="btn btn--primary"
              disabled={busy !== null}
              onClick={() => void restore(preview.summary)}
            >
              {busy === `restore:${preview.summary.id}`
                ? t('versionHistory.restoring')
                : t('versionHistory.restore')}
            </button>
          </div>
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <div className="history__paper">
            <ScaledPage pages={pages}>
              <PaginatedDocument resume={preview.resume} onPages={setPages} />
            </ScaledPage>
          </div>
        </div>
      </Modal>
    )

  return (
    <Modal
      title={t('versionHistory.title')}
      description={t('versionHistory.intro', {
        minutes: SNAPSHOT_LIMITS.intervalMinutes,
        days: keepDays,
        automatic: SNAPSHOT_LIMITS.automatic,
        named: SNAPSHOT_LIMITS.named,
      })}
      onClose={onClose}
      size="medium"
    >
      <div className="history" data-testid="history-dialog">
        <form
          className="history__save"
          onSubmit={(event) => {
            event.preventDefault()
            void run('save', async () => {
              await api.history.create({
                id: cvId,
                kind: 'named',
                name: name.trim() || undefined,
                cvData: resume,
              })
              setName('')
              refresh()
            })
          }}
        >
          <label className="field__label" htmlFor="history-name">
            {t('versionHistory.name')}
          </label>
          <div className="history__save-row">
            <input
              id="history-name"
              className="field__input"
              value={name}
              maxLength={80}
              placeholder={t('versionHistory.namePlaceholder')}
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="btn btn--primary btn--small" disabled={busy !== null}>
              {busy === 'save' ? t('versionHistory.saving') : t('versionHistory.saveNamed')}
            </button>
          </div>
        </form>
        {copy && (
          <p role="status" className="history__copied">
            {t('versionHistory.copied', { name: copy.name })}{' '}
            <Link to={to(`/cv-creation/${encodeURIComponent(copy.id)}`)} onClick={onClose}>
              {t('versionHistory.openCopy')}
            </Link>
          </p>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
        {loadError && (
          <p className="field__error" role="alert">
            {loadError}
          </p>
        )}
        {!list && !loadError && <p className="muted">{t('versionHistory.loading')}</p>}
        {list && list.length === 0 && <p className="muted">{t('versionHistory.empty')}</p>}
        {list && list.length > 0 && (
          <ol className="history__list" data-testid="history-list">
            {list.map((summary) => (
              <li key={summary.id} className="history__item" data-kind={summary.kind}>
                <div className="history__meta">
                  <time dateTime={summary.createdAt} className="history__time">
                    {when(summary.createdAt)}
                  </time>{' '}
                  <span className="history__kind">
                    {summary.name ?? t(`versionHistory.kinds.${summary.kind}`)}
                  </span>
                  <p className="history__changes muted">{changeLine(summary.changes, t)}</p>
                </div>
                <div className="history__actions">
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={busy !== null}
                    onClick={() =>
                      void run(`preview:${summary.id}`, async () => {
                        const { result } = await api.history.get({
                          id: cvId,
                          snapshotId: summary.id,
                        })
                        setPreview({ summary, resume: result.cvData })
                      })
                    }
                  >
                    {t('versionHistory.preview')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    disabled={busy !== null}
                    onClick={() => void restore(summary)}
                  >
                    {busy === `restore:${summary.id}`
                      ? t('versionHistory.restoring')
                      : t('versionHistory.restore')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={busy !== null}
                    onClick={() => void copyAsNew(summary)}
                  >
                    {busy === `copy:${summary.id}`
                      ? t('versionHistory.copying')
                      : t('versionHistory.copy')}
                  </button>
                  {summary.kind === 'named' && (
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      disabled={busy !== null}
                      onClick={() =>
                        void run(`delete:${summary.id}`, async () => {
                          await api.history.remove({ id: cvId, snapshotId: summary.id })
                          refresh()
                        })
                      }
                    >
                      {t('versionHistory.delete')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  )
}
