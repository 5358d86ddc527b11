// Imprint (spec 001 §2.12): the provider's legal details, only as the operator configured them
// (GET /api/site, from SITE_OPERATOR_* variables). Without them the page refuses to show any
// company data and tells the operator which variables to set: an imprint with invented details
// would be worse than none.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLazyTexts } from '../../i18n/lazy-texts'
import { usePageTitle } from '../../routes/usePageTitle'
import { useSiteConfig } from '../site/site-config'
import './legal.css'

export const IMPRINT_VARIABLES = [
  { name: 'SITE_OPERATOR_NAME', required: true },
  { name: 'SITE_OPERATOR_ADDRESS', required: true },
  { name: 'SITE_OPERATOR_EMAIL', required: true },
  { name: 'SITE_OPERATOR_REPRESENTATIVE', required: false },
  { name: 'SITE_OPERATOR_REGISTER', required: false },
  { name: 'SITE_OPERATOR_VAT_ID', required: false },
  { name: 'SITE_OPERATOR_PHONE', required: false },
] as const

export function ImprintPage() {
  useLazyTexts('legal')
  const { t } = useTranslation()
  usePageTitle(t('legal.imprint.title'))
  const { config, status, load } = useSiteConfig()
  useEffect(() => {
    void load()
  }, [load])

  const operator = config?.operator ?? null
  return (
    <article className="page legal">
      <h1>{t('legal.imprint.title')}</h1>
      {status === 'failed' && (
        <div className="alert" role="alert">
          <p>{t('legal.configFailed')}</p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => void load()}
          >
            {t('legal.retry')}
          </button>
        </div>
      )}
      {(status === 'idle' || status === 'loading') && (
        <p className="muted" role="status">
          {t('legal.loadingConfig')}
        </p>
      )}
      {status === 'ready' && !operator && (
        <section className="alert alert--info legal__missing" data-testid="imprint-missing">
          <h2>{t('legal.imprint.missingTitle')}</h2>
          <p>{t('legal.imprint.missingText')}</p>
          <ul>
            {IMPRINT_VARIABLES.map((variable) => (
              <li key={variable.name}>
                <code>{variable.name}</code> (
                {variable.required ? t('legal.imprint.required') : t('legal.imprint.optional')})
              </li>
            ))}
          </ul>
        </section>
      )}
      {operator && (
        <>
          <p className="muted">{t('legal.imprint.lead')}</p>
          <dl className="legal__facts" data-testid="imprint-details">
            <dt>{t('legal.imprint.provider')}</dt>
            <dd>{operator.name}</dd>
            <dt>{t('legal.imprint.address')}</dt>
            <dd>
              {operator.address.map((line) => (
                <span key={line} className="legal__line">
                  {line}
                </span>
              ))}
            </dd>
            {operator.representative && (
              <>
                <dt>{t('legal.imprint.representative')}</dt>
                <dd>{operator.representative}</dd>
              </>
            )}
            {operator.register && (
              <>
                <dt>{t('legal.imprint.register')}</dt>
                <dd>{operator.register}</dd>
              </>
            )}
            {operator.vatId && (
              <>
                <dt>{t('legal.imprint.vatId')}</dt>
                <dd>{operator.vatId}</dd>
              </>
            )}
            <dt>{t('legal.imprint.email')}</dt>
            <dd>
              <a href={`mailto:${operator.email}`}>{operator.email}</a>
            </dd>
            {operator.phone && (
              <>
                <dt>{t('legal.imprint.phone')}</dt>
                <dd>{operator.phone}</dd>
              </>
            )}
          </dl>
          <section className="legal__section">
            <h2>{t('legal.imprint.disputeTitle')}</h2>
            <p>{t('legal.imprint.disputeText')}</p>
          </section>
          <section className="legal__section">
            <h2>{t('legal.imprint.languagesTitle')}</h2>
            <p>{t('legal.imprint.languagesText')}</p>
          </section>
        </>
      )}
    </article>
  )
}
