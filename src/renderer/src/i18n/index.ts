// i18next with the three interface languages, all shipped with the app (nothing is fetched from
// another server). English is bundled; German and Turkish are read from their own chunks by the
// small backend below (locales/index.ts), so `changeLanguage` loads a language before it
// switches and the page never shows untranslated keys.
import i18next, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locale'
import { en, loadTexts } from './locales'

const appTexts: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    if (!isLocale(language)) {
      callback(new Error(`The app has no texts in ${language}.`), false)
      return
    }
    loadTexts(language).then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

/** Resolves once the texts of `locale` are loaded, so the first paint is already translated. */
export function initI18n(locale: Locale): Promise<unknown> {
  return i18next
    .use(appTexts)
    .use(initReactI18next)
    .init({
      // A copy: bundles added later (lazy-texts.ts) are merged into i18next's store, and must not
      // change the English texts module other code reads.
      resources: { en: { translation: structuredClone(en) } },
      partialBundledLanguages: true,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      interpolation: { escapeValue: false }, // React escapes already.
      returnNull: false,
      // English is there at once: an English page (and every test) starts without waiting.
      initAsync: false,
    })
}

export { i18next }
