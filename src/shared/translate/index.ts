// Resume translation (issue 15): the engine, its offline part and the linked-version helpers.
// Providers (HTTP, the LLM SDK) live in ./providers so browser bundles need not include them.
export { translateResume, translatedResumeName } from './engine'
export {
  diffFields,
  resumeFields,
  readField,
  type FieldChange,
  type FieldRef,
  type FieldRole,
} from './fields'
export { planTranslationUpdate, applyTranslatedFields, type TranslationUpdatePlan } from './linked'
export { resolveTranslationConfig, TRANSLATE_PROVIDER_CHOICES } from './config'
export type { TranslationConfig, TranslateProviderChoice, LibreTranslateConfig } from './config'
export { translateDateField } from './offline/dates'
export { translateLanguageName, translateCountryName } from './offline/display-names'
export { translateJobTitle } from './offline/job-titles'
export * from './types'
