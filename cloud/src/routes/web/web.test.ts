import { get } from 'node:http'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import type { ApiErrorBody } from '@shared/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawGet } from '../../test/raw-get'
import { createTestServer, type TestServer } from '../../test/server'
import { WEB_NOT_BUILT } from './web'

const INDEX =
  '<!doctype html><title>Vitae</title><script type="module" src="/assets/app-1a2b3c.js"></script>'
const html = { Accept: 'text/html,application/xhtml+xml' }
const LARGE_SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export function step${i}(value) { return value * ${i} + 1 }`,
).join('\n')

describe('serving the built web app', () => {
  let dist = ''
  let server: TestServer
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vitae-web-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'index.html'), INDEX)
    writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")')
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    writeFileSync(join(dist, '.env'), 'SECRET=1')
    writeFileSync(join(dist, 'print.html'), '<!doctype html><title>Resume</title>')
    // A chunk the build precompressed (scripts/precompress.mjs), one it did not, and a font
    // (compressed already).
    writeFileSync(join(dist, 'assets', 'vendor-4d5e6f.js'), LARGE_SCRIPT)
    writeFileSync(join(dist, 'assets', 'vendor-4d5e6f.js.br'), brotliCompressSync(LARGE_SCRIPT))
    writeFileSync(join(dist, 'assets', 'lazy-7a8b9c.js'), LARGE_SCRIPT)
    writeFileSync(join(dist, 'assets', 'face-0d1e2f.woff2'), Buffer.alloc(4096, 7))
    server = await createTestServer({ webDistDir: dist })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('serves hashed assets for a year and immutable', async () => {
    const response = await fetch(`${server.url}/assets/app-1a2b3c.js`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toMatch(/javascript/)
    expect(await response.text()).toBe('console.log("app")')
  })

  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(await response.text()).toBe(INDEX)
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('lets only the app itself frame the print page (browser-print fallback)', async () => {
    const print = await fetch(`${server.url}/print.html`)
    expect(print.status).toBe(200)
    expect(print.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(print.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    const other = await fetch(`${server.url}/favicon.svg`)
    expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('serves the build’s precompressed copy of a chunk to clients that take brotli', async () => {
    const url = `${server.url}/assets/vendor-4d5e6f.js`
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, br' })
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // Byte for byte the file the build wrote: nothing is compressed per request.
    expect(br.body).toEqual(readFileSync(join(dist, 'assets', 'vendor-4d5e6f.js.br')))
    expect(brotliDecompressSync(br.body).toString()).toBe(LARGE_SCRIPT)
    const plain = await rawGet(url, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(LARGE_SCRIPT)
  })

  it('compresses a large text file without a precompressed copy, never a font', async () => {
    const lazy = await rawGet(`${server.url}/assets/lazy-7a8b9c.js`, { 'Accept-Encoding': 'br' })
    expect(lazy.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(lazy.body).toString()).toBe(LARGE_SCRIPT)
    const font = await rawGet(`${server.url}/assets/face-0d1e2f.woff2`, { 'Accept-Encoding': 'br' })
    expect(font.status).toBe(200)
    expect(font.headers['content-encoding']).toBeUndefined()
    expect(font.body.length).toBe(4096)
  })

  it('answers unchanged files with 304', async () => {
    const first = await fetch(`${server.url}/favicon.svg`)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    const lastModified = first.headers.get('last-modified') ?? ''
    // node:http rather than fetch, which turns a conditional request into a forced reload.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(
        `${server.url}/favicon.svg`,
        { headers: { 'If-Modified-Since': lastModified } },
        (res) => {
          res.resume()
          resolve(res.statusCode)
        },
      ).on('error', reject)
    })
    expect(status).toBe(304)
  })

  it('serves the app for deep links, whatever the Accept header', async () => {
    const paths = ['/en/library', '/de/library', '/cv-creation/42', '/library?x=1']
    const accepts = [html, { Accept: '*/*' }, { Accept: 'application/json' }, {}]
    for (const path of paths) {
      for (const headers of accepts) {
        const response = await fetch(`${server.url}${path}`, { headers })
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(200)
        expect(response.headers.get('cache-control')).toBe('no-cache')
        expect(response.headers.get('content-type')).toMatch(/text\/html/)
        expect(await response.text()).toBe(INDEX)
      }
    }
  })

  it('never answers server paths, missing assets or files, or hidden files with the app', async () => {
    for (const headers of [html, { Accept: '*/*' }, {}]) {
      const api = await fetch(`${server.url}/api/nothing-here`, { headers })
      expect(api.status).toBe(404)
      expect(api.headers.get('cache-control')).toBe('no-store')
      expect(((await api.json()) as ApiErrorBody).error.id).toBe('not_found')
    }
    // A path of the route table with another method is the cloud's too.
    const evaluation = await fetch(`${server.url}/basicEvaluation`, { headers: html })
    expect(evaluation.status).toBe(405)
    expect(((await evaluation.json()) as ApiErrorBody).error.id).toBe('method_not_allowed')

    for (const path of ['/assets/app-old.js', '/.env', '/missing.png', '/../package.json']) {
      const response = await fetch(`${server.url}${path}`, {
        headers: path.startsWith('/assets') ? html : {},
      })
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('SECRET')
    }
  })
})

describe('without a web build', () => {
  it('says how to build it', async () => {
    const server = await createTestServer()
    try {
      for (const path of ['/', '/en/library']) {
        const response = await fetch(`${server.url}${path}`, { headers: html })
        expect(response.status).toBe(503)
        expect(await response.text()).toBe(WEB_NOT_BUILT)
      }
      expect(WEB_NOT_BUILT).toBe('The web app is not built; run npm run build:web')
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})
