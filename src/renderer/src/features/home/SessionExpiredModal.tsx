// Shown when the URL carries sessionExpired=true (spec 001 §2.6); closing it removes the flag.
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { Modal } from '../../components/Modal'
import { useSession } from '../../stores/session'

export function SessionExpiredModal() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const openDialog = useSession((state) => state.openDialog)
  if (params.get('sessionExpired') !== 'true') return null

  function removeFlag() {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('sessionExpired')
        return next
      },
      { replace: true },
    )
  }

  return (
    <Modal title={t('sessionExpired.title')} onClose={removeFlag}>
      <p>{t('sessionExpired.message')}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={removeFlag}>
          {t('common.close')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-autofocus
          onClick={() => {
            removeFlag()
            openDialog()
          }}
        >
          {t('sessionExpired.login')}
        </button>
      </div>
    </Modal>
  )
}
