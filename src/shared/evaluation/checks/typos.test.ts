import { describe, expect, it } from 'vitest'
import { wordListSpeller } from '../spelling/speller'
import { runCheck, texts } from '../test-helpers'
import { oneEditAway, typosCheck } from './typos'

const english = wordListSpeller([
  'achieved',
  'the',
  'highest',
  'management',
  'routine',
  'receive',
  'returns',
  'and',
  'process',
  'fliers',
  'colour',
  'led',
  'team',
  'designed',
  'poster',
  'posters',
  'maschinen',
  'wartung',
  'von',
  'schweiß',
  'robotern',
  'yazılım',
  'geliştirme',
])

describe('typos', () => {
  it('reports misspellings one edit from a dictionary word, with the correction', () => {
    const found = runCheck(
      typosCheck,
      { bullets: ['Acheived the highest managment routine', 'Recieve and process returns'] },
      {},
      english,
    )
    expect(texts(found)).toEqual(['Acheived', 'managment', 'Recieve'])
    expect(found[0]?.suggestion).toBe('Did you mean "Achieved"?')
  })
  it('never reports names, companies, links, acronyms, words with digits or tech terms', () => {
    const bullets = [
      'Led the Kubernetes team at Analytical Engines with Lovelace via lovelace.dev and SQLX S7 AZ-104',
    ]
    expect(runCheck(typosCheck, { bullets }, {}, english)).toEqual([])
  })
  it('skips capitalised words mid-sentence in English but not in German', () => {
    expect(runCheck(typosCheck, { bullets: ['Led the Smithsonain team'] }, {}, english)).toEqual([])
    expect(
      texts(
        runCheck(typosCheck, { language: 'de', bullets: ['Wartung von Maschienen'] }, {}, english),
      ),
    ).toEqual(['Maschienen'])
  })
  it('accepts unknown words with no close dictionary word, variants, plurals and German compounds', () => {
    expect(
      runCheck(typosCheck, { bullets: ['Designed flyers and zorblax posters'] }, {}, english),
    ).toEqual([])
    expect(
      runCheck(
        typosCheck,
        { language: 'de', bullets: ['Wartung von Schweißrobotern'] },
        {},
        english,
      ),
    ).toEqual([])
  })
  it('accepts Turkish suffix chains on a known stem', () => {
    expect(
      runCheck(typosCheck, { language: 'tr', bullets: ['Yazılım geliştirmesinin'] }, {}, english),
    ).toEqual([])
  })
  it('does nothing without a dictionary', () => {
    expect(runCheck(typosCheck, { bullets: ['Acheived'] })).toEqual([])
  })
  it('does not offer a stem of the word as its correction', () => {
    expect(oneEditAway(english, 'posterss', 'abcdefghijklmnopqrstuvwxyz')).toBeNull()
  })
})

describe('typos: precision rules', () => {
  const dictionary = wordListSpeller([
    'prepare',
    'sub',
    'sea',
    'data',
    'center',
    'mailing',
    'senior',
    'the',
    'for',
    'team',
  ])
  it('accepts agent nouns, prefixed words and closed compounds of dictionary words', () => {
    expect(
      runCheck(
        typosCheck,
        { bullets: ['Worked as preparer for subsea datacenter team'] },
        {},
        dictionary,
      ),
    ).toEqual([])
  })
  it('does not take a dropped first letter or an accent for a typo', () => {
    expect(
      runCheck(
        typosCheck,
        { language: 'fr', bullets: ['Campagnes emailing pour clients'] },
        {},
        dictionary,
      ),
    ).toEqual([])
    expect(
      runCheck(
        typosCheck,
        { language: 'es', bullets: ['Abogada sénior para clientes'] },
        {},
        dictionary,
      ),
    ).toEqual([])
  })
})

describe('typos: inflections hunspell lacks', () => {
  it('accepts a German infinitive whose conjugated or nominalised form is known, not a misspelt one', async () => {
    const { misspelling } = await import('./typos')
    const speller = wordListSpeller(['gewinnt', 'Verfahren', 'planen'])
    expect(misspelling(speller, 'gewinnen', 'de', 'abcdefghijklmnopqrstuvwxyzäöüß')).toBeNull()
    expect(misspelling(speller, 'verfahren', 'de', 'abcdefghijklmnopqrstuvwxyzäöüß')).toBeNull()
    expect(misspelling(speller, 'palnen', 'de', 'abcdefghijklmnopqrstuvwxyzäöüß')).toBe('planen')
  })
  it('accepts an English -able word built on a known verb', async () => {
    const { misspelling } = await import('./typos')
    const speller = wordListSpeller(['scale', 'maintain', 'table'])
    expect(misspelling(speller, 'scalable', 'en', 'abcdefghijklmnopqrstuvwxyz')).toBeNull()
    expect(misspelling(speller, 'maintainable', 'en', 'abcdefghijklmnopqrstuvwxyz')).toBeNull()
  })
})
