import { useTranslation } from 'react-i18next'

/** A centred spinner with a spoken label. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation()
  const text = label ?? t('common.loading')
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  )
}
