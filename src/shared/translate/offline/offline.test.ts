// The offline part (issue 15 point 2): dates, Present, months, level words, language and
// country names, and known job titles, for all 24 languages.
import { describe, expect, it } from 'vitest'
import {
  DE_OCCUPATIONS,
  EN_OCCUPATIONS,
  TR_OCCUPATIONS,
} from '../../evaluation/job-titles/occupations'
import { JOB_TITLE_LISTS, JOB_TITLE_LEVELS } from '../../evaluation/job-titles'
import { PRESENT_WORDS, RESUME_LANGUAGE_CODES, type ResumeLanguageCode } from '../../resume'
import { formatMonthDate, parseMonthDate, translateDateField } from './dates'
import { translateCountryName, translateLanguageName } from './display-names'
import {
  OCCUPATION_NAMES,
  OCCUPATIONS,
  readJobTitle,
  translateJobTitle,
  writeJobTitle,
} from './job-titles'
import { readLanguageLevel } from './levels'

const ALL = RESUME_LANGUAGE_CODES

describe('dates', () => {
  it('turns the Present word of any language into the target’s, and keeps MM/YYYY', () => {
    for (const from of ALL) {
      for (const to of ALL) {
        expect(translateDateField(PRESENT_WORDS[from], from, to)).toBe(PRESENT_WORDS[to])
      }
    }
    expect(translateDateField('03/2020', 'en', 'de')).toBe('03/2020')
    expect(translateDateField('2020', 'en', 'ja')).toBe('2020')
    expect(translateDateField('Spring term', 'en', 'de')).toBe('Spring term')
  })

  it('reads month names in every language and writes them in every other', () => {
    for (const from of ALL) {
      const written = formatMonthDate({ month: 3, year: 2020 }, from)
      expect(parseMonthDate(written, from), `${from}: ${written}`).toEqual({ month: 3, year: 2020 })
      for (const to of ALL) {
        const out = translateDateField(written, from, to)
        expect(out, `${from}→${to}`).toBe(formatMonthDate({ month: 3, year: 2020 }, to))
        expect(out).toContain('2020')
      }
    }
  })

  it('writes what resumes in those languages write', () => {
    expect(translateDateField('March 2020', 'en', 'de')).toBe('März 2020')
    expect(translateDateField('Mar 2020', 'en', 'tr')).toBe('Mart 2020')
    expect(translateDateField('Mart 2020', 'tr', 'fr')).toBe('Mars 2020')
    expect(translateDateField('März 2020', 'de', 'ja')).toBe('2020年3月')
    expect(translateDateField('2020年3月', 'zh', 'en')).toBe('March 2020')
    expect(translateDateField('March 2020', 'en', 'ar')).toBe('مارس 2020')
    expect(translateDateField('Mär. 2020', 'de', 'es')).toBe('Marzo de 2020')
  })
})

describe('language and country names', () => {
  // Measured: Intl.DisplayNames (CLDR) against the names resumes in these languages use.
  const EXPECTED: Partial<Record<ResumeLanguageCode, string[]>> = {
    de: [
      'Englisch',
      'Deutsch',
      'Französisch',
      'Spanisch',
      'Türkisch',
      'Arabisch',
      'Chinesisch',
      'Russisch',
    ],
    tr: ['İngilizce', 'Almanca', 'Fransızca', 'İspanyolca', 'Türkçe', 'Arapça', 'Çince', 'Rusça'],
    fr: ['Anglais', 'Allemand', 'Français', 'Espagnol', 'Turc', 'Arabe', 'Chinois', 'Russe'],
    es: ['Inglés', 'Alemán', 'Francés', 'Español', 'Turco', 'Árabe', 'Chino', 'Ruso'],
    ru: [
      'Английский',
      'Немецкий',
      'Французский',
      'Испанский',
      'Турецкий',
      'Арабский',
      'Китайский',
      'Русский',
    ],
    ar: [
      'الإنجليزية',
      'الألمانية',
      'الفرنسية',
      'الإسبانية',
      'التركية',
      'العربية',
      'الصينية',
      'الروسية',
    ],
    zh: ['英语', '德语', '法语', '西班牙语', '土耳其语', '阿拉伯语', '中文', '俄语'],
    ja: [
      '英語',
      'ドイツ語',
      'フランス語',
      'スペイン語',
      'トルコ語',
      'アラビア語',
      '中国語',
      'ロシア語',
    ],
  }
  const ENGLISH = [
    'English',
    'German',
    'French',
    'Spanish',
    'Turkish',
    'Arabic',
    'Chinese',
    'Russian',
  ]

  it.each(Object.entries(EXPECTED))('names languages in %s as resumes do', (to, expected) => {
    expect(
      ENGLISH.map((name) => translateLanguageName(name, 'en', to as ResumeLanguageCode)),
    ).toEqual(expected)
  })

  it('reads a name written in the source language: German → Deutsch → Almanca', () => {
    expect(translateLanguageName('German', 'en', 'de')).toBe('Deutsch')
    expect(translateLanguageName('Deutsch', 'de', 'tr')).toBe('Almanca')
    expect(translateLanguageName('Almanca', 'tr', 'en')).toBe('German')
    expect(translateLanguageName('englisch', 'de', 'fr')).toBe('Anglais')
    expect(translateLanguageName('Farsi', 'en', 'de')).toBe('Persisch')
    expect(translateLanguageName('Klingon-ish', 'en', 'de')).toBeNull()
  })

  it('names every one of the 24 languages in every one of them', () => {
    for (const to of ALL) {
      for (const code of ALL) {
        const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(code)!
        expect(translateLanguageName(english, 'en', to), `${code} in ${to}`).toMatch(/\p{L}/u)
      }
    }
  })

  it('translates country names and keeps other places', () => {
    expect(translateCountryName('Germany', 'en', 'tr')).toBe('Almanya')
    expect(translateCountryName('Turkey', 'en', 'de')).toBe('Türkei')
    expect(translateCountryName('Deutschland', 'de', 'fr')).toBe('Allemagne')
    expect(translateCountryName('USA', 'en', 'es')).toBe('Estados Unidos')
    expect(translateCountryName('Berlin', 'de', 'en')).toBeNull()
  })
})

describe('level words', () => {
  it('stores a level word of any language as its key, so templates print it in the target', () => {
    expect(readLanguageLevel('Muttersprache')).toEqual({ kind: 'key', value: 'Native' })
    expect(readLanguageLevel('Akıcı')).toEqual({ kind: 'key', value: 'Proficient' })
    expect(readLanguageLevel('Fluent')).toEqual({ kind: 'key', value: 'Proficient' })
    expect(readLanguageLevel('母语')).toEqual({ kind: 'key', value: 'Native' })
    expect(readLanguageLevel('C1')).toEqual({ kind: 'same', value: 'C1' })
    expect(readLanguageLevel('★★★★☆')).toEqual({ kind: 'same', value: '★★★★☆' })
    expect(readLanguageLevel('Business level, TOEIC 900').kind).toBe('text')
  })
})

describe('known job titles', () => {
  it('has a name for every occupation in every language', () => {
    for (const lang of ALL) {
      for (const occupation of OCCUPATIONS)
        expect(OCCUPATION_NAMES[lang][occupation].trim()).not.toBe('')
    }
  })

  it('knows every entry of the nine job-title lists', () => {
    for (const title of EN_OCCUPATIONS) expect(readJobTitle(title, 'en'), title).not.toBeNull()
    for (const title of DE_OCCUPATIONS) expect(readJobTitle(title, 'de'), title).not.toBeNull()
    for (const title of TR_OCCUPATIONS) expect(readJobTitle(title, 'tr'), title).not.toBeNull()
    for (const level of JOB_TITLE_LEVELS) {
      for (const title of JOB_TITLE_LISTS.de[level])
        expect(readJobTitle(title, 'de'), title).not.toBeNull()
      for (const title of JOB_TITLE_LISTS.tr[level])
        expect(readJobTitle(title, 'tr'), title).not.toBeNull()
    }
  })

  it('round-trips occupation and seniority through every language', () => {
    for (const to of ALL) {
      for (const occupation of OCCUPATIONS) {
        for (const seniority of [null, 'junior', 'senior', 'lead', 'intern'] as const) {
          const written = writeJobTitle({ occupation, seniority }, to)
          const read = readJobTitle(written, to)
          // Two occupations may share a name in a language (Accountant, Bookkeeper: Buchhalter).
          expect(read && OCCUPATION_NAMES[to][read.occupation], `${to}: ${written}`).toBe(
            OCCUPATION_NAMES[to][occupation],
          )
          expect(read?.seniority, `${to}: ${written}`).toBe(seniority)
        }
      }
    }
  })

  it('writes titles as job ads in the target language do', () => {
    expect(translateJobTitle('Senior Software Developer', 'en', 'de')).toBe(
      'Senior Softwareentwickler',
    )
    expect(translateJobTitle('Kıdemli Yazılım Mühendisi', 'tr', 'en')).toBe(
      'Senior Software Engineer',
    )
    expect(translateJobTitle('Softwareentwickler', 'de', 'tr')).toBe('Yazılım Geliştirici')
    expect(translateJobTitle('Senior Software Developer', 'en', 'nl')).toBe(
      'Senior softwareontwikkelaar',
    )
    expect(translateJobTitle('Sr. Data Analyst', 'en', 'es')).toBe('Analista de datos sénior')
    expect(translateJobTitle('Nurse', 'en', 'ja')).toBe('看護師')
    expect(translateJobTitle('Chief Happiness Officer', 'en', 'de')).toBeNull()
  })
})
