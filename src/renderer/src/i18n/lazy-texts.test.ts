// Every language has every key of the lazily loaded bundles, each with a non-empty text and the
// placeholders of English (like locales.test.ts for the bundled texts).
import { describe, expect, it } from 'vitest'
import { LAZY_BUNDLES, type LazyBundle } from './lazy-texts'

type Tree = string | Tree[] | { [key: string]: Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof tree === 'string') {
    out.set(prefix, tree)
    return out
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of leaves(value, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf)
  }
  return out
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join()

describe.each(Object.keys(LAZY_BUNDLES) as LazyBundle[])('the %s texts', (bundle) => {
  it('exist in German and Turkish for every English key, with the same placeholders', async () => {
    const load = async (locale: 'en' | 'de' | 'tr') =>
      leaves((await LAZY_BUNDLES[bundle][locale]()).default as Tree)
    const en = await load('en')
    expect(en.size).toBeGreaterThan(3)
    for (const locale of ['de', 'tr'] as const) {
      const other = await load(locale)
      const missing = [...en.keys()].filter((key) => !other.has(key))
      const extra = [...other.keys()].filter((key) => !en.has(key))
      const empty = [...other].filter(([, text]) => text.trim() === '').map(([key]) => key)
      const mismatched = [...en].filter(
        ([key, text]) => other.has(key) && placeholders(other.get(key)!) !== placeholders(text),
      )
      expect({ locale, missing, extra, empty, mismatched }).toEqual({
        locale,
        missing: [],
        extra: [],
        empty: [],
        mismatched: [],
      })
    }
  })
})
