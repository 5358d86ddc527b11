// The provider the cloud translates free text with, from its configuration (TRANSLATE_PROVIDER,
// LIBRETRANSLATE_URL, LIBRETRANSLATE_API_KEY, AI_*; see @shared/translate/config). Null when
// nobody is configured: then only the offline part is offered, and the app says so.
import type { TranslationProvider } from '@shared/translate'
import { createTranslationProvider } from '@shared/translate/providers'
import { createLlmClient } from '@node/ai/llm-client'
import type { Config } from '../config'

export function translationProviderFor(config: Config): TranslationProvider | null {
  if (config.translate.provider === 'offline') return null
  const llm =
    config.translate.provider === 'llm' && config.ai
      ? createLlmClient({ ...config.ai, temperature: 0 })
      : null
  return createTranslationProvider(config.translate, llm)
}
