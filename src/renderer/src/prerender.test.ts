// The parts of the build-time renderer that shape a prerendered page's loading: its screen's
// stylesheets and chunks (from the Vite manifest) and the stylesheets put into the page.
import { describe, expect, it } from 'vitest'
import { inlineStylesheets, screenLinks, SCREEN_MODULES, type Manifest } from './prerender'
import { SEO_ROUTES } from './routes/route-table'
import { LAZY_SCREENS, SCREEN_TEXTS } from './routes/screens'

// The screens' sources as text (keys like ./features/site/pages/FaqPage.tsx).
const SOURCES = import.meta.glob<string>('./features/**/*Page.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_react.js'] },
  'src/features/site/pages/FaqPage.tsx': {
    file: 'assets/FaqPage.js',
    css: ['assets/pages.css', 'assets/index.css'],
    imports: ['index.html', '_shared.js'],
  },
} satisfies Manifest

describe('a prerendered page’s assets', () => {
  it('names a source module for every lazily loaded screen the build prerenders', () => {
    const lazy = SEO_ROUTES.filter((route) => LAZY_SCREENS[route.name]).map((route) => route.name)
    expect(lazy.filter((name) => !SCREEN_MODULES[name])).toEqual([])
  })

  it('hydrates each lazily loaded screen with the lazy texts its module asks for', () => {
    for (const [name, module] of Object.entries(SCREEN_MODULES)) {
      const source = SOURCES[module.replace(/^src\//, './')]
      if (source === undefined) throw new Error(`No source ${module}`)
      const asked = [...source.matchAll(/useLazyTexts\(([^)]*)\)/g)].flatMap((match) =>
        [...match[1]!.matchAll(/'(\w+)'/g)].map((bundle) => bundle[1]),
      )
      expect([...(SCREEN_TEXTS[name as keyof typeof SCREEN_TEXTS] ?? [])].sort(), name).toEqual(
        [...new Set(asked)].sort(),
      )
    }
  })

  it('links the screen’s own stylesheets and preloads its chunks, not the entry’s again', () => {
    expect(
      screenLinks(manifest, 'Faq')
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/pages.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shared.css">',
      '<link rel="modulepreload" crossorigin href="/assets/FaqPage.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
    ])
    expect(screenLinks(manifest, 'Home')).toBe('')
  })

  it('puts the stylesheets into the page', () => {
    const files: Record<string, string> = { 'assets/a.css': 'a{color:red}', 'assets/b.css': 'b{}' }
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/a.css">\n<link rel="stylesheet" href="/assets/b.css"><link rel="modulepreload" href="/assets/x.js"></head>'
    expect(inlineStylesheets(html, (file) => files[file]!)).toBe(
      '<head><style>a{color:red}</style>\n<style>b{}</style><link rel="modulepreload" href="/assets/x.js"></head>',
    )
  })
})
