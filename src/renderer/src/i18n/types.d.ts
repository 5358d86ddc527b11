// Translation keys are checked at compile time against the English bundle, and against the
// English files of the bundles pages load themselves (lazy-texts.ts).
import type { Texts } from './locales'
import type accountPage from './locales/en/accountPage.json'
import type consent from './locales/en/consent.json'
import type home from './locales/en/home.json'
import type pages from './locales/en/pages.json'
import type legal from './locales/en/legal.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: Texts &
        typeof accountPage &
        typeof consent &
        typeof home &
        typeof pages &
        typeof legal
    }
  }
}
