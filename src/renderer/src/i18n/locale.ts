// Which interface language is current, and how it shows in the URL: English has no prefix,
// German and Turkish live under /de and /tr (spec 001 §2.1, §2.2 rule 2).
import { INTERFACE_LOCALES, type InterfaceLocale } from '@shared/api'

export type Locale = InterfaceLocale
export const LOCALES = INTERFACE_LOCALES
export const DEFAULT_LOCALE: Locale = 'en'

const LOCALE_STORAGE_KEY = 'vitae.locale'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The URL prefix of a locale: '' for English, '/de' and '/tr' otherwise. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/**
 * Splits a pathname into its leading language segment (en, de or tr, when present) and the rest,
 * which always starts with '/'.
 */
export function splitLocale(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (!match || !isLocale(match[1])) return { locale: null, rest: pathname || '/' }
  return { locale: match[1], rest: match[2] || '/' }
}

/** The path of an unprefixed app path in a locale: ('/library', 'de') → '/de/library'. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale)
  if (path === '/' || path === '') return prefix || '/'
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`
}

/** German or Turkish when the browser prefers either first, otherwise English (spec 001 §2.3). */
export function browserLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0]
    if (base === 'de' || base === 'tr') return base
    if (base === 'en') return 'en'
  }
  return DEFAULT_LOCALE
}

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY)
    return isLocale(value) ? value : null
  } catch {
    return null
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Private mode or a full storage: the choice then lasts for this page only.
  }
}

/** The stored choice, else the browser's language. */
export function preferredLocale(): Locale {
  // The build-time prerender (no window) renders each language's pages from their own paths.
  if (typeof window === 'undefined') return DEFAULT_LOCALE
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  return storedLocale() ?? browserLocale(languages)
}
