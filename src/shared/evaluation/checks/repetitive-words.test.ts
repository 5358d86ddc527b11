import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { repetitiveWordsCheck } from './repetitive-words'

describe('repetitive words', () => {
  it('reports a word used 6 times, not one used 5 times', () => {
    const six = Array.from({ length: 6 }, (_, i) => `Designed poster ${i}`)
    expect(texts(runCheck(repetitiveWordsCheck, { bullets: six }))).toEqual(['designed', 'poster'])
    expect(runCheck(repetitiveWordsCheck, { bullets: six.slice(0, 5) })).toEqual([])
  })
  it('never counts stop words or names', () => {
    const lines = Array.from({ length: 8 }, () => 'Built the tool for Lovelace and the team')
    expect(texts(runCheck(repetitiveWordsCheck, { bullets: lines }))).toEqual([
      'built',
      'team',
      'tool',
    ])
  })
})
