// The AI interface (src/shared/ai) as a Node runtime uses it: the dictionaries loaded from disk
// and the LLM engine over the openai SDK when AI_BASE_URL, AI_API_KEY and AI_MODEL are set (else
// the offline engine alone). Used by the cloud's /enhance routes and the desktop main process.
import { createAiService, createLlmEngine, type AiService, type GuardLog } from '@shared/ai'
import type { LlmConfig } from '@shared/ai/llm/client'
import type { Speller } from '@shared/evaluation'
import { loadSpeller } from '../spelling/dictionaries'
import { createLlmClient } from './llm-client'

export interface NodeAi {
  service: AiService
  /** Loads the dictionaries a resume in this language needs; call before asking the service. */
  ready(language: string): Promise<void>
}

export interface NodeAiOptions {
  /** The LLM to ask first; null or absent for the offline engine only. */
  llm?: LlmConfig | null
  log?: GuardLog
  onFallback?: (task: string, reason: string) => void
}

export function createNodeAi(options: NodeAiOptions = {}): NodeAi {
  const spellers = new Map<string, Speller | null>()
  const service = createAiService({
    spellers: (code) => spellers.get(code) ?? null,
    llm: options.llm ? createLlmEngine(createLlmClient(options.llm)) : null,
    log: options.log,
    onFallback: options.onFallback,
  })
  return {
    service,
    async ready(language) {
      for (const code of new Set([language, 'en']))
        if (!spellers.has(code)) spellers.set(code, await loadSpeller(code))
    },
  }
}
