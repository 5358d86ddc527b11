// The upgrade prompt of the plan gates (spec 000 §6, 001 §6): says why the action is locked,
// links to /pricing, and lets the user go back; nothing is lost by saying no.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Modal } from '../../components/Modal'
import { useLocale } from '../../routes/useLocale'

export type UpgradeReason =
  'lockedResume' | 'createMore' | 'template' | 'colour' | 'translate' | 'share'

export function PlanUpgradePrompt({ reason, onClose }: { reason: UpgradeReason; onClose(): void }) {
  const { t } = useTranslation()
  const { to } = useLocale()
  return (
    <Modal title={t('plans.upgrade.title')} onClose={onClose}>
      <p>{t(`plans.upgrade.${reason}`)}</p>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('plans.upgrade.notNow')}
        </button>
        <Link to={to('/pricing')} className="btn btn--primary" data-autofocus onClick={onClose}>
          {t('plans.upgrade.seePremium')}
        </Link>
      </div>
    </Modal>
  )
}
