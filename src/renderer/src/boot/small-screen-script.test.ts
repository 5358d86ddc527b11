// The inline script that sends a small screen to the info page before a prerendered page paints
// (spec 001 §2.2 rule 3), run from its source text as the browser runs it.
import { describe, expect, it, vi } from 'vitest'
import { SMALL_SCREEN_RETURN_KEY } from '../routes/guard-rules'
import { smallScreenScript } from './small-screen-script'

function run(options: { width: number; height: number; userAgent?: string; path?: string }) {
  const replace = vi.fn()
  const stored = new Map<string, string>()
  const window = { innerWidth: options.width, innerHeight: options.height }
  const location = { pathname: options.path ?? '/de/pricing', search: '?x=1', replace }
  const navigator = { userAgent: options.userAgent ?? 'Mozilla/5.0 (Linux; Android 11) Mobile' }
  const sessionStorage = { setItem: (key: string, value: string) => stored.set(key, value) }
  new Function('window', 'location', 'navigator', 'sessionStorage', smallScreenScript('/de/info'))(
    window,
    location,
    navigator,
    sessionStorage,
  )
  return { replace, stored }
}

describe('the small-screen script of prerendered pages', () => {
  it('sends a small screen to the info page and remembers the page without its prefix', () => {
    const { replace, stored } = run({ width: 412, height: 823 })
    expect(replace).toHaveBeenCalledWith('/de/info')
    expect(stored.get(SMALL_SCREEN_RETURN_KEY)).toBe('/pricing?x=1')
    expect(run({ width: 900, height: 380 }).replace).toHaveBeenCalledWith('/de/info')
  })

  it('leaves larger screens and crawlers on the page', () => {
    expect(run({ width: 601, height: 401 }).replace).not.toHaveBeenCalled()
    expect(
      run({ width: 412, height: 823, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
        .replace,
    ).not.toHaveBeenCalled()
  })
})
