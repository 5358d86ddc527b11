import { describe, expect, it } from 'vitest'
import { i18next } from '../../i18n'
import { changeLine } from './HistoryButton'

describe('changeLine', () => {
  const t = i18next.getFixedT('en')

  it('names the first version and an unchanged one', () => {
    expect(changeLine(null, t)).toBe('First version kept')
    expect(changeLine([], t)).toBe('No changes')
  })

  it('counts list items and says "edited" for single parts', () => {
    expect(
      changeLine(
        [
          { part: 'experiences', added: 1, removed: 0, changed: 2 },
          { part: 'contact', added: 0, removed: 0, changed: 1 },
          { part: 'look', added: 0, removed: 0, changed: 1 },
        ],
        t,
      ),
    ).toBe('Experience: 1 added, 2 changed · Personal details: edited · Look: edited')
  })
})
