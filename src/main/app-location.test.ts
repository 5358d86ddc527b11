import { describe, expect, it } from 'vitest'
import { BUNDLED_ENTRY_URL, isAppUrl, resolveAppLocation } from './app-location'

describe('resolveAppLocation', () => {
  it('loads the bundled renderer when no dev server is given', () => {
    expect(resolveAppLocation(undefined, false)).toEqual({
      kind: 'bundled',
      entryUrl: 'app://vitae/index.html',
    })
  })

  it('loads the dev server in an unpackaged build', () => {
    expect(resolveAppLocation('http://localhost:5173/', false)).toEqual({
      kind: 'dev-server',
      entryUrl: 'http://localhost:5173/',
      origin: 'http://localhost:5173',
    })
  })

  it('ignores the dev server variable in a packaged build', () => {
    expect(resolveAppLocation('https://evil.example/', true).entryUrl).toBe(BUNDLED_ENTRY_URL)
  })

  it('rejects a dev server URL that is not http(s), with the value in the message', () => {
    expect(() => resolveAppLocation('file:///tmp/index.html', false)).toThrow(
      /ELECTRON_RENDERER_URL must be an http\(s\) URL.*file:\/\/\/tmp\/index.html/,
    )
    expect(() => resolveAppLocation('localhost:5173', false)).toThrow(/ELECTRON_RENDERER_URL/)
  })
})

describe('isAppUrl', () => {
  const bundled = resolveAppLocation(undefined, false)
  const dev = resolveAppLocation('http://localhost:5173', false)

  it('accepts any page of the bundled app', () => {
    expect(isAppUrl('app://vitae/index.html', bundled)).toBe(true)
    expect(isAppUrl('app://vitae/resumes/42?tab=design#top', bundled)).toBe(true)
  })

  it('refuses other hosts, schemes and file pages for the bundled app', () => {
    expect(isAppUrl('app://other/index.html', bundled)).toBe(false)
    expect(isAppUrl('file:///home/ada/index.html', bundled)).toBe(false)
    expect(isAppUrl('https://vitae/index.html', bundled)).toBe(false)
    expect(isAppUrl('not a url', bundled)).toBe(false)
  })

  it('matches the dev server by origin, port included', () => {
    expect(isAppUrl('http://localhost:5173/editor', dev)).toBe(true)
    expect(isAppUrl('http://localhost:5174/', dev)).toBe(false)
    expect(isAppUrl('https://localhost:5173/', dev)).toBe(false)
    expect(isAppUrl('app://vitae/index.html', dev)).toBe(false)
  })
})
