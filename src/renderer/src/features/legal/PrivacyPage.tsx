// Privacy policy (spec 001 §2.12): what Vitae really stores and sends. The outside services are
// listed with whether this installation uses them (GET /api/site), so the page never claims a
// service the operator did not switch on, nor hides one that is on.
import type { SiteConfig } from '@shared/api'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSiteConfig } from '../site/site-config'
import { LegalSections, useLegalSections } from './LegalSections'
import './legal.css'

type ServiceId = 'email' | 'payments' | 'ai' | 'translation' | 'analytics' | 'country'

/** Whether a service is on here; null while unknown. */
function serviceState(config: SiteConfig | null, id: ServiceId): boolean | null {
  if (!config) return null
  switch (id) {
    case 'email':
      return config.services.email
    case 'payments':
      return config.services.payments
    case 'ai':
      return config.services.ai
    case 'translation':
      return config.services.translation === 'libretranslate'
    case 'analytics':
      return config.analytics !== null
    case 'country':
      return true
  }
}

const SERVICES: readonly ServiceId[] = [
  'email',
  'payments',
  'ai',
  'translation',
  'analytics',
  'country',
]
/** The services block follows the section that announces it (section 4). */
const SERVICES_AFTER = 4

export function PrivacyPage() {
  useLazyTexts('legal')
  const { t } = useTranslation()
  usePageTitle(t('legal.privacy.title'))
  const sections = useLegalSections('legal.privacy.sections')
  const { config, load } = useSiteConfig()
  useEffect(() => {
    void load()
  }, [load])

  return (
    <article className="page legal">
      <h1>{t('legal.privacy.title')}</h1>
      <LegalSections sections={sections.slice(0, SERVICES_AFTER)} />
      <section className="legal__section" aria-labelledby="privacy-services">
        <h2 id="privacy-services">{t('legal.privacy.servicesTitle')}</h2>
        <ul className="legal__services">
          {SERVICES.map((id) => {
            const state = serviceState(config, id)
            return (
              <li
                key={id}
                data-service={id}
                data-active={state === null ? 'unknown' : String(state)}
              >
                <h3>{t(`legal.privacy.services.${id}.title`)}</h3>
                <p className="legal__state">
                  {state === null
                    ? t('legal.privacy.unknown')
                    : state
                      ? t('legal.privacy.on')
                      : t('legal.privacy.off')}
                </p>
                <p>{t(`legal.privacy.services.${id}.text`)}</p>
              </li>
            )
          })}
        </ul>
      </section>
      <LegalSections sections={sections.slice(SERVICES_AFTER)} />
    </article>
  )
}
