// One form of address per language (issue 17 point 8): German speaks to the user with "Sie",
// Turkish with "siz"; no text of either, bundled or loaded later, slips into the informal form.
import { describe, expect, it } from 'vitest'
import { LAZY_BUNDLES } from './lazy-texts'
import * as de from './locales/de'
import * as tr from './locales/tr'

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree]
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings)
  return []
}

async function allTexts(locale: 'de' | 'tr', bundled: object): Promise<string[]> {
  const lazy = await Promise.all(
    Object.values(LAZY_BUNDLES).map(async (bundle) => (await bundle[locale]()).default),
  )
  return [bundled, ...lazy].flatMap(strings)
}

const GERMAN_INFORMAL = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i
const TURKISH_INFORMAL = /(^|[\s"'(])(sen|seni|sana|senin|sende|senden)(?=[\s.,!?;:)"']|$)/i

describe('form of address', () => {
  it('German uses Sie everywhere', async () => {
    const informal = (await allTexts('de', de.texts)).filter((text) => GERMAN_INFORMAL.test(text))
    expect(informal).toEqual([])
  })

  it('Turkish uses siz everywhere', async () => {
    const informal = (await allTexts('tr', tr.texts)).filter((text) => TURKISH_INFORMAL.test(text))
    expect(informal).toEqual([])
  })
})
