import { describe, expect, it } from 'vitest'
import {
  RESUME_LANGUAGES,
  RESUME_LANGUAGE_CODES,
  isResumeLanguageCode,
  resumeLanguage,
  toResumeLanguageCode,
} from './languages'

describe('resume languages', () => {
  it('lists the 24 languages of the spec, in spec order', () => {
    expect(RESUME_LANGUAGES.map((l) => l.code)).toEqual(
      'en de tr es fr it pt nl pl ru zh ja ko ar hi sv no da fi el cs hu ro uk'.split(' '),
    )
    expect(RESUME_LANGUAGE_CODES).toHaveLength(24)
  })

  it('gives each a name, a native name and a flag; only Arabic is right-to-left', () => {
    for (const language of RESUME_LANGUAGES) {
      expect(language.name).not.toBe('')
      expect(language.nativeName).not.toBe('')
      expect(language.flag).toMatch(/^\p{Regional_Indicator}{2}$/u)
    }
    expect(RESUME_LANGUAGES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar'])
    expect(resumeLanguage('de').nativeName).toBe('Deutsch')
  })

  it('recognises codes exactly and loose values leniently', () => {
    expect(isResumeLanguageCode('tr')).toBe(true)
    expect(isResumeLanguageCode('TR')).toBe(false)
    expect(isResumeLanguageCode('xx')).toBe(false)
    expect(isResumeLanguageCode(7)).toBe(false)
    expect(toResumeLanguageCode('pt-BR')).toBe('pt')
    expect(toResumeLanguageCode('EN_us')).toBe('en')
    expect(toResumeLanguageCode('nb')).toBe('no')
    expect(toResumeLanguageCode('German')).toBe('de')
    expect(toResumeLanguageCode('Türkçe')).toBe('tr')
    expect(toResumeLanguageCode('Klingon')).toBeNull()
    expect(toResumeLanguageCode('')).toBeNull()
  })
})
