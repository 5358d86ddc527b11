// Keeps the URL, the interface language and the stored choice in step (spec 001 §2.2 rule 2):
// a /de or /tr path sets the language; a path without a prefix is sent to the prefixed path of
// the preferred language; a leading /en is dropped because English has no prefix.
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import {
  DEFAULT_LOCALE,
  localizedPath,
  preferredLocale,
  splitLocale,
  storeLocale,
} from '../i18n/locale'
import { currentVisitorIsCrawler } from './guard-rules'

export function LocaleGate({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation()
  const { i18n } = useTranslation()
  const { locale, rest } = splitLocale(pathname)
  const active = locale ?? DEFAULT_LOCALE

  useEffect(() => {
    if (locale && locale !== DEFAULT_LOCALE) storeLocale(locale)
    if (i18n.language !== active) void i18n.changeLanguage(active)
    document.documentElement.setAttribute('lang', active)
  }, [locale, active, i18n])

  if (locale === 'en') return <Navigate to={`${rest}${search}${hash}`} replace />
  // Crawlers read each address as it is (rule 1): no move to a preferred language.
  if (locale === null && !currentVisitorIsCrawler()) {
    const preferred = preferredLocale()
    if (preferred !== DEFAULT_LOCALE) {
      return <Navigate to={`${localizedPath(rest, preferred)}${search}${hash}`} replace />
    }
  }
  // Render only once i18next speaks the URL's language, so no text flashes in another one.
  if (i18n.language !== active) return null
  return children
}
