import { LIST_SECTIONS } from '@shared/resume'
import { describe, expect, it } from 'vitest'
// The editor's texts are in the workspace bundle (i18n/lazy-texts.ts), loaded with the editor.
import de from '../../../i18n/locales/de/cvEditor.json'
import en from '../../../i18n/locales/en/cvEditor.json'
import tr from '../../../i18n/locales/tr/cvEditor.json'
import { SECTION_CONFIGS } from './config'
import { fieldTextKey } from './texts'

function lookUp(tree: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)
}

describe('section editor texts', () => {
  for (const [code, texts] of Object.entries({ en, de, tr })) {
    it(`${code} has a label for every field of every section config`, () => {
      const missing: string[] = []
      for (const section of LIST_SECTIONS) {
        const config = SECTION_CONFIGS[section]
        const names = config.fields.flatMap((field) =>
          field.kind === 'monthYear' && field.ongoingFlag ? [field.name, 'ongoing'] : [field.name],
        )
        for (const name of names) {
          const key = fieldTextKey(section, name)
          if (typeof lookUp(texts, key) !== 'string') missing.push(key)
        }
      }
      expect(missing).toEqual([])
    })
  }
})
