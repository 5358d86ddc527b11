// The processing overlay of spec 001 §2.6 and §4: processing, action required (3-D Secure or the
// bank's app; no new subscription meanwhile), failed (cancel or try again) and successful
// (close). Used by the payment page while it pays and by the home page for ?process=.
import { useTranslation } from 'react-i18next'
import { Modal } from '../../components/Modal'

export type PaymentState = 'processing' | 'action' | 'failed' | 'success'

interface PaymentResultModalProps {
  state: PaymentState
  /** The reason under "failed", when one is known. */
  error?: string | null
  onClose(): void
  onTryAgain?(): void
}

export function PaymentResultModal({ state, error, onClose, onTryAgain }: PaymentResultModalProps) {
  const { t } = useTranslation()
  const busy = state === 'processing' || state === 'action'
  const title = t(`payments.result.${state}Title`)
  return (
    // While the payment runs the overlay cannot be dismissed: closing it would not stop it.
    <Modal title={title} onClose={busy ? () => undefined : onClose}>
      <div className={`payment-result payment-result--${state}`} data-state={state}>
        {busy && <span className="payment-result__spinner" aria-hidden="true" />}
        <p role={state === 'failed' ? 'alert' : 'status'}>{t(`payments.result.${state}`)}</p>
        {state === 'failed' && error && <p className="field__error">{error}</p>}
      </div>
      {state === 'failed' && (
        <div className="modal__actions">
          <button type="button" className="btn btn--secondary" onClick={onClose}>
            {t('payments.result.cancel')}
          </button>
          {onTryAgain && (
            <button type="button" className="btn btn--primary" data-autofocus onClick={onTryAgain}>
              {t('payments.result.tryAgain')}
            </button>
          )}
        </div>
      )}
      {state === 'success' && (
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" data-autofocus onClick={onClose}>
            {t('payments.result.close')}
          </button>
        </div>
      )}
    </Modal>
  )
}
