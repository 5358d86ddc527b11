// My Account (/account, spec 001 §2.11): My Plan and the credits left, the account settings (names, e-mail, password),
// e-mail notifications, sessions and devices, the download of all the account's data, and
// deleting the account. Each section is its own component; the page only orders them.
import { useTranslation } from 'react-i18next'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSession } from '../../stores/session'
import { MyPlan } from '../payments/MyPlan'
import { CreditsSection } from './CreditsSection'
import { DataSection } from './DataSection'
import { DeleteAccountSection } from './DeleteAccountSection'
import { NotificationsSection } from './NotificationsSection'
import { ProfileSection } from './ProfileSection'
import { SecuritySection } from './security/SecuritySection'
import { SessionsSection } from './SessionsSection'
import './account.css'

export function AccountPage() {
  // The page's texts are a chunk of their own (i18n/lazy-texts.ts), preloaded with the page.
  useLazyTexts('account')
  const { t } = useTranslation()
  const user = useSession((state) => state.user)
  usePageTitle(t('account.title'))
  // The route guard lets only signed-in users here; this covers the moment a session ends.
  if (!user) return null
  return (
    <div className="page account">
      <h1>{t('account.title')}</h1>
      <MyPlan />
      <CreditsSection />
      <ProfileSection user={user} />
      <NotificationsSection user={user} />
      <SecuritySection />
      <SessionsSection />
      <DataSection />
      <DeleteAccountSection user={user} />
    </div>
  )
}
