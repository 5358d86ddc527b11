// Bodies the parser refuses before or while reading, over real sockets (findings L-4, L-5).
import { connect } from 'node:net'
import { gzipSync } from 'node:zlib'
import type { ApiErrorBody } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../test/server'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(async () => {
  await server.close()
})

/**
 * Sends the head and `body` as written, keeps the socket open, and resolves with the status and
 * body of the answer as soon as it has arrived (without waiting for the server to close).
 */
function rawRequest(head: string[], body: Buffer): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n`)
      socket.write(body)
    })
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) return
      const length = Number(/content-length:\s*(\d+)/i.exec(received.slice(0, end))?.[1] ?? NaN)
      const content = received.slice(end + 4)
      if (Number.isFinite(length) && Buffer.byteLength(content, 'latin1') >= length) {
        socket.destroy()
        resolve({ status: Number(received.split(' ')[1]), body: content })
      }
    })
    socket.on('error', reject)
  })
}

async function post(headers: Record<string, string>, body: Buffer | string) {
  const response = await fetch(`${server.url}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  })
  return { status: response.status, body: (await response.json()) as ApiErrorBody }
}

describe('the body parser', () => {
  it('answers 413 at once to a declared Content-Length over the limit, without reading the body (L-5)', async () => {
    const answer = await rawRequest(
      [
        'POST /api/session/sign-in HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Content-Length: 10737418240',
      ],
      Buffer.from('{"email":1}'),
    )
    expect(answer.status).toBe(413)
    expect((JSON.parse(answer.body) as ApiErrorBody).error.id).toBe('payload_too_large')
  })

  it('answers 400 to a gzip body that is not gzip (L-4)', async () => {
    const response = await post({ 'Content-Encoding': 'gzip' }, '{"email":"a@example.com"}')
    expect(response.status).toBe(400)
    expect(response.body.error.id).toBe('bad_request')
    expect(response.body.error.message).toMatch(/not valid gzip/)
  })

  it('answers 415 to an unknown Content-Encoding (L-4)', async () => {
    for (const encoding of ['compress', 'zstd', 'gzip, br']) {
      const response = await post({ 'Content-Encoding': encoding }, '{}')
      expect(response.status, encoding).toBe(415)
      expect(response.body.error.id).toBe('unsupported_media_type')
    }
  })

  it('reads real gzip (any letter case), and refuses one that inflates past the limit with 413', async () => {
    const good = await post(
      { 'Content-Encoding': 'GZIP' },
      gzipSync(JSON.stringify({ email: 'not-an-email', password: 'x' })),
    )
    // Parsed, then refused by the route's own checks (CSRF comes first for a browser).
    expect(good.status).toBe(403)
    expect(good.body.error.id).toBe('csrf_invalid')
    const bomb = gzipSync(Buffer.from(`{"a":"${'a'.repeat(5 * 1024 * 1024)}"}`))
    expect(bomb.length).toBeLessThan(64 * 1024)
    const refused = await post({ 'Content-Encoding': 'gzip' }, bomb)
    expect(refused.status).toBe(413)
    expect(refused.body.error.id).toBe('payload_too_large')
  })
})
