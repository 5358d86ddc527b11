import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { grammarCheck } from './grammar'

describe('grammar', () => {
  it('finds doubled words, a/an errors, a lower-case pronoun and "could of"', () => {
    const found = runCheck(grammarCheck, {
      bullets: [
        'Built the the pipeline',
        'Ran a analysis of an report',
        'Said i could of done more',
      ],
    })
    expect(texts(found)).toEqual(['the the', 'a analysis', 'an report', 'i', 'could of'])
  })
  it('accepts "an hour", "a user", "an MBA" and links', () => {
    expect(
      runCheck(grammarCheck, {
        bullets: ['Saved an hour a day for a user with an MBA, see ada.dev'],
      }),
    ).toEqual([])
  })
  it('finds a space before a comma and a summary sentence starting in lower case', () => {
    const found = runCheck(grammarCheck, {
      summary: 'Analyst with six years , mostly banking. then insurance.',
    })
    expect(texts(found)).toEqual(['years ,', 'then insurance.'])
  })
})
