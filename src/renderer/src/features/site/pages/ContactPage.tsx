// Contact us (spec 001 §2.12): the form opens the visitor's mail program with a draft to the
// operator's support address.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useLazyTexts } from '../../../i18n/lazy-texts'
import { useLocale } from '../../../routes/useLocale'
import { usePageTitle } from '../../../routes/usePageTitle'
import { ContactForm } from '../ContactForm'
import './pages.css'

export function ContactPage() {
  useLazyTexts('pages')
  const { t } = useTranslation()
  const { to } = useLocale()
  usePageTitle(t('pages.contact.title'))
  return (
    <div className="page site-page contact-page">
      <h1>{t('pages.contact.title')}</h1>
      <p className="site-hero__lead">{t('pages.contact.lead')}</p>
      <div className="site-card">
        <ContactForm />
      </div>
      <p>
        <Link to={to('/faq')}>{t('pages.contact.faqLink')}</Link>
      </p>
    </div>
  )
}
