// i18next with the three bundled interface languages; no network loading, so the first paint
// is already translated.
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { de, en, tr } from './locales'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale'

export const resources = {
  en: { translation: en },
  de: { translation: de },
  tr: { translation: tr },
}

export function initI18n(locale: Locale) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
    initAsync: false,
  })
  return i18next
}

export { i18next }
