// The LLM engine as a translation provider. It needs one thing from the AI interface: a way to
// ask for JSON matching a schema (ChatJson). openai-chat-json.ts implements it with the openai
// SDK for now; when the AI interface's own client lands, it implements ChatJson instead and
// nothing here changes.
import { z } from 'zod'
import { resumeLanguage, type ResumeLanguageCode } from '../../resume'
import type { ProviderLimits, TranslationProvider } from '../types'

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

/**
 * Sends the messages and returns the answer parsed as JSON and validated by the schema.
 * Retries transient HTTP failures itself; throws ProviderError (types.ts) when it gives up:
 * kind 'malformed' for an answer that is not JSON of that shape, 'rejected' for 400/401/403/404.
 */
export type ChatJson = <T>(
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  signal?: AbortSignal,
) => Promise<T>

const answerSchema = z.object({
  translations: z.array(z.object({ id: z.string(), text: z.string() })),
})

function instructions(from: ResumeLanguageCode, to: ResumeLanguageCode): string {
  const source = resumeLanguage(from).name
  const target = resumeLanguage(to).name
  return [
    `You translate parts of a resume from ${source} to ${target}.`,
    'Each segment is HTML-escaped text with two kinds of markers that must survive unchanged:',
    '- <g1>…</g1>, <g2>…</g2>: formatting around words. Keep every pair exactly once, around the translated words, properly nested.',
    '- <x1/>, <x2/>: placeholders for names, numbers, dates, links and product names. Keep each exactly once; never translate, remove or invent them.',
    'Write no digits of your own. Keep the tone of a resume: concise, factual, no added words or comments.',
    `Answer with JSON only: {"translations":[{"id":"…","text":"…"}]}, one entry per segment, same ids, the text in ${target}.`,
  ].join('\n')
}

export interface LlmProviderSettings {
  limits?: Partial<ProviderLimits>
}

export function createLlmProvider(
  chat: ChatJson,
  settings: LlmProviderSettings = {},
): TranslationProvider {
  return {
    name: 'llm',
    limits: { maxSegments: 20, maxChars: 4000, concurrency: 4, ...settings.limits },
    async translate(texts, from, to, signal) {
      const segments = texts.map((text, i) => ({ id: `s${i + 1}`, text }))
      const answer = await chat(
        [
          { role: 'system', content: instructions(from, to) },
          { role: 'user', content: JSON.stringify({ segments }) },
        ],
        answerSchema,
        signal,
      )
      const byId = new Map(answer.translations.map((entry) => [entry.id, entry.text]))
      return segments.map((segment) => byId.get(segment.id) ?? null)
    },
  }
}
