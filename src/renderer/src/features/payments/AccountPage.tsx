// A minimal /account (spec 001 §2.11) hosting My Plan until the accounts issue builds the rest
// of the page (settings, notifications, delete account) around it.
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../routes/usePageTitle'
import { SecuritySection } from '../account/security/SecuritySection'
import { MyPlan } from './MyPlan'

export function AccountPage() {
  const { t } = useTranslation()
  usePageTitle(t('payments.account.title'))
  return (
    <div className="page account">
      <h1>{t('payments.account.title')}</h1>
      <MyPlan />
      <SecuritySection />
    </div>
  )
}
