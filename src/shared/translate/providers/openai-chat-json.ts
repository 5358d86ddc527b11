// ChatJson on the openai SDK, for any OpenAI-compatible server (OpenAI, vLLM, llama.cpp,
// Ollama, LM Studio…). This is the one file through which translation talks to an LLM; it is
// meant to be replaced by the AI interface's client (issue 13) when both land, which must keep
// the ChatJson contract in llm.ts. The SDK retries 429, 5xx and timeouts with backoff and
// honours Retry-After; what it gives up on becomes a ProviderError.
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai'
import { ProviderError } from '../types'
import type { ChatJson } from './llm'

export interface OpenAiChatSettings {
  baseUrl: string
  apiKey: string
  model: string
  /** Per request; default 60 s. */
  timeoutMs?: number
  /** Extra attempts the SDK makes on 429, 5xx and timeouts; default 2. */
  maxRetries?: number
}

/** The JSON inside an answer, which some models wrap in a ```json fence. */
export function stripCodeFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text)
  return fenced ? (fenced[1] ?? '') : text.trim()
}

function toProviderError(error: unknown): unknown {
  if (error instanceof APIUserAbortError) return error
  if (error instanceof APIConnectionTimeoutError)
    return new ProviderError('the LLM did not answer in time', 'timeout')
  if (error instanceof APIConnectionError)
    return new ProviderError(`cannot reach the LLM: ${error.message}`, 'network')
  if (error instanceof APIError) {
    const status = error.status ?? 0
    const kind = status === 429 ? 'rate-limit' : status >= 500 ? 'server' : 'rejected'
    return new ProviderError(`the LLM answered ${status}: ${error.message}`, kind, status)
  }
  return error
}

export function createOpenAiChatJson(settings: OpenAiChatSettings): ChatJson {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs ?? 60_000,
    maxRetries: settings.maxRetries ?? 2,
  })
  return async (messages, schema, signal) => {
    let content: string | null | undefined
    try {
      const completion = await client.chat.completions.create(
        {
          model: settings.model,
          messages,
          temperature: 0,
          response_format: { type: 'json_object' },
        },
        { signal },
      )
      content = completion.choices[0]?.message?.content
    } catch (error) {
      throw toProviderError(error)
    }
    let data: unknown
    try {
      data = JSON.parse(stripCodeFence(content ?? ''))
    } catch {
      throw new ProviderError('the LLM answered something that is not JSON', 'malformed')
    }
    const parsed = schema.safeParse(data)
    if (!parsed.success)
      throw new ProviderError('the LLM answered JSON of the wrong shape', 'malformed')
    return parsed.data
  }
}
