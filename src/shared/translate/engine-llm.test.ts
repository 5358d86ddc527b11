// The engine against a scripted OpenAI-compatible server over real HTTP (issue 15 point 8):
// all 24 languages round-trip structure and protected tokens on a full resume, and every kind
// of bad answer or failing server ends as point 3 says: retried, then kept and marked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RESUME_LANGUAGE_CODES, type ResumeLanguageCode } from '../resume'
import { translateResume } from './engine'
import { createLlmClient } from '@node/ai/llm-client'
import { chatJsonFromLlm, createLlmProvider } from './providers'
import { countOf, freeText, tagsOf } from './test-fixtures/checks'
import { FULL_RESUME_TOKENS, fullResume } from './test-fixtures/full-resume'
import { startFakeLlm, type FakeServer } from './test-fixtures/make-servers'
import { TranslateError, type TranslationProvider } from './types'

let server: FakeServer

beforeAll(async () => {
  server = await startFakeLlm()
})
afterAll(() => server.close())
afterEach(() => {
  server.script = null
  server.requests.length = 0
})

function provider(options: { timeoutMs?: number; maxRetries?: number } = {}): TranslationProvider {
  const chat = chatJsonFromLlm(
    createLlmClient({
      baseUrl: server.url,
      apiKey: 'test-key',
      model: 'test-model',
      timeoutMs: options.timeoutMs ?? 5000,
      maxRetries: options.maxRetries ?? 0,
    }),
  )
  return createLlmProvider(chat)
}

const targets = RESUME_LANGUAGE_CODES.filter((code) => code !== 'en')

describe('LLM translation round trip', () => {
  it.each(targets)('keeps structure and every protected token translating into %s', async (to) => {
    const source = fullResume()
    const before = structuredClone(source)
    const result = await translateResume(source, to as ResumeLanguageCode, { provider: provider() })

    expect(source).toEqual(before)
    expect(result.mode).toBe('full')
    expect(result.resume.resumeLanguage).toBe(to)
    expect(result.resume.resumeName).toBe(`Main resume (${to})`)
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])

    const original = freeText(source)
    const translated = freeText(result.resume)
    for (const [path, value] of original) {
      const out = translated.get(path) ?? ''
      expect(tagsOf(out), path).toEqual(tagsOf(value))
      if (/\p{L}{3}/u.test(value) && path !== 'skills/skl-1/name')
        expect(out, path).toContain(`⁽${to}⁾`)
    }
    const all = (texts: Map<string, string>) => [...texts.values()].join('\n')
    for (const token of FULL_RESUME_TOKENS) {
      expect(countOf(all(translated), token), token).toBe(countOf(all(original), token))
    }
    // Names, contact data and skill keys are never sent and never change.
    expect(result.resume.contact.email).toBe(source.contact.email)
    expect(result.resume.references).toEqual(source.references)
    expect(result.resume.skills.map((skill) => skill.level)).toEqual(['Expert', 'Advanced', ''])
  })

  it('writes month-name dates in free text in the target language', async () => {
    const result = await translateResume(fullResume(), 'de', { provider: provider() })
    expect(result.resume.experiences[0]?.description).toContain('März 2021')
    expect(result.resume.experiences[0]?.startDate).toBe('März 2019')
  })

  it('sends segments in batches, several requests at a time, each with its markers', async () => {
    server.latencyMs = 50
    try {
      const result = await translateResume(fullResume(), 'fr', { provider: provider() })
      const segments = server.requests.map(
        (request) =>
          JSON.parse((request.body as { messages: { content: string }[] }).messages[1]!.content)
            .segments.length,
      )
      expect(segments.reduce((a: number, b: number) => a + b, 0)).toBe(result.stats.segments)
      expect(Math.max(...segments)).toBeGreaterThan(1)
      expect(server.maxInFlight).toBeGreaterThan(1)
    } finally {
      server.latencyMs = 0
    }
  })

  it('reports progress by section up to the whole resume', async () => {
    const seen: number[] = []
    let last: { total: number; done: number } | null = null
    await translateResume(fullResume(), 'tr', {
      provider: provider(),
      onProgress: (progress) => {
        seen.push(progress.done)
        last = progress
        expect(progress.sections.experiences?.total).toBeGreaterThan(0)
      },
    })
    expect(seen.length).toBeGreaterThan(2)
    expect([...seen].sort((a, b) => a - b)).toEqual(seen)
    expect(last).toMatchObject({ done: last!.total })
  })
})

describe('LLM answers that fail the checks', () => {
  const one = async (rewrite: (text: string) => string, times = Infinity) => {
    let used = 0
    server.script = () =>
      used++ < times
        ? { rewrite: (text, index) => (index === 0 ? rewrite(text) : text) }
        : undefined
    return translateResume(fullResume(), 'de', { provider: provider() })
  }

  it('retries a segment whose tag was dropped, alone, and keeps the retry', async () => {
    const result = await one((text) => text.replace(/<\/?g\d+>/g, ''), 1)
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
    const soloRetries = server.requests.filter(
      (request) =>
        JSON.parse((request.body as { messages: { content: string }[] }).messages[1]!.content)
          .segments.length === 1,
    )
    expect(soloRetries.length).toBeGreaterThan(0)
  })

  it('keeps a segment that always loses its tag in the source language and marks it', async () => {
    const source = fullResume()
    const result = await one((text) =>
      text.includes('<g1>') ? text.replace(/<\/?g1>/g, '') : text,
    )
    const kept = result.fields.filter((field) => field.status === 'source')
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.every((field) => field.reason === 'missing-tag')).toBe(true)
    // The summary's first paragraph holds the bold words: it stays as written; the second
    // paragraph is translated all the same.
    const [first, second] = result.resume.contact.description.split('</p>')
    expect(`${first}</p>`).toBe(source.contact.description.split('</p>')[0] + '</p>')
    expect(second).toContain('⁽de⁾')
    expect(kept.find((field) => field.path === 'contact.description')?.detail).toContain(
      '1 of 2 parts',
    )
    expect(result.stats.failed).toBeGreaterThan(0)
  })

  it('keeps a segment whose numbers change', async () => {
    const result = await one((text) => `${text} 99`)
    expect(result.fields.some((field) => field.reason === 'changed-number')).toBe(true)
  })

  it('keeps a segment whose placeholder was dropped', async () => {
    const result = await one((text) => (text.includes('<x1/>') ? text.replace('<x1/>', '') : text))
    expect(result.fields.some((field) => field.reason === 'missing-token')).toBe(true)
  })

  it('keeps a segment that comes back with markup of its own', async () => {
    const result = await one((text) => `<script>alert(1)</script>${text}`)
    expect(result.fields.some((field) => field.reason === 'malformed')).toBe(true)
    expect(JSON.stringify(result.resume)).not.toContain('<script>')
  })

  it('accepts placeholders in another order and a decoded ampersand', async () => {
    const result = await one((text) =>
      text.replace('<x1/>', '').replace(/$/, ' <x1/>').replace(/&amp;/g, '&'),
    )
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
  })

  it('retries an answer that is not JSON', async () => {
    let used = 0
    server.script = () =>
      used++ === 0
        ? { body: '{"choices":[{"message":{"content":"Sure! Here you go"}}]}' }
        : undefined
    const result = await translateResume(fullResume(), 'it', { provider: provider() })
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
  })
})

describe('LLM servers that fail', () => {
  it('retries after 429 and 500 and finishes', async () => {
    let used = 0
    server.script = () => {
      used++
      if (used === 1)
        return {
          status: 429,
          headers: { 'retry-after-ms': '0' },
          body: '{"error":{"message":"slow down"}}',
        }
      if (used === 2) return { status: 500, body: '{"error":{"message":"boom"}}' }
      return undefined
    }
    const result = await translateResume(fullResume(), 'es', { provider: provider() })
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
  })

  it('retries a request that times out', async () => {
    let used = 0
    server.script = () => (used++ === 0 ? { delayMs: 1500 } : undefined)
    const result = await translateResume(fullResume(), 'pl', {
      provider: provider({ timeoutMs: 400 }),
    })
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
  })

  it('fails the translation when no text at all could be translated', async () => {
    server.script = () => ({ status: 500, body: '{"error":{"message":"down"}}' })
    const error = await translateResume(fullResume(), 'nl', {
      provider: provider(),
      retries: 1,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TranslateError)
    expect((error as TranslateError).code).toBe('provider-failed')
  })

  it('stops at once when the server refuses the key', async () => {
    server.script = () => ({ status: 401, body: '{"error":{"message":"bad key"}}' })
    const error = await translateResume(fullResume(), 'nl', { provider: provider() }).catch(
      (caught: unknown) => caught,
    )
    expect((error as TranslateError).code).toBe('provider-rejected')
    expect(server.requests.length).toBeLessThanOrEqual(4)
  })

  it('stops when the caller cancels', async () => {
    server.latencyMs = 300
    try {
      const controller = new AbortController()
      const running = translateResume(fullResume(), 'ja', {
        provider: provider(),
        signal: controller.signal,
      })
      setTimeout(() => controller.abort(new Error('closed by the user')), 50)
      const error = await running.catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(TranslateError)
      expect((error as TranslateError).code).toBe('aborted')
      expect((error as TranslateError).message).toContain('closed by the user')
    } finally {
      server.latencyMs = 0
    }
  })
})
