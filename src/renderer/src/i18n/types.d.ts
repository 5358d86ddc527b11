// Translation keys are checked at compile time against the English bundle, and against the
// English files of the bundles pages load themselves (lazy-texts.ts).
import type { Texts } from './locales'
import type accountPage from './locales/en/accountPage.json'
import type consent from './locales/en/consent.json'
import type home from './locales/en/home.json'
import type pages from './locales/en/pages.json'
import type legal from './locales/en/legal.json'
import type cvEditor from './locales/en/cvEditor.json'
import type coverLetter from './locales/en/coverLetter.json'
import type desktop from './locales/en/desktop.json'
import type enhance from './locales/en/enhance.json'
import type evaluation from './locales/en/evaluation.json'
import type exportTexts from './locales/en/export.json'
import type importTexts from './locales/en/import.json'
import type look from './locales/en/look.json'
import type share from './locales/en/share.json'
import type translate from './locales/en/translate.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: {
      translation: Texts &
        typeof accountPage &
        typeof consent &
        typeof home &
        typeof pages &
        typeof legal &
        typeof cvEditor &
        typeof coverLetter &
        typeof desktop &
        typeof enhance &
        typeof evaluation &
        typeof exportTexts &
        typeof importTexts &
        typeof look &
        typeof share &
        typeof translate
    }
  }
}
