// A small chat client for any OpenAI-compatible server (OpenAI, Ollama, vLLM, llama.cpp's
// server, LM Studio), through the official `openai` SDK. Reusable by every feature that talks
// to the configured model (enhancement here, translation too):
//
//   const llm = createLlmClient({ baseUrl, apiKey, model })
//   const text = await llm.complete(messages, { signal })
//   const data = await llm.json(messages, zodSchema, { name: 'translation', signal })
//   await llm.stream(messages, { onText: (delta) => … })
//
// - Timeouts: `timeoutMs` per request (the SDK's), and each call may pass an AbortSignal
//   (the user left) that cancels it, also while a stream is being read.
// - Retries: the SDK retries connection errors, 408, 409, 429 and 5xx `maxRetries` times with
//   exponential backoff, honouring the server's retry-after headers.
// - Structured output: `json()` asks for a JSON schema (response_format json_schema, from the
//   zod schema) where the server supports it; a server that rejects response_format (400) is
//   asked again without it and remembered. Every answer is read tolerantly (code fences,
//   trailing prose; see json.ts) and validated with the zod schema.
// - Errors are LlmError with a `kind`, so callers can say what went wrong and fall back.
import OpenAI from 'openai'
import { z } from 'zod'
import {
  LlmError,
  readJsonAnswer,
  type CallOptions,
  type ChatMessage,
  type LlmClient,
  type LlmConfig,
} from '@shared/ai/llm/client'

/** An SDK or network failure as an LlmError. */
export function toLlmError(error: unknown, signal?: AbortSignal): LlmError {
  if (error instanceof LlmError) return error
  if (signal?.aborted || error instanceof OpenAI.APIUserAbortError)
    return new LlmError('aborted', 'the request was cancelled')
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return new LlmError('timeout', 'the AI server did not answer in time')
  if (error instanceof OpenAI.APIConnectionError)
    return new LlmError('connection', `cannot reach the AI server: ${error.message}`)
  if (error instanceof OpenAI.APIError)
    return new LlmError(
      'http',
      `the AI server answered ${error.status ?? 'with an error'}: ${error.message}`,
      error.status,
    )
  if (error instanceof Error && error.name === 'AbortError')
    return new LlmError('aborted', 'the request was cancelled')
  return new LlmError('connection', error instanceof Error ? error.message : String(error))
}

type Message = OpenAI.Chat.Completions.ChatCompletionMessage & { refusal?: string | null }

export function createLlmClient(config: LlmConfig): LlmClient {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    timeout: config.timeoutMs ?? 60_000,
    maxRetries: config.maxRetries ?? 2,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    // Desktop main and workers are no browsers, but some bundles look like one to the SDK.
    dangerouslyAllowBrowser: true,
  })
  let schemaSupported = config.structuredOutput !== 'none'

  const responseFormat = (json: { name: string; schema: z.ZodType } | undefined) =>
    json && schemaSupported
      ? {
          response_format: {
            type: 'json_schema' as const,
            json_schema: {
              name: json.name,
              schema: z.toJSONSchema(json.schema, { unrepresentable: 'any' }) as Record<
                string,
                unknown
              >,
              strict: false,
            },
          },
        }
      : {}

  const base = (messages: readonly ChatMessage[], options: CallOptions) => ({
    model: config.model,
    messages: messages.map((message) => ({ ...message })),
    ...(config.temperature !== undefined ? { temperature: config.temperature } : {}),
    ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
  })

  /** Runs a request; a 400 against response_format is retried once without it (auto mode). */
  async function withFormatFallback<T>(
    json: { name: string; schema: z.ZodType } | undefined,
    signal: AbortSignal | undefined,
    run: () => Promise<T>,
  ): Promise<T> {
    try {
      return await run()
    } catch (error) {
      const rejected =
        error instanceof OpenAI.BadRequestError &&
        json &&
        schemaSupported &&
        config.structuredOutput !== 'json_schema'
      if (!rejected) throw toLlmError(error, signal)
      schemaSupported = false
      try {
        return await run()
      } catch (again) {
        throw toLlmError(again, signal)
      }
    }
  }

  function answerText(message: Message | undefined, finish: string | null | undefined): string {
    if (message?.refusal) throw new LlmError('refusal', `the model refused: ${message.refusal}`)
    if (finish === 'content_filter') throw new LlmError('refusal', 'the answer was filtered')
    const text = message?.content ?? ''
    if (text.trim() === '') throw new LlmError('empty', 'the answer was empty')
    return text
  }

  async function completeWith(
    messages: readonly ChatMessage[],
    options: CallOptions,
    json?: { name: string; schema: z.ZodType },
  ): Promise<string> {
    return withFormatFallback(json, options.signal, async () => {
      const completion = await client.chat.completions.create(
        { ...base(messages, options), ...responseFormat(json) },
        { signal: options.signal },
      )
      const choice = completion.choices?.[0]
      return answerText(choice?.message as Message | undefined, choice?.finish_reason)
    })
  }

  return {
    model: config.model,
    complete: (messages, options = {}) => completeWith(messages, options),
    async json(messages, schema, options) {
      const text = await completeWith(messages, options, { name: options.name, schema })
      return readJsonAnswer(text, schema)
    },
    async stream(messages, options) {
      return withFormatFallback(options.json, options.signal, async () => {
        const stream = await client.chat.completions.create(
          { ...base(messages, options), ...responseFormat(options.json), stream: true },
          { signal: options.signal },
        )
        let text = ''
        let refusal = ''
        for await (const chunk of stream) {
          const choice = chunk.choices?.[0]
          const delta = choice?.delta as
            { content?: string | null; refusal?: string | null } | undefined
          if (delta?.refusal) refusal += delta.refusal
          if (delta?.content) {
            text += delta.content
            options.onText(delta.content)
          }
          if (choice?.finish_reason === 'content_filter')
            throw new LlmError('refusal', 'the answer was filtered')
        }
        if (refusal !== '') throw new LlmError('refusal', `the model refused: ${refusal}`)
        if (text.trim() === '') throw new LlmError('empty', 'the answer was empty')
        return text
      })
    },
  }
}
