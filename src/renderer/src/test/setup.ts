// Shared setup of the renderer tests: translated text in English, a clean DOM and storage
// between tests.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { initI18n } from '../i18n'

initI18n('en')

afterEach(() => {
  cleanup()
  localStorage.clear()
})
