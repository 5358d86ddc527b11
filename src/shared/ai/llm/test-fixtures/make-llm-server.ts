// A scripted OpenAI-compatible server for tests and the bench: real HTTP on 127.0.0.1, chat
// completions answered by a script (status, headers, JSON or Server-Sent Events, delays, or no
// answer at all). Node only (tests, bench), never shipped.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ChatRequest {
  model: string
  messages: { role: string; content: string }[]
  stream?: boolean
  response_format?: { type: string }
  [key: string]: unknown
}

export type Reply =
  | {
      kind: 'json'
      status?: number
      headers?: Record<string, string>
      body: unknown
      delayMs?: number
    }
  | { kind: 'stream'; chunks: string[]; chunkDelayMs?: number; delayMs?: number }
  | { kind: 'hang' }

export type Script = (request: ChatRequest, index: number) => Reply

export interface ScriptedServer {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  url: string
  requests: ChatRequest[]
  /** Set when the last chunk of a streamed answer has been written. */
  streamFinishedAt: number | null
  close(): Promise<void>
}

/** A chat.completion with one message. */
export function completion(
  content: string | null,
  extra: { refusal?: string; finish?: string } = {},
): unknown {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'scripted',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: extra.refusal ?? null },
        finish_reason: extra.finish ?? 'stop',
      },
    ],
  }
}

/** An answer as a JSON reply. */
export const answer = (content: string, status = 200): Reply => ({
  kind: 'json',
  status,
  body: completion(content),
})

/** Splits a text into stream chunks of about `size` characters. */
export function chunksOf(text: string, size = 24): string[] {
  const chunks: string[] = []
  for (let start = 0; start < text.length; start += size)
    chunks.push(text.slice(start, start + size))
  return chunks
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readBody(request: IncomingMessage): Promise<ChatRequest> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatRequest
}

/** `port` 0 (default): any free port; a fixed one for a server a cloud is configured with. */
export async function startScriptedLlm(script: Script, port = 0): Promise<ScriptedServer> {
  const requests: ChatRequest[] = []
  const open = new Set<ServerResponse>()
  const state: ScriptedServer = {
    url: '',
    requests,
    streamFinishedAt: null,
    close: async () => {
      for (const response of open) response.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = createServer((request, response) => {
    open.add(response)
    response.on('close', () => open.delete(response))
    void (async () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        response.writeHead(404, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ error: { message: 'not found' } }))
        return
      }
      const body = await readBody(request)
      requests.push(body)
      const reply = script(body, requests.length - 1)
      if (reply.kind === 'hang') return
      if (reply.delayMs) await sleep(reply.delayMs)
      if (reply.kind === 'json') {
        response.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...(reply.headers ?? {}),
        })
        response.end(JSON.stringify(reply.body))
        return
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      for (const chunk of reply.chunks) {
        if (response.destroyed) return
        const event = {
          id: 'chatcmpl-test',
          object: 'chat.completion.chunk',
          created: 0,
          model: 'scripted',
          choices: [{ index: 0, delta: { content: chunk }, finish_reason: null }],
        }
        response.write(`data: ${JSON.stringify(event)}\n\n`)
        if (reply.chunkDelayMs) await sleep(reply.chunkDelayMs)
      }
      state.streamFinishedAt = Date.now()
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: 'scripted', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
      )
      response.end('data: [DONE]\n\n')
    })()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  const address = server.address() as AddressInfo
  state.url = `http://127.0.0.1:${address.port}/v1`
  return state
}
