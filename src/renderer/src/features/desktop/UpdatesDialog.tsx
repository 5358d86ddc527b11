// Help › Check for Updates: the running version, the channel (stable or beta, remembered), what
// the updater is doing, and the user's "Restart now". Nothing restarts unless they press it.
// Below it the desktop's other setting, the opt-in local AI server (LocalAiSettings).
import { UPDATE_CHANNELS, type DesktopFeatures, type UpdateStatus } from '@shared/platform'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/Modal'
import { LocalAiSettings } from './LocalAiSettings'
import type { useUpdates } from './useUpdates'

type Updates = ReturnType<typeof useUpdates>

export function UpdateStatusText({ status }: { status: UpdateStatus }) {
  const { t } = useTranslation()
  switch (status.kind) {
    case 'unavailable':
      return <>{t('desktop.updates.status.unavailable')}</>
    case 'idle':
      return <>{t('desktop.updates.status.idle')}</>
    case 'checking':
      return <>{t('desktop.updates.status.checking')}</>
    case 'up-to-date':
      return <>{t('desktop.updates.status.upToDate')}</>
    case 'downloading':
      return (
        <>
          {t('desktop.updates.status.downloading', {
            version: status.version,
            percent: Math.round(status.percent),
          })}
        </>
      )
    case 'ready':
      return <>{t('desktop.updates.status.ready', { version: status.version })}</>
    case 'error':
      return <>{t('desktop.updates.status.error', { message: status.message })}</>
  }
}

export function UpdatesDialog({
  updates,
  localAi,
  onClose,
}: {
  updates: Updates
  /** The local AI server setting, shown below the updater (the desktop's settings place). */
  localAi?: DesktopFeatures['localAi']
  onClose(): void
}) {
  const { t } = useTranslation()
  const channelId = useId()
  const { state } = updates
  if (!state) return null
  const { status } = state
  const busy = status.kind === 'checking' || status.kind === 'downloading'

  return (
    <Modal title={t('desktop.updates.title')} onClose={onClose} size="medium">
      <p>{t('desktop.updates.version', { version: state.currentVersion })}</p>
      <p role="status" aria-live="polite" className="desktop-updates__status">
        <UpdateStatusText status={status} />
      </p>
      {status.kind === 'downloading' && (
        <progress max={100} value={Math.round(status.percent)} className="desktop-updates__bar" />
      )}
      <label htmlFor={channelId} className="desktop-updates__label">
        {t('desktop.updates.channel')}
      </label>
      <select
        id={channelId}
        className="desktop-updates__select"
        value={state.channel}
        onChange={(event) => void updates.setChannel(event.target.value as typeof state.channel)}
      >
        {UPDATE_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`desktop.updates.${channel}`)}
          </option>
        ))}
      </select>
      {status.kind === 'ready' && <p>{t('desktop.updates.restartNote')}</p>}
      <div className="desktop-updates__actions">
        {status.kind === 'ready' ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void updates.restartNow()}
          >
            {t('desktop.updates.restartNow')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy || status.kind === 'unavailable'}
            onClick={() => void updates.check()}
          >
            {t('desktop.updates.checkNow')}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('desktop.updates.close')}
        </button>
      </div>
      {localAi && <LocalAiSettings localAi={localAi} />}
    </Modal>
  )
}

/** A quiet line at the top once an update is downloaded; the user restarts when it suits them. */
export function UpdateBanner({ updates, onLater }: { updates: Updates; onLater(): void }) {
  const { t } = useTranslation()
  const status = updates.state?.status
  if (status?.kind !== 'ready') return null
  return (
    <div className="desktop-banner" role="status">
      <span>{t('desktop.updates.readyBanner', { version: status.version })}</span>
      <button
        type="button"
        className="btn btn--primary btn--small"
        onClick={() => void updates.restartNow()}
      >
        {t('desktop.updates.restartNow')}
      </button>
      <button type="button" className="btn btn--secondary btn--small" onClick={onLater}>
        {t('desktop.updates.later')}
      </button>
    </div>
  )
}
