import { describe, expect, it } from 'vitest'
import { RESUME_LANGUAGE_CODES } from './languages'
import { PRESENT_WORDS, isPresentWord, presentWord } from './present'

describe('Present words', () => {
  it('has a non-blank word for each of the 24 resume languages', () => {
    expect(Object.keys(PRESENT_WORDS).sort()).toEqual([...RESUME_LANGUAGE_CODES].sort())
    for (const code of RESUME_LANGUAGE_CODES) {
      expect(presentWord(code).trim()).not.toBe('')
      expect(isPresentWord(presentWord(code))).toBe(true)
    }
  })

  it.each([
    ['en', 'Present'],
    ['de', 'Heute'],
    ['tr', 'Halen'],
    ['es', 'Actualidad'],
    ['zh', '至今'],
    ['ja', '現在'],
    ['uk', 'Дотепер'],
  ] as const)('uses %s %j', (code, word) => {
    expect(presentWord(code)).toBe(word)
  })

  it('uses a word written in the language itself, not English, outside English', () => {
    for (const code of RESUME_LANGUAGE_CODES.filter((c) => c !== 'en')) {
      expect(presentWord(code)).not.toBe('Present')
    }
  })
})
