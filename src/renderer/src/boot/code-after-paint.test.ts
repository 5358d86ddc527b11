// A prerendered page's code starts after its first frame (boot/code-after-paint.ts): the
// transform of the built page, and the inline script run from its source text.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeAfterPaintSource, loadCodeAfterPaint } from './code-after-paint'

const PAGE =
  '<head><meta charset="UTF-8"><style>a{}</style></head><body><div id="root">x</div><script>boot()</script>' +
  '<script type="module" crossorigin src="/assets/i.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/r.js">\n    <link rel="modulepreload" crossorigin href="/assets/s.js">\n  </body>'

function run(html: string, frame: (callback: () => void) => unknown) {
  document.documentElement.innerHTML = html.replace(/<script>boot\(\)<\/script>/, '')
  // The inline script as the browser runs it: from its text, not as a module's function.
  new Function('document', 'requestAnimationFrame', 'setTimeout', codeAfterPaintSource())(
    document,
    frame,
    setTimeout,
  )
}

afterEach(() => {
  document.documentElement.innerHTML = '<head></head><body></body>'
})

describe('a prerendered page loads its code after the first paint', () => {
  it('takes the module script and its preloads out of the page and names them in a block', () => {
    const html = loadCodeAfterPaint(PAGE)
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/)
    const block = /<script type="application\/json" id="page-code">(.*?)<\/script>/.exec(html)
    expect(JSON.parse(block![1]!)).toEqual({
      entry: '/assets/i.js',
      preload: ['/assets/r.js', '/assets/s.js'],
    })
    // The content and the other scripts stay where they were; the loader comes last.
    expect(html.indexOf('<div id="root">x</div><script>boot()</script>')).toBeGreaterThan(0)
    expect(html.indexOf('id="page-code"')).toBeLessThan(html.indexOf(codeAfterPaintSource()))
    expect(html.endsWith('</script>\n  </body>')).toBe(true)
  })

  it('leaves a page without a module script as it is', () => {
    const page = '<head></head><body><div id="root"></div></body>'
    expect(loadCodeAfterPaint(page)).toBe(page)
  })

  it('adds the preloads and the module script only once a frame has been produced', () => {
    const frames: (() => void)[] = []
    vi.useFakeTimers()
    try {
      run(loadCodeAfterPaint(PAGE), (callback) => frames.push(callback))
      const modules = () => document.querySelectorAll('script[type="module"]')
      expect(modules()).toHaveLength(0)
      expect(frames).toHaveLength(1)
      frames[0]!()
      // The frame's own callbacks run before the paint; the code starts in the task after it.
      expect(modules()).toHaveLength(0)
      vi.runAllTimers()
      expect(modules()).toHaveLength(1)
      const script = modules()[0] as HTMLScriptElement
      expect(script.getAttribute('src')).toBe('/assets/i.js')
      expect(script.getAttribute('crossorigin')).toBe('')
      const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')]
      expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
        '/assets/r.js',
        '/assets/s.js',
      ])
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts when the tab is hidden before its first frame', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    try {
      run(loadCodeAfterPaint(PAGE), () => undefined)
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0)
      visibility.mockReturnValue('hidden')
      document.dispatchEvent(new Event('visibilitychange'))
      document.dispatchEvent(new Event('visibilitychange'))
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1)
    } finally {
      visibility.mockRestore()
    }
  })

  it('starts at once in a hidden tab, where no frame comes', () => {
    const frame = vi.fn()
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    try {
      run(loadCodeAfterPaint(PAGE), frame)
      expect(frame).not.toHaveBeenCalled()
      expect(document.querySelectorAll('script[type="module"]')).toHaveLength(1)
    } finally {
      visibility.mockRestore()
    }
  })
})
