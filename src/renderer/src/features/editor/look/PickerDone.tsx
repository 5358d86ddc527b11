// The close button at the foot of the look pickers: choices apply as they are made, so closing
// is all there is left to do.
import { useTranslation } from 'react-i18next'

export function PickerDone({ onClose }: { onClose(): void }) {
  const { t } = useTranslation()
  return (
    <div className="look-modal__actions">
      <button type="button" className="btn btn--primary" onClick={onClose}>
        {t('look.done')}
      </button>
    </div>
  )
}
