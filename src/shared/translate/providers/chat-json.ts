// ChatJson on the AI interface's LLM client (src/shared/ai/llm): translation talks to an LLM the
// same way enhancement does, with its retries (429, 5xx, timeouts, honouring Retry-After),
// tolerant JSON reading (code fences, trailing text) and zod validation. What the client gives up
// on becomes a ProviderError, so the engine knows whether a retry or a fallback can help.
import { LlmError, type LlmClient } from '../../ai/llm/client'
import { ProviderError } from '../types'
import type { ChatJson } from './llm'

function toProviderError(error: unknown): unknown {
  if (!(error instanceof LlmError)) return error
  switch (error.kind) {
    case 'aborted':
      return error
    case 'timeout':
      return new ProviderError('the LLM did not answer in time', 'timeout')
    case 'connection':
      return new ProviderError(error.message, 'network')
    case 'http': {
      const status = error.status ?? 0
      const kind = status === 429 ? 'rate-limit' : status >= 500 ? 'server' : 'rejected'
      return new ProviderError(error.message, kind, status)
    }
    case 'refusal':
    case 'empty':
    case 'invalid-json':
    case 'schema':
      return new ProviderError(error.message, 'malformed')
  }
}

export function chatJsonFromLlm(client: LlmClient): ChatJson {
  return async (messages, schema, signal) => {
    try {
      return await client.json(messages, schema, { name: 'translations', signal })
    } catch (error) {
      throw toProviderError(error)
    }
  }
}
