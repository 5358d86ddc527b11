// FAQ (spec 001 §2.12): eleven questions that expand and collapse, a fuzzy search over question
// and answer (Fuse.js, threshold 0.4, minimum match length 1), and the contact block.
import Fuse, { type IFuseOptions } from 'fuse.js'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLazyTexts } from '../../../i18n/lazy-texts'
import { usePageTitle } from '../../../routes/usePageTitle'
import { ContactForm } from '../ContactForm'
import { faqEntries, type FaqEntry } from '../faq'
import { FaqList } from '../FaqList'
import { planPriceValues } from '../plan-prices'
import './pages.css'

export const FAQ_SEARCH_OPTIONS: IFuseOptions<FaqEntry> = {
  keys: ['question', 'answer'],
  threshold: 0.4,
  minMatchCharLength: 1,
  // Words far into a long answer count as much as those at its start.
  ignoreLocation: true,
}

/** The entries matching a query, best first; every entry for an empty query. */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const wanted = query.trim()
  if (wanted === '') return [...entries]
  return new Fuse(entries, FAQ_SEARCH_OPTIONS).search(wanted).map((result) => result.item)
}

export function FaqPage() {
  useLazyTexts('pages', 'home')
  const { t, i18n } = useTranslation()
  usePageTitle(t('pages.faqPage.title'))
  const [query, setQuery] = useState('')
  const entries = useMemo(() => faqEntries(t, planPriceValues(i18n.language)), [t, i18n.language])
  const found = useMemo(() => searchFaq(entries, query), [entries, query])

  return (
    <div className="page site-page faq-page">
      <h1>{t('pages.faqPage.title')}</h1>
      <p className="site-hero__lead">{t('pages.faqPage.lead')}</p>
      <div className="field faq-page__search">
        <label htmlFor="faq-search">{t('pages.faqPage.search')}</label>
        <input
          id="faq-search"
          type="search"
          value={query}
          placeholder={t('pages.faqPage.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="muted" role="status">
        {query.trim() === ''
          ? ''
          : found.length === 0
            ? t('pages.faqPage.noResults', { query: query.trim() })
            : t('pages.faqPage.results', { count: found.length })}
      </p>
      <FaqList entries={found} />
      <section className="site-card" aria-labelledby="faq-contact">
        <h2 id="faq-contact">{t('pages.faqPage.contactTitle')}</h2>
        <ContactForm />
      </section>
    </div>
  )
}
