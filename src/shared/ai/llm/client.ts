// What every feature that talks to the configured model (enhancement, translation) relies on:
// the client's interface, its errors and how answers are read and validated. The client itself
// (src/node/ai/llm-client.ts) is built on the `openai` SDK, whose types need Node's, so it lives
// on the Node side: the cloud, desktop main and the CLI create it and hand it to the engines
// here, which stay pure.
import type { z } from 'zod'
import { JsonAnswerError, parseJsonAnswer } from './json'

export interface LlmConfig {
  baseUrl: string
  apiKey: string
  model: string
  /** Per request, in ms (default 60 000). */
  timeoutMs?: number
  /** Retries on connection errors, 408, 409, 429 and 5xx (default 2). */
  maxRetries?: number
  /** How JSON answers are asked for (default auto: json_schema, then plain when rejected). */
  structuredOutput?: 'auto' | 'json_schema' | 'none'
  temperature?: number
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant'
  content: string
}

export type LlmErrorKind =
  'timeout' | 'aborted' | 'connection' | 'http' | 'refusal' | 'empty' | 'invalid-json' | 'schema'

export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'LlmError'
  }
}

export interface CallOptions {
  signal?: AbortSignal
  maxTokens?: number
}

export interface JsonOptions extends CallOptions {
  /** A name for the schema (letters, digits, _ and -), sent with response_format. */
  name: string
}

export interface StreamOptions extends CallOptions {
  /** With a schema, the server is asked for JSON as for json(). */
  json?: { name: string; schema: z.ZodType }
  onText: (delta: string) => void
}

export interface LlmClient {
  readonly model: string
  complete(messages: readonly ChatMessage[], options?: CallOptions): Promise<string>
  json<T>(messages: readonly ChatMessage[], schema: z.ZodType<T>, options: JsonOptions): Promise<T>
  /** Streams the answer; resolves with the whole text. */
  stream(messages: readonly ChatMessage[], options: StreamOptions): Promise<string>
}

/** The answer validated against the schema, with the first problems named. */
export function validateAnswer<T>(value: unknown, schema: z.ZodType<T>): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problems = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
  throw new LlmError('schema', `the answer does not have the expected shape (${problems})`)
}

/** Reads a JSON answer tolerantly and validates it. */
export function readJsonAnswer<T>(text: string, schema: z.ZodType<T>): T {
  let value: unknown
  try {
    value = parseJsonAnswer(text)
  } catch (error) {
    if (error instanceof JsonAnswerError)
      throw new LlmError('invalid-json', `the answer is not JSON: ${error.message}`)
    throw error
  }
  return validateAnswer(value, schema)
}
