import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rawGet } from '../../test/raw-get'
import { createTestServer, type TestServer } from '../../test/server'
import {
  inlineScriptHashes,
  organizationJsonLd,
  pageFileOf,
  shellFileOf,
  withScriptHashes,
} from './pages'

const SCRIPT = 'window.booted = 1'
const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><link rel="canonical" href="__VITAE_ORIGIN__/x"><!--vitae:organization--></head><body><div id="root" data-prerendered>${body}</div><script type="application/json" id="boot-data">{}</script><script>${SCRIPT}</script></body></html>`

describe('prerendered pages: paths, hashes, organization', () => {
  it('maps page paths to their files and nothing else', () => {
    expect(pageFileOf('/')).toBe('pages/index.html')
    expect(pageFileOf('/de')).toBe('pages/de.html')
    expect(pageFileOf('/tr/policies/privacy-policy')).toBe('pages/tr/policies/privacy-policy.html')
    for (const path of ['/about/', '/../index', '/_shell/en', '/x.html', '/A', '//x', '/a--b'])
      expect(pageFileOf(path), path).toBeNull()
  })

  it('picks the shell of the path’s language', () => {
    expect(shellFileOf('/library')).toBe('pages/_shell/en.html')
    expect(shellFileOf('/de/library')).toBe('pages/_shell/de.html')
    expect(shellFileOf('/tr')).toBe('pages/_shell/tr.html')
    expect(shellFileOf('/deutsch')).toBe('pages/_shell/en.html')
  })

  it('hashes inline scripts only, and adds them to script-src', () => {
    const hash = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`
    expect(inlineScriptHashes(page('en', '<script src="/a.js"></script>'))).toEqual([hash])
    expect(withScriptHashes("default-src 'self';script-src 'self';style-src 'self'", [hash])).toBe(
      `default-src 'self';script-src 'self' ${hash};style-src 'self'`,
    )
  })

  it('claims no Organization without the operator’s configuration', () => {
    expect(organizationJsonLd({ publicUrl: 'https://cv.example', operator: null })).toBe('')
    const ld = organizationJsonLd({
      publicUrl: 'https://cv.example',
      operator: { name: 'Example GmbH', email: 'hello@cv.example', socialUrls: [] },
    })
    const data = JSON.parse(/>(.*)</.exec(ld)?.[1] ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Example GmbH',
      email: 'hello@cv.example',
      url: 'https://cv.example/',
    })
    expect(data).not.toHaveProperty('sameAs')
  })
})

describe('serving the prerendered site', () => {
  let dist = ''
  let server: TestServer
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vitae-pages-'))
    mkdirSync(join(dist, 'pages/_shell'), { recursive: true })
    mkdirSync(join(dist, 'pages/de'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>')
    writeFileSync(join(dist, 'pages/index.html'), page('en', '<h1>Home</h1>'))
    writeFileSync(join(dist, 'pages/de/pricing.html'), page('de', '<h1>Preise</h1>'))
    writeFileSync(join(dist, 'pages/_shell/en.html'), page('en', '<div id="boot"></div>'))
    writeFileSync(join(dist, 'pages/_shell/de.html'), page('de', '<div id="boot"></div>'))
    writeFileSync(
      join(dist, 'sitemap.xml'),
      '<urlset><url><loc>__VITAE_ORIGIN__/</loc></url></urlset>',
    )
    writeFileSync(join(dist, 'robots.txt'), 'Sitemap: __VITAE_ORIGIN__/sitemap.xml\n')
    server = await createTestServer({
      webDistDir: dist,
      env: {
        SITE_OPERATOR_NAME: 'Example GmbH',
        SITE_OPERATOR_ADDRESS: 'Example Street 1 | 10115 Berlin',
        SITE_OPERATOR_EMAIL: 'hello@example.com',
        SITE_SOCIAL_URL: 'https://social.example/vitae',
      },
    })
  })
  afterAll(async () => {
    await server.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('serves a public page as its prerendered HTML, filled in, its inline script allowed', async () => {
    const response = await fetch(`${server.url}/de/pricing`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('x-robots-tag')).toBeNull()
    const html = await response.text()
    expect(html).toContain('<h1>Preise</h1>')
    expect(html).toContain(`href="${server.url}/x"`)
    expect(html).toContain('"name":"Example GmbH"')
    expect(html).toContain('"sameAs":["https://social.example/vitae"]')
    const hash = createHash('sha256').update(SCRIPT).digest('base64')
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
  })

  it('answers 304 when the page has not changed', async () => {
    const first = await fetch(`${server.url}/`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    // Not fetch: with a validator of its own it sends Cache-Control: no-cache.
    const again = await rawGet(`${server.url}/`, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
  })

  it('serves other paths the noindex shell of their language', async () => {
    for (const [path, lang] of [
      ['/library', 'en'],
      ['/de/library', 'de'],
      ['/de/about', 'de'],
    ]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex')
      expect(await response.text(), path).toContain(`<html lang="${lang}"`)
    }
  })

  it('fills in sitemap.xml and robots.txt, and never serves the raw files', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`)
    expect(sitemap.headers.get('content-type')).toMatch(/xml/)
    expect(await sitemap.text()).toContain(`<loc>${server.url}/</loc>`)
    const robots = await fetch(`${server.url}/robots.txt`)
    expect(await robots.text()).toBe(`Sitemap: ${server.url}/sitemap.xml\n`)
    expect((await fetch(`${server.url}/pages/index.html`)).status).toBe(404)
  })
})
