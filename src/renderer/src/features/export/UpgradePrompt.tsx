// The upgrade prompt of spec 000 §6 for downloads: what Premium gives, a way to the plans, and a
// way out. The resume is never lost by saying no.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Modal } from '../../components/Modal'
import { useLocale } from '../../routes/useLocale'

const FEATURES = ['download', 'templates', 'resumes', 'ai'] as const

export function UpgradePrompt({ onClose }: { onClose(): void }) {
  const { t } = useTranslation()
  const { to } = useLocale()
  return (
    <Modal title={t('exportPdf.upgrade.title')} onClose={onClose}>
      <p>{t('exportPdf.upgrade.message')}</p>
      <ul className="export-upgrade__features">
        {FEATURES.map((feature) => (
          <li key={feature}>{t(`exportPdf.upgrade.features.${feature}`)}</li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('exportPdf.upgrade.notNow')}
        </button>
        <Link to={to('/pricing')} className="btn btn--primary" data-autofocus onClick={onClose}>
          {t('exportPdf.upgrade.seePlans')}
        </Link>
      </div>
    </Modal>
  )
}
