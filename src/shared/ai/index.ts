// The AI interface (issue 13): one service over two engines, the offline rules and an LLM behind
// any OpenAI-compatible server, with the fact guard on both. Pure: the dictionaries and the LLM
// configuration come from the caller (Node loads dictionaries with evaluation/spelling/node).
export { createAiService } from './service'
export type { AiService, AiServiceOptions } from './service'
export { createOfflineEngine } from './offline/engine'
export type { SpellerLookup } from './offline/context'
export { guardSources, guardText, resumeTexts } from './guard/guard'
export type { GuardLog, GuardLogEntry, GuardPolicy } from './guard/guard'
export { newFacts, lostFacts, factSource } from './guard/facts'
export { PLACEHOLDER, toFieldHtml } from './complete'
export * from './types'
export { LlmError, readJsonAnswer, validateAnswer } from './llm/client'
export type { LlmClient, LlmConfig, ChatMessage, LlmErrorKind } from './llm/client'
export { createLlmEngine } from './llm/engine'
export { llmConfigFromEnv } from './llm/config'
export { parseJsonAnswer, ArrayItemStream } from './llm/json'
