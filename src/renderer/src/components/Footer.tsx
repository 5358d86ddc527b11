// The footer (spec 001 §2.3): a description, the social link the operator configured, service
// links, useful links (pricing, terms, FAQ, imprint, privacy, cancellation), the contact
// address and e-mail from the operator's configuration, cookie settings and the copyright.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useConsent } from '../features/site/consent'
import { useSiteConfig } from '../features/site/site-config'
import { useLocale } from '../routes/useLocale'

export function Footer() {
  const { t } = useTranslation()
  const { to } = useLocale()
  const config = useSiteConfig((state) => state.config)
  const reopenConsent = useConsent((state) => state.reopen)
  const operator = config?.operator ?? null

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about">
          <p className="site-footer__brand">Vitae</p>
          <p>{t('site.footer.description')}</p>
          {config?.socialUrl && (
            <a href={config.socialUrl} target="_blank" rel="noopener noreferrer me">
              {t('site.footer.social')}
            </a>
          )}
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-services">
          <h2 id="footer-services">{t('site.footer.servicesTitle')}</h2>
          <ul>
            <li>
              <Link to={to('/cv-evaluation')}>{t('site.menu.evaluation')}</Link>
            </li>
            <li>
              <Link to={to('/library')}>{t('site.menu.creation')}</Link>
            </li>
            <li>
              <Link to={to('/cv-existing')}>{t('site.menu.enhancement')}</Link>
            </li>
            <li>
              <Link to={to('/info')}>{t('site.menu.tour')}</Link>
            </li>
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-useful">
          <h2 id="footer-useful">{t('site.footer.usefulTitle')}</h2>
          <ul>
            <li>
              <Link to={to('/pricing')}>{t('site.menu.pricing')}</Link>
            </li>
            <li>
              <Link to={to('/faq')}>{t('site.menu.faq')}</Link>
            </li>
            <li>
              <Link to={to('/about')}>{t('site.menu.about')}</Link>
            </li>
            <li>
              <Link to={to('/policies/terms-and-conditions')}>{t('site.footer.terms')}</Link>
            </li>
            <li>
              <Link to={to('/policies/privacy-policy')}>{t('site.footer.privacy')}</Link>
            </li>
            <li>
              <Link to={to('/policies/cancellation-policy')}>{t('site.footer.cancellation')}</Link>
            </li>
            <li>
              <Link to={to('/policies/imprint')}>{t('site.footer.imprint')}</Link>
            </li>
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('site.footer.contactTitle')}</h2>
          {operator ? (
            <address>
              {operator.name}
              {operator.address.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
              <br />
              <a href={`mailto:${operator.email}`}>{operator.email}</a>
            </address>
          ) : (
            <p>{t('site.footer.noContact')}</p>
          )}
          <p>
            <Link to={to('/contact')}>{t('site.menu.contact')}</Link>
          </p>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>{t('site.footer.copyright', { year: new Date().getFullYear() })}</p>
        <button type="button" className="link-button" onClick={reopenConsent}>
          {t('site.footer.cookieSettings')}
        </button>
      </div>
    </footer>
  )
}
