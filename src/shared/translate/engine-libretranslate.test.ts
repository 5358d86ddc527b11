// The engine against a fake LibreTranslate server over real HTTP (issue 15 point 8).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { RESUME_LANGUAGE_CODES, type ResumeLanguageCode } from '../resume'
import { translateResume } from './engine'
import { createLibreTranslateProvider } from './providers'
import { countOf, freeText, tagsOf } from './test-fixtures/checks'
import { FULL_RESUME_TOKENS, fullResume } from './test-fixtures/full-resume'
import { startFakeLibreTranslate, type FakeServer } from './test-fixtures/make-servers'
import { TranslateError } from './types'

let server: FakeServer

beforeAll(async () => {
  server = await startFakeLibreTranslate({ apiKey: 'lt-key' })
})
afterAll(() => server.close())
afterEach(() => {
  server.script = null
  server.requests.length = 0
})

const provider = (options: { timeoutMs?: number; apiKey?: string | null; url?: string } = {}) =>
  createLibreTranslateProvider({
    url: options.url ?? server.url,
    apiKey: options.apiKey === undefined ? 'lt-key' : options.apiKey,
    timeoutMs: options.timeoutMs ?? 5000,
    backoffMs: 10,
  })

const wireCode = (code: string) => (code === 'no' ? 'nb' : code === 'zh' ? 'zh-Hans' : code)

describe('LibreTranslate round trip', () => {
  it.each(RESUME_LANGUAGE_CODES.filter((code) => code !== 'en'))(
    'keeps structure and every protected token translating into %s',
    async (to) => {
      const source = fullResume()
      const result = await translateResume(source, to as ResumeLanguageCode, {
        provider: provider(),
      })
      expect(result.provider).toBe('libretranslate')
      expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
      const original = freeText(source)
      const translated = freeText(result.resume)
      for (const [path, value] of original) {
        expect(tagsOf(translated.get(path) ?? ''), path).toEqual(tagsOf(value))
      }
      expect(translated.get('contact.description')).toContain(`⁽${wireCode(to)}⁾`)
      const all = (texts: Map<string, string>) => [...texts.values()].join('\n')
      for (const token of FULL_RESUME_TOKENS) {
        expect(countOf(all(translated), token), token).toBe(countOf(all(original), token))
      }
    },
  )

  it('sends the batch as a list in HTML format with the API key', async () => {
    await translateResume(fullResume(), 'de', { provider: provider() })
    const posts = server.requests.filter((request) => request.path === '/translate')
    const body = posts[0]?.body as { q: string[]; format: string; api_key: string; source: string }
    expect(Array.isArray(body.q) && body.q.length).toBeGreaterThan(1)
    expect(body).toMatchObject({ format: 'html', api_key: 'lt-key', source: 'en' })
    expect(body.q.some((text) => /<g1>.*<\/g1>/.test(text))).toBe(true)
    expect(body.q.some((text) => /<x\d+\/>/.test(text))).toBe(true)
    expect(JSON.stringify(body.q)).not.toContain('grace.hopper@example.com')
  })
})

describe('LibreTranslate failures', () => {
  it('waits as Retry-After says after 429, retries 500, and finishes', async () => {
    let used = 0
    server.script = (request) => {
      if (request.path !== '/translate') return undefined
      used++
      if (used === 1)
        return {
          status: 429,
          headers: { 'retry-after': '0' },
          body: '{"error":"Too many requests"}',
        }
      if (used === 2) return { status: 500, body: '{"error":"boom"}' }
      return undefined
    }
    const result = await translateResume(fullResume(), 'fr', { provider: provider() })
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
    expect(used).toBeGreaterThan(2)
  })

  it('retries a request that times out', async () => {
    let used = 0
    server.script = (request) =>
      request.path === '/translate' && used++ === 0 ? { delayMs: 1000 } : undefined
    const result = await translateResume(fullResume(), 'it', {
      provider: provider({ timeoutMs: 300 }),
    })
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
  })

  it('keeps segments whose tags HTML mode mangled, and marks them', async () => {
    server.script = (request) =>
      request.path === '/translate'
        ? { rewrite: (text) => text.replace(/<(\/?)g(\d+)>/g, '<$1b>') }
        : undefined
    const result = await translateResume(fullResume(), 'es', { provider: provider(), retries: 1 })
    const kept = result.fields.filter((field) => field.status === 'source')
    expect(kept.map((field) => field.path)).toContain('experiences/exp-1/description')
    expect(kept.every((field) => field.reason === 'malformed')).toBe(true)
  })

  it('accepts placeholders written back as <x1></x1>, as HTML parsers do', async () => {
    server.script = (request) =>
      request.path === '/translate'
        ? { rewrite: (text) => text.replace(/<x(\d+)\/>/g, '<x$1></x$1>') }
        : undefined
    const result = await translateResume(fullResume(), 'sv', { provider: provider() })
    expect(result.fields.filter((field) => field.status === 'source')).toEqual([])
  })

  it('stops with a clear error on a wrong API key', async () => {
    const error = await translateResume(fullResume(), 'de', {
      provider: provider({ apiKey: 'wrong' }),
    }).catch((caught: unknown) => caught)
    expect((error as TranslateError).code).toBe('provider-rejected')
    expect((error as Error).message).toContain('Invalid API key')
  })

  it('says which language the server does not offer', async () => {
    const small = await startFakeLibreTranslate({ codes: ['en', 'de'] })
    try {
      const error = await translateResume(fullResume(), 'hi', {
        provider: provider({ url: small.url }),
      }).catch((caught: unknown) => caught)
      expect((error as TranslateError).code).toBe('provider-rejected')
      expect((error as Error).message).toContain("'hi'")
    } finally {
      await small.close()
    }
  })

  it('fails when the server cannot be reached at all', async () => {
    const error = await translateResume(fullResume(), 'de', {
      provider: provider({ url: 'http://127.0.0.1:9' }),
      retries: 0,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TranslateError)
    expect((error as TranslateError).code).toBe('provider-failed')
  })
})
