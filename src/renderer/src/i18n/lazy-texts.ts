// Texts only some pages need (the home page's sections below the fold, the FAQ, the long legal
// texts, the about, contact and info pages) are not part of the first download: each page loads
// its bundle for the interface language and adds it to i18next's one namespace before it
// renders (useLazyTexts suspends until then).
// The files live next to the other texts (locales/<lang>/home.json, pages.json, legal.json);
// lazy-texts.test.ts checks that every language has every key, like locales.test.ts does for
// the bundled ones.
import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { i18next } from './index'
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale'

/** Several feature files as one bundle. */
const merged = (files: Promise<{ default: object }>[]) =>
  Promise.all(files).then((modules) => ({
    default: Object.assign({}, ...modules.map((module) => module.default)) as object,
  }))

export const LAZY_BUNDLES = {
  /**
   * The texts of the signed-in workspace: library, editor, evaluation, import, enhancement,
   * translation, export, sharing and history, and the desktop shell. Every screen that shows
   * them loads this bundle with its code (useLazyTexts('workspace')), so the public pages'
   * first download (the home page, issue 11 point 8) carries none of them.
   */
  workspace: {
    en: () =>
      merged([
        import('./locales/en/cvEditor.json'),
        import('./locales/en/coverLetter.json'),
        import('./locales/en/desktop.json'),
        import('./locales/en/enhance.json'),
        import('./locales/en/evaluation.json'),
        import('./locales/en/export.json'),
        import('./locales/en/import.json'),
        import('./locales/en/look.json'),
        import('./locales/en/share.json'),
        import('./locales/en/translate.json'),
      ]),
    de: () =>
      merged([
        import('./locales/de/cvEditor.json'),
        import('./locales/de/coverLetter.json'),
        import('./locales/de/desktop.json'),
        import('./locales/de/enhance.json'),
        import('./locales/de/evaluation.json'),
        import('./locales/de/export.json'),
        import('./locales/de/import.json'),
        import('./locales/de/look.json'),
        import('./locales/de/share.json'),
        import('./locales/de/translate.json'),
      ]),
    tr: () =>
      merged([
        import('./locales/tr/cvEditor.json'),
        import('./locales/tr/coverLetter.json'),
        import('./locales/tr/desktop.json'),
        import('./locales/tr/enhance.json'),
        import('./locales/tr/evaluation.json'),
        import('./locales/tr/export.json'),
        import('./locales/tr/import.json'),
        import('./locales/tr/look.json'),
        import('./locales/tr/share.json'),
        import('./locales/tr/translate.json'),
      ]),
  },
  /** My Account's texts (its header menu entry, account.menu, stays in the bundled account.json). */
  account: {
    en: () => import('./locales/en/accountPage.json'),
    de: () => import('./locales/de/accountPage.json'),
    tr: () => import('./locales/tr/accountPage.json'),
  },
  consent: {
    en: () => import('./locales/en/consent.json'),
    de: () => import('./locales/de/consent.json'),
    tr: () => import('./locales/tr/consent.json'),
  },
  home: {
    en: () => import('./locales/en/home.json'),
    de: () => import('./locales/de/home.json'),
    tr: () => import('./locales/tr/home.json'),
  },
  pages: {
    en: () => import('./locales/en/pages.json'),
    de: () => import('./locales/de/pages.json'),
    tr: () => import('./locales/tr/pages.json'),
  },
  legal: {
    en: () => import('./locales/en/legal.json'),
    de: () => import('./locales/de/legal.json'),
    tr: () => import('./locales/tr/legal.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>

export type LazyBundle = keyof typeof LAZY_BUNDLES

const loaded = new Map<string, Promise<void>>()
/** Bundles already added to i18next. */
const ready = new Set<string>()
/**
 * A promise React's use() reads as settled at once (React's thenable protocol: status and
 * value), for pages whose texts are already there: they render without suspending.
 */
const SETTLED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined })

/** Loads one bundle of one language into i18next (once; a failed load is retried next time). */
export function loadLazyTexts(bundle: LazyBundle, locale: Locale): Promise<void> {
  const key = `${bundle}:${locale}`
  let promise = loaded.get(key)
  if (!promise) {
    promise = LAZY_BUNDLES[bundle][locale]().then(
      (module) => {
        i18next.addResourceBundle(locale, 'translation', module.default, true, true)
        ready.add(key)
      },
      (error: unknown) => {
        loaded.delete(key)
        throw error
      },
    )
    loaded.set(key, promise)
  }
  return promise
}

const combined = new Map<string, Promise<unknown>>()

/** Suspends the calling page until its texts are there in the interface language. */
export function useLazyTexts(...bundles: LazyBundle[]): void {
  const { i18n } = useTranslation()
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  if (bundles.every((bundle) => ready.has(`${bundle}:${locale}`))) {
    use(SETTLED)
    return
  }
  const key = `${bundles.join('+')}:${locale}`
  // React's use() needs the same promise on every render: once settled, React remembers that on
  // the promise itself, so a page whose texts are there renders without suspending.
  let promise = combined.get(key)
  if (!promise) {
    promise = Promise.all(bundles.map((bundle) => loadLazyTexts(bundle, locale))).catch(
      (error: unknown) => {
        combined.delete(key)
        throw error
      },
    )
    combined.set(key, promise)
  }
  use(promise)
}
