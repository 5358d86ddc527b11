// The prompts an enhance call may end in (spec 000 §2 "Modals", §6, §8): the upgrade prompt with
// the features list for Free and Onhold accounts, and the not-enough-credits prompt whose wording
// depends on the plan (Free: upgrade; Premium: wait for the next month or contact support).
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Modal } from '../../components/Modal'
import { useLocale } from '../../routes/useLocale'
import type { AiPrompt } from './useAiCall'

const FEATURES = ['enhance', 'guided', 'skills', 'download'] as const

export function AiPromptModal({ prompt, onClose }: { prompt: AiPrompt; onClose(): void }) {
  const { t } = useTranslation()
  const { to } = useLocale()
  if (prompt.kind === 'credits' && prompt.premium) {
    return (
      <Modal title={t('enhance.prompts.creditsPremiumTitle')} onClose={onClose}>
        <p>{t('enhance.prompts.creditsPremiumText')}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" data-autofocus onClick={onClose}>
            {t('enhance.prompts.close')}
          </button>
        </div>
      </Modal>
    )
  }
  const title =
    prompt.kind === 'credits'
      ? t('enhance.prompts.creditsFreeTitle')
      : t('enhance.prompts.upgradeTitle')
  return (
    <Modal title={title} onClose={onClose}>
      <p>{prompt.kind === 'credits' ? prompt.message : t('enhance.prompts.upgradeText')}</p>
      <ul className="ai-prompt__features">
        {FEATURES.map((feature) => (
          <li key={feature}>{t(`enhance.prompts.features.${feature}`)}</li>
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('enhance.prompts.notNow')}
        </button>
        <Link to={to('/pricing')} className="btn btn--primary" data-autofocus onClick={onClose}>
          {t('enhance.prompts.seePlans')}
        </Link>
      </div>
    </Modal>
  )
}
