// Shared setup of the renderer tests: translated text in English, a clean DOM and storage
// between tests.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { initI18n } from '../i18n'
import { LAZY_BUNDLES, loadLazyTexts, type LazyBundle } from '../i18n/lazy-texts'

initI18n('en')
// The texts screens load with their code (lazy-texts.ts) are there from the start in tests, as
// they are once a screen has loaded in the app.
await Promise.all(
  (Object.keys(LAZY_BUNDLES) as LazyBundle[]).map((bundle) => loadLazyTexts(bundle, 'en')),
)

afterEach(() => {
  cleanup()
  localStorage.clear()
})
