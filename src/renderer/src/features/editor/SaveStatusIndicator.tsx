import { useTranslation } from 'react-i18next'
import type { SaveStatus } from './autosave'

/** The autosave state in words, announced politely; offline and failed offer a retry. */
export function SaveStatusIndicator({ status, onRetry }: { status: SaveStatus; onRetry(): void }) {
  const { t } = useTranslation()
  return (
    <div className={`save-status save-status--${status}`}>
      <span className="save-status__dot" aria-hidden="true" />
      <span role="status" aria-live="polite">
        {t(`editor.saveStatus.${status}`)}
      </span>
      {(status === 'offline' || status === 'failed') && (
        <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
          {t('editor.saveStatus.retry')}
        </button>
      )}
    </div>
  )
}
