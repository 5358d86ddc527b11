// Stand-in translation servers for tests and the bench, over real HTTP on 127.0.0.1: an
// OpenAI-compatible chat-completions server and a LibreTranslate server. By default both
// "translate" with pseudoTranslate; a script can replace any answer (a status, a delay, a
// malformed body, a doctored translation) to exercise every failure the engine must handle.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RESUME_LANGUAGES, type ResumeLanguageCode } from '../../resume'

/**
 * A fake translation that keeps markers and entities: every word of every text run gets the
 * target code appended ("Led⁽de⁾"), so a test can tell translated text from untouched text.
 */
export function pseudoTranslate(text: string, to: string): string {
  return text
    .split(/(<\/?[gx]\d+\/?>|&[a-z]+;|&#\d+;)/)
    .map((chunk, i) =>
      i % 2 === 1 ? chunk : chunk.replace(/\p{L}+/gu, (word) => `${word}⁽${to}⁾`),
    )
    .join('')
}

export interface ScriptedReply {
  status?: number
  headers?: Record<string, string>
  /** Raw body; when absent, the default translation is answered. */
  body?: string
  /** Wait this long before answering (for timeouts and concurrency). */
  delayMs?: number
  /** Rewrite each translated segment text (drop a tag, change a number…). */
  rewrite?: (text: string, index: number) => string
}

export interface RecordedRequest {
  path: string
  body: unknown
  startedAt: number
  /** Requests already in flight when this one arrived, this one included. */
  inFlight: number
}

export type Script = (request: RecordedRequest, count: number) => ScriptedReply | undefined

export interface FakeServer {
  url: string
  requests: RecordedRequest[]
  /** Answers of every later request go through this script (undefined = default). */
  script: Script | null
  /** Fixed extra latency for every request (the bench's provider of fixed latency). */
  latencyMs: number
  maxInFlight: number
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return text === '' ? null : (JSON.parse(text) as unknown)
  } catch {
    return text
  }
}

type Translate = (body: unknown, reply: ScriptedReply) => { status: number; body: unknown }

async function startServer(routes: Record<string, Translate>, port = 0): Promise<FakeServer> {
  let inFlight = 0
  const server: FakeServer = {
    url: '',
    requests: [],
    script: null,
    latencyMs: 0,
    maxInFlight: 0,
    close: () =>
      new Promise<void>((done) => {
        http.closeAllConnections()
        http.close(() => done())
      }),
  }
  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      inFlight++
      server.maxInFlight = Math.max(server.maxInFlight, inFlight)
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      const recorded: RecordedRequest = {
        path,
        body: await readBody(request),
        startedAt: Date.now(),
        inFlight,
      }
      server.requests.push(recorded)
      const reply = server.script?.(recorded, server.requests.length) ?? {}
      const delay = server.latencyMs + (reply.delayMs ?? 0)
      if (delay > 0) await new Promise((done) => setTimeout(done, delay))
      const route = routes[`${request.method} ${path}`]
      let status = reply.status ?? 200
      let body: string
      if (reply.body !== undefined) body = reply.body
      else if (!route) {
        status = 404
        body = JSON.stringify({ error: `no route ${request.method} ${path}` })
      } else {
        const answer = route(recorded.body, reply)
        status = reply.status ?? answer.status
        body = JSON.stringify(answer.body)
      }
      inFlight--
      if (response.destroyed) return
      response.writeHead(status, { 'content-type': 'application/json', ...reply.headers })
      response.end(body)
    })()
  })
  await new Promise<void>((done, fail) => {
    http.once('error', fail)
    http.listen(port, '127.0.0.1', done)
  })
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return server
}

const codeByName = new Map(RESUME_LANGUAGES.map((language) => [language.name, language.code]))

/** The target language named in the engine's system prompt ("…from English to German."). */
function targetOf(prompt: string): ResumeLanguageCode | 'xx' {
  const match = / to ([A-Za-z]+)\./.exec(prompt)
  return codeByName.get(match?.[1] ?? '') ?? 'xx'
}

interface ChatBody {
  model?: string
  messages?: { role: string; content: string }[]
}

/**
 * An OpenAI-compatible server: POST /v1/chat/completions. Its base URL ends in /v1. `port` 0
 * (the default) takes a free one; end-to-end tests give the port their app server was told.
 */
export async function startFakeLlm(port = 0): Promise<FakeServer> {
  const server = await startServer(
    {
      'POST /v1/chat/completions': (raw, reply) => {
        const body = raw as ChatBody
        const to = targetOf(body.messages?.find((m) => m.role === 'system')?.content ?? '')
        const user = JSON.parse(body.messages?.find((m) => m.role === 'user')?.content ?? '{}') as {
          segments?: { id: string; text: string }[]
        }
        const translations = (user.segments ?? []).map((segment, index) => {
          const text = pseudoTranslate(segment.text, to)
          return { id: segment.id, text: reply.rewrite ? reply.rewrite(text, index) : text }
        })
        const content = JSON.stringify({ translations })
        return {
          status: 200,
          body: {
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model ?? 'test',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          },
        }
      },
    },
    port,
  )
  server.url = `${server.url}/v1`
  return server
}

/** The LibreTranslate codes a default server offers: Norwegian as nb, Chinese as zh-Hans. */
const LIBRE_CODES = RESUME_LANGUAGES.map((language) =>
  language.code === 'no' ? 'nb' : language.code === 'zh' ? 'zh-Hans' : language.code,
)

export interface FakeLibreOptions {
  apiKey?: string
  /** Languages the server offers; default all 24 (as LibreTranslate codes). */
  codes?: readonly string[]
}

/** A LibreTranslate server: GET /languages, POST /translate with q as a list. */
export async function startFakeLibreTranslate(options: FakeLibreOptions = {}): Promise<FakeServer> {
  const codes = options.codes ?? LIBRE_CODES
  return startServer({
    'GET /languages': () => ({
      status: 200,
      body: codes.map((code) => ({ code, name: code, targets: codes })),
    }),
    'POST /translate': (raw, reply) => {
      const body = raw as {
        q?: unknown
        source?: string
        target?: string
        format?: string
        api_key?: string
      }
      if (options.apiKey !== undefined && body.api_key !== options.apiKey) {
        return { status: 403, body: { error: 'Invalid API key' } }
      }
      if (!codes.includes(body.source ?? '') || !codes.includes(body.target ?? '')) {
        return { status: 400, body: { error: `${body.target} is not supported` } }
      }
      const texts = Array.isArray(body.q) ? (body.q as string[]) : [String(body.q)]
      const target = body.target ?? 'xx'
      const translated = texts.map((text, index) => {
        const out = pseudoTranslate(text, target)
        return reply.rewrite ? reply.rewrite(out, index) : out
      })
      return {
        status: 200,
        body: { translatedText: Array.isArray(body.q) ? translated : translated[0] },
      }
    },
  })
}
