import { describe, expect, it } from 'vitest'
import * as deModule from './locales/de'
import * as enModule from './locales/en'
import * as trModule from './locales/tr'

const en = enModule.texts
const de = deModule.texts
const tr = trModule.texts
const LOCALE_PARTS = { en: enModule.parts, de: deModule.parts, tr: trModule.parts }

type Tree = { [key: string]: string | Tree }

/** Every leaf as "a.b.c" → value. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'object' && value !== null) {
      for (const [inner, leaf] of flatten(value, path)) out.set(inner, leaf)
    } else {
      out.set(path, value)
    }
  }
  return out
}

const LOCALES = { en, de, tr } as Record<string, Tree>
const flat = Object.fromEntries(
  Object.entries(LOCALES).map(([code, tree]) => [code, flatten(tree)]),
)
const allKeys = [...new Set(Object.values(flat).flatMap((keys) => [...keys.keys()]))].sort()
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

describe('interface translations', () => {
  it('have keys at all', () => {
    expect(allKeys.length).toBeGreaterThan(50)
  })

  for (const [code, keys] of Object.entries(flat)) {
    it(`${code} has every key, each with a non-empty text`, () => {
      const missing = allKeys.filter((key) => !keys.has(key))
      const empty = allKeys.filter((key) => {
        const value = keys.get(key)
        return keys.has(key) && (typeof value !== 'string' || value.trim() === '')
      })
      expect({ missing, empty }).toEqual({ missing: [], empty: [] })
    })

    it(`${code} uses the same placeholders as English`, () => {
      const english = flat.en as Map<string, unknown>
      const mismatched = allKeys.filter((key) => {
        const ours = keys.get(key)
        const theirs = english.get(key)
        if (typeof ours !== 'string' || typeof theirs !== 'string') return false
        return placeholders(ours).join() !== placeholders(theirs).join()
      })
      expect(mismatched).toEqual([])
    })
  }

  for (const [code, parts] of Object.entries(LOCALE_PARTS)) {
    it(`${code} feature files do not share a top-level key`, () => {
      const keys = parts.flatMap((part) => Object.keys(part))
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([])
    })
  }

  it('translate the delete confirmation word', () => {
    expect([en, de, tr].map((tree) => tree.library.delete.confirmWord)).toEqual([
      'delete',
      'löschen',
      'sil',
    ])
  })
})
