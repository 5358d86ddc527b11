import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { resolveAppFile, serveAppRequest } from './app-protocol'

const root = '/opt/vitae/out/renderer'

describe('resolveAppFile', () => {
  it('maps assets to files in the renderer bundle', () => {
    expect(resolveAppFile(root, 'app://vitae/index.html')).toBe(join(root, 'index.html'))
    expect(resolveAppFile(root, 'app://vitae/assets/index-abc.js')).toBe(
      join(root, 'assets/index-abc.js'),
    )
    expect(resolveAppFile(root, 'app://vitae/assets/My%20Font.woff2')).toBe(
      join(root, 'assets/My Font.woff2'),
    )
  })

  it('serves index.html for client-side routes so deep links survive a reload', () => {
    expect(resolveAppFile(root, 'app://vitae/')).toBe(join(root, 'index.html'))
    expect(resolveAppFile(root, 'app://vitae/resumes/42/edit?x=1')).toBe(join(root, 'index.html'))
  })

  it('never leaves the bundle', () => {
    expect(resolveAppFile(root, 'app://vitae/..%2F..%2F..%2Fetc%2Fpasswd.txt')).toBeNull()
    expect(resolveAppFile(root, 'app://vitae/%2e%2e/%2e%2e/secret.json')).toBe(
      join(root, 'secret.json'),
    )
    expect(resolveAppFile(root, 'app://vitae/a%00.js')).toBeNull()
    expect(resolveAppFile(root, 'app://vitae/%E0%A4%A.js')).toBeNull()
  })

  it('refuses requests for another host or scheme', () => {
    expect(resolveAppFile(root, 'app://elsewhere/index.html')).toBeNull()
    expect(resolveAppFile(root, 'https://vitae/index.html')).toBeNull()
  })
})

describe('serveAppRequest', () => {
  const csp = "default-src 'self'"

  it('serves the file with the CSP and nosniff headers, keeping its content type', async () => {
    const fetchFile = vi.fn(
      async () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    )
    const response = await serveAppRequest(new Request('app://vitae/editor'), {
      rendererDir: root,
      csp,
      fetchFile,
    })
    expect(fetchFile).toHaveBeenCalledWith(join(root, 'index.html'))
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Security-Policy')).toBe(csp)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Content-Type')).toBe('text/html')
    expect(await response.text()).toBe('<html></html>')
  })

  it('answers 404 for a missing file or an escape attempt, without reading outside', async () => {
    const fetchFile = vi.fn(async () => {
      throw new Error('net::ERR_FILE_NOT_FOUND')
    })
    const deps = { rendererDir: root, csp, fetchFile }
    expect((await serveAppRequest(new Request('app://vitae/missing.js'), deps)).status).toBe(404)
    const escape = await serveAppRequest(new Request('app://vitae/..%2F..%2Fetc%2Fhosts.txt'), deps)
    expect(escape.status).toBe(404)
    expect(fetchFile).toHaveBeenCalledTimes(1)
  })
})
