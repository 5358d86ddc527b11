import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { weakVerbsCheck } from './weak-verbs'

describe('weak verbs', () => {
  it('finds "helped", "worked on" and "responsible for" and points at the item', () => {
    const found = runCheck(weakVerbsCheck, {
      bullets: ['Helped leads build schedules', 'Worked on the remodel', 'Responsible for returns'],
    })
    expect(texts(found)).toEqual(['Helped', 'Worked on', 'Responsible for'])
    expect(found[0]?.location).toMatchObject({ section: 'experiences', itemId: 'job-1' })
    expect(found[0]?.suggestion).toMatch(/verb/)
  })
  it('knows the German and Turkish counterparts', () => {
    expect(
      texts(runCheck(weakVerbsCheck, { language: 'de', bullets: ['Zuständig für die Wartung'] })),
    ).toEqual(['Zuständig für'])
    expect(
      texts(runCheck(weakVerbsCheck, { language: 'tr', bullets: ['Projede yardımcı oldum'] })),
    ).toEqual(['yardımcı oldum'])
  })
  it('leaves strong verbs alone', () => {
    expect(runCheck(weakVerbsCheck, { bullets: ['Led a team of 55', 'Cut costs by 7%'] })).toEqual(
      [],
    )
  })
})
