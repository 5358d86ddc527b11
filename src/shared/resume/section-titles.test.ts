import { describe, expect, it } from 'vitest'
import { RESUME_LANGUAGE_CODES } from './languages'
import { LEVEL_KEYS, SECTION_TITLE_KEYS, levelLabel, sectionTitle } from './section-titles'

// Language/word pairs that are correctly spelled the same as in English.
const SAME_AS_ENGLISH = new Set([
  'fr:Publications',
  'fr:Expert',
  'nl:Beginner',
  'nl:Expert',
  'sv:Expert',
  'cs:Expert',
  'ro:Expert',
  ...['fr', 'it', 'pt', 'nl', 'pl', 'da', 'cs', 'hu', 'ro'].map((lang) => `${lang}:E-mail`),
])

describe('sectionTitle', () => {
  it('has a non-empty title for every key in every language', () => {
    for (const lang of RESUME_LANGUAGE_CODES) {
      for (const key of SECTION_TITLE_KEYS) {
        expect(sectionTitle(lang, key).trim(), `${lang}.${key}`).not.toBe('')
      }
    }
  })

  it('uses the words real resumes use', () => {
    expect(sectionTitle('de', 'experiences')).toBe('Berufserfahrung')
    expect(sectionTitle('fr', 'experiences')).toBe('Expérience professionnelle')
    expect(sectionTitle('ja', 'experiences')).toBe('職歴')
    expect(sectionTitle('en', 'certifications')).toBe('Certification & Courses')
  })

  it('does not copy English into other languages', () => {
    for (const lang of RESUME_LANGUAGE_CODES.filter((l) => l !== 'en')) {
      for (const key of SECTION_TITLE_KEYS) {
        const english = sectionTitle('en', key)
        if (SAME_AS_ENGLISH.has(`${lang}:${english}`)) continue
        expect(sectionTitle(lang, key), `${lang}.${key}`).not.toBe(english)
      }
    }
  })

  it('falls back to English for an unknown language', () => {
    expect(sectionTitle('xx', 'skills')).toBe('Skills')
    expect(sectionTitle('constructor', 'skills')).toBe('Skills')
  })
})

describe('levelLabel', () => {
  it('names every level in every language', () => {
    for (const lang of RESUME_LANGUAGE_CODES) {
      for (const level of LEVEL_KEYS) {
        expect(levelLabel(lang, level).trim(), `${lang}.${level}`).not.toBe('')
      }
    }
  })

  it('does not copy English level names into other languages', () => {
    for (const lang of RESUME_LANGUAGE_CODES.filter((l) => l !== 'en')) {
      for (const level of LEVEL_KEYS) {
        if (SAME_AS_ENGLISH.has(`${lang}:${level}`)) continue
        expect(levelLabel(lang, level), `${lang}.${level}`).not.toBe(level)
      }
    }
  })

  it('translates levels and keeps unknown ones as stored', () => {
    expect(levelLabel('de', 'Native')).toBe('Muttersprache')
    expect(levelLabel('ja', 'Beginner')).toBe('初級')
    expect(levelLabel('xx', 'Advanced')).toBe('Advanced')
    expect(levelLabel('fr', 'Guru')).toBe('Guru')
  })
})
