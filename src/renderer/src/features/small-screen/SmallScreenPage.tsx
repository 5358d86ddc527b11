// /small-screen (spec 001 §2.1): tells a visitor on a small screen to use a larger one. The
// shell's ScreenSizeGate sends small screens here until the info page exists, and sends the
// visitor back once the window is large enough.
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../../routes/usePageTitle'
import '../errors/errors.css'

export function SmallScreenPage() {
  const { t } = useTranslation()
  usePageTitle(t('pageMeta.SmallScreen.title'))
  return (
    <div className="page error-page small-screen">
      <h1>{t('pageMeta.SmallScreen.title')}</h1>
      <p className="muted">{t('smallScreen.text')}</p>
    </div>
  )
}
