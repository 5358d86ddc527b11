import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { exaggerationsCheck } from './exaggerations'
import { negativePhrasingCheck } from './negative-phrasing'
import { unprofessionalLanguageCheck } from './unprofessional-language'

describe('unprofessional language', () => {
  it('finds slang as whole words only', () => {
    const found = runCheck(unprofessionalLanguageCheck, {
      summary: "I'm awesome with all the admin stuff. Stuffed toys buyer.",
    })
    expect(texts(found)).toEqual(['awesome', 'stuff'])
  })
})

describe('negative phrasing', () => {
  it('finds apologies and failures in English and German', () => {
    expect(
      texts(
        runCheck(negativePhrasingCheck, {
          bullets: ['Unfortunately the clinic changed software', 'Failed to get a promotion'],
        }),
      ),
    ).toEqual(['Unfortunately', 'Failed to'])
    expect(
      texts(
        runCheck(negativePhrasingCheck, {
          language: 'de',
          bullets: ['Leider wurde das Projekt eingestellt'],
        }),
      ),
    ).toEqual(['Leider'])
  })
  it('stays quiet on results', () => {
    expect(runCheck(negativePhrasingCheck, { bullets: ['Reduced complaints by 40%'] })).toEqual([])
  })
})

describe('exaggerations', () => {
  it('finds unverifiable claims', () => {
    expect(
      texts(
        runCheck(exaggerationsCheck, { summary: 'A world-class engineer with flawless delivery.' }),
      ),
    ).toEqual(['world-class', 'flawless'])
  })
})
