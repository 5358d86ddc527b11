// Translation keys are checked at compile time against the English bundle.
import type { Texts } from './locales'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: Texts }
  }
}
