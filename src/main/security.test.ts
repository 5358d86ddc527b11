import { createHash } from 'node:crypto'
import react from '@vitejs/plugin-react'
import type { App, Session, WebContents } from 'electron'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveAppLocation } from './app-location'
import {
  applySecurity,
  buildCsp,
  decideNavigation,
  decideWindowOpen,
  DEV_REFRESH_PREAMBLE_HASH,
  secureSession,
  type SecurityDeps,
} from './security'
import { FakeEmitter, FakeWebContents, fakeEvent } from './test/fake-electron'

const bundled = resolveAppLocation(undefined, false)
const dev = resolveAppLocation('http://localhost:5173/', false)

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('buildCsp', () => {
  it('allows only the app itself, plus the API for requests', () => {
    const csp = directives(buildCsp({ apiOrigin: 'https://api.vitae.app' }))
    expect(csp.get('default-src')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.vitae.app'])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
  })

  it('never allows inline or evaluated script, even for the dev server', () => {
    for (const csp of [
      buildCsp({ apiOrigin: 'http://localhost:8787' }),
      buildCsp({ apiOrigin: 'http://localhost:8787', devServerOrigin: 'http://localhost:5173' }),
    ]) {
      const scripts = directives(csp).get('script-src') ?? []
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
    }
  })

  it("lets the dev server's hot reload connect and run its React Refresh preamble", () => {
    const csp = directives(
      buildCsp({ apiOrigin: 'http://localhost:8787', devServerOrigin: 'http://localhost:5173' }),
    )
    expect(csp.get('connect-src')).toContain('ws://localhost:5173')
    expect(csp.get('script-src')).toEqual(["'self'", DEV_REFRESH_PREAMBLE_HASH])
  })

  it('pins the hash of the exact preamble @vitejs/plugin-react injects', () => {
    const preamble = react.preambleCode.replace('__BASE__', '/')
    const hash = createHash('sha256').update(preamble).digest('base64')
    expect(DEV_REFRESH_PREAMBLE_HASH).toBe(`'sha256-${hash}'`)
  })
})

describe('decideNavigation', () => {
  it('lets the app navigate within itself', () => {
    expect(decideNavigation('app://vitae/resumes', bundled)).toEqual({ allow: true })
    expect(decideNavigation('http://localhost:5173/library', dev)).toEqual({ allow: true })
  })

  it('keeps web links out of the window and sends them to the browser', () => {
    expect(decideNavigation('https://example.com/', bundled)).toEqual({
      allow: false,
      openExternally: true,
    })
    expect(decideNavigation('mailto:ada@example.com', bundled)).toEqual({
      allow: false,
      openExternally: true,
    })
  })

  it('blocks other schemes without opening them', () => {
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share']) {
      expect(decideNavigation(url, bundled)).toEqual({ allow: false, openExternally: false })
    }
  })
})

describe('decideWindowOpen', () => {
  it('opens only http(s) and mailto outside the app', () => {
    expect(decideWindowOpen('https://example.com')).toEqual({ openExternally: true })
    expect(decideWindowOpen('http://example.com')).toEqual({ openExternally: true })
    expect(decideWindowOpen('mailto:x@example.com')).toEqual({ openExternally: true })
    expect(decideWindowOpen('file:///tmp/x')).toEqual({ openExternally: false })
    expect(decideWindowOpen('about:blank')).toEqual({ openExternally: false })
  })
})

function fakeSession() {
  return {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    webRequest: { onHeadersReceived: vi.fn() },
  }
}

describe('applySecurity wiring', () => {
  let app: FakeEmitter
  let contents: FakeWebContents
  let deps: SecurityDeps & { openExternal: ReturnType<typeof vi.fn> }

  beforeEach(() => {
    app = new FakeEmitter()
    contents = new FakeWebContents()
    deps = {
      location: bundled,
      csp: "default-src 'self'",
      openExternal: vi.fn(async () => undefined),
      warn: vi.fn(),
    }
    applySecurity(app as unknown as App, fakeSession() as unknown as Session, deps)
    app.emit('web-contents-created', {}, contents as unknown as WebContents)
  })

  it('prevents navigation to an external site and opens it in the browser', () => {
    const event = fakeEvent({ url: 'https://example.com/jobs' })
    contents.emit('will-navigate', event, event.url)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(deps.openExternal).toHaveBeenCalledWith('https://example.com/jobs')
  })

  it('prevents navigation to a local file without opening it', () => {
    const event = fakeEvent({ url: 'file:///etc/passwd' })
    contents.emit('will-navigate', event, event.url)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(deps.openExternal).not.toHaveBeenCalled()
  })

  it('lets in-app navigation through untouched', () => {
    const event = fakeEvent({ url: 'app://vitae/index.html' })
    contents.emit('will-navigate', event, event.url)
    expect(event.preventDefault).not.toHaveBeenCalled()
    expect(deps.openExternal).not.toHaveBeenCalled()
  })

  it('blocks a redirect away from the app and never opens it', () => {
    const event = fakeEvent({ url: 'https://tracker.example/' })
    contents.emit('will-redirect', event, event.url)
    expect(event.preventDefault).toHaveBeenCalled()
    expect(deps.openExternal).not.toHaveBeenCalled()
  })

  it('denies every window.open, opening web links in the browser instead', () => {
    const open = contents.windowOpenHandler
    expect(open).not.toBeNull()
    expect(open?.({ url: 'https://example.com' })).toEqual({ action: 'deny' })
    expect(open?.({ url: 'app://vitae/index.html' })).toEqual({ action: 'deny' })
    expect(open?.({ url: 'file:///tmp/evil.html' })).toEqual({ action: 'deny' })
    expect(deps.openExternal).toHaveBeenCalledTimes(1)
    expect(deps.openExternal).toHaveBeenCalledWith('https://example.com')
  })

  it('refuses to attach a <webview>', () => {
    const event = fakeEvent({})
    contents.emit('will-attach-webview', event, {}, { src: 'https://example.com' })
    expect(event.preventDefault).toHaveBeenCalled()
  })

  it('reports a failed external open instead of throwing', async () => {
    deps.openExternal.mockRejectedValueOnce(new Error('no browser'))
    const event = fakeEvent({ url: 'https://example.com' })
    contents.emit('will-navigate', event, event.url)
    await vi.waitFor(() =>
      expect(deps.warn).toHaveBeenCalledWith(expect.stringMatching(/no browser/)),
    )
  })
})

describe('secureSession', () => {
  const deps: SecurityDeps = {
    location: dev,
    csp: "default-src 'self'",
    openExternal: async () => undefined,
    warn: () => undefined,
  }

  it('denies every permission request and check', () => {
    const session = fakeSession()
    secureSession(session as unknown as Session, deps)
    const request = session.setPermissionRequestHandler.mock.calls[0]?.[0]
    const callback = vi.fn()
    request({}, 'media', callback, {})
    request({}, 'notifications', callback, {})
    expect(callback.mock.calls).toEqual([[false], [false]])
    const check = session.setPermissionCheckHandler.mock.calls[0]?.[0]
    expect(check({}, 'clipboard-read', 'app://vitae', {})).toBe(false)
    const device = session.setDevicePermissionHandler.mock.calls[0]?.[0]
    expect(device({ deviceType: 'usb' })).toBe(false)
  })

  it("replaces the dev server's CSP with the app's and leaves other responses alone", () => {
    const session = fakeSession()
    secureSession(session as unknown as Session, deps)
    const onHeaders = session.webRequest.onHeadersReceived.mock.calls[0]?.[0]
    const callback = vi.fn()
    onHeaders(
      {
        url: 'http://localhost:5173/',
        responseHeaders: { 'content-security-policy': ['*'], 'Content-Type': ['text/html'] },
      },
      callback,
    )
    expect(callback).toHaveBeenLastCalledWith({
      responseHeaders: {
        'Content-Type': ['text/html'],
        'Content-Security-Policy': ["default-src 'self'"],
      },
    })
    onHeaders({ url: 'http://localhost:8787/api/me', responseHeaders: {} }, callback)
    expect(callback).toHaveBeenLastCalledWith({})
  })
})
