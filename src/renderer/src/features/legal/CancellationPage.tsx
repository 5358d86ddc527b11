// Cancellation policy (spec 001 §2.12, §9): no right of withdrawal for digital content delivered
// immediately, how a subscription ends, and whom to ask.
import { useTranslation } from 'react-i18next'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { usePageTitle } from '../../routes/usePageTitle'
import { LegalSections, useLegalSections } from './LegalSections'
import './legal.css'

export function CancellationPage() {
  useLazyTexts('legal')
  const { t } = useTranslation()
  usePageTitle(t('legal.cancellation.title'))
  const sections = useLegalSections('legal.cancellation.sections')
  return (
    <article className="page legal">
      <h1>{t('legal.cancellation.title')}</h1>
      <LegalSections sections={sections} />
    </article>
  )
}
