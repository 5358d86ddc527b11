// The provider a configuration asks for. Kept apart from the engine's index so the renderer,
// which only needs the engine's types and offline part, never bundles an HTTP client or the SDK.
import type { TranslationConfig } from '../config'
import type { TranslationProvider } from '../types'
import { createLibreTranslateProvider } from './libretranslate'
import { createLlmProvider } from './llm'
import type { LlmClient } from '../../ai/llm/client'
import { chatJsonFromLlm } from './chat-json'

export { createLibreTranslateProvider, type LibreTranslateSettings } from './libretranslate'
export { createLlmProvider, type ChatJson, type ChatMessage } from './llm'
export { chatJsonFromLlm } from './chat-json'

/** Null for 'offline'. Throws when the configuration lacks what its provider needs. */
export function createTranslationProvider(
  config: TranslationConfig,
  llm: LlmClient | null,
): TranslationProvider | null {
  if (config.provider === 'offline') return null
  if (config.provider === 'libretranslate') {
    if (!config.libreTranslate) throw new Error('LibreTranslate is chosen but has no URL')
    return createLibreTranslateProvider(config.libreTranslate)
  }
  if (!llm) throw new Error('The LLM is chosen but the AI provider is not configured')
  return createLlmProvider(chatJsonFromLlm(llm))
}
