import { describe, expect, it } from 'vitest'
import { cleanLevel, readCefrGrid, readLanguages } from './language-list'
import { isLanguageName, languageMentions } from './language-names'
import { parseLanguages } from './lists'
import { line } from './test-lines'

const read = (texts: string[]) =>
  readLanguages(
    texts.map((t) => line(t)),
    parseLanguages,
  )

describe('language names', () => {
  it('knows languages by their names in several languages, and Turkish capitals', () => {
    expect(['Englisch', 'İNGİLİZCE', 'español', 'Anglais', 'Japanese'].every(isLanguageName)).toBe(
      true,
    )
    expect(['Python', 'Java', 'Office'].some(isLanguageName)).toBe(false)
  })

  it('finds a name glued to its CEFR code by the text layer', () => {
    expect(languageMentions('AlmancaB 1').map((m) => m.name)).toEqual(['Almanca'])
  })
})

describe('readLanguages', () => {
  it('splits at language names, whatever separates them, and keeps levels as printed', () => {
    expect(
      read(['Polish (native), Czech (gut), Swedish', '(basics), Danish (pre-intermediate).'])
        .languages,
    ).toEqual([
      { name: 'Polish', level: 'native' },
      { name: 'Czech', level: 'gut' },
      { name: 'Swedish', level: 'basics' },
      { name: 'Danish', level: 'pre-intermediate' },
    ])
  })

  it('reads a level after the name without a separator, and a colon before a bracket', () => {
    expect(read(['Italian Native language', 'Türkçe: Orta Düzey (B1)']).languages).toEqual([
      { name: 'Italian', level: 'Native language' },
      { name: 'Türkçe', level: 'Orta Düzey (B1)' },
    ])
  })

  it('takes a level printed on the next line, and drops a score printed under it', () => {
    expect(
      read(['Italiano', 'Courant', 'Anglais', 'Professionnel', 'DELF : 75/100']).languages,
    ).toEqual([
      { name: 'Italiano', level: 'Courant' },
      { name: 'Anglais', level: 'Professionnel' },
    ])
  })

  it('gives a level printed before its languages to each of them', () => {
    expect(read(['Native: Greek; Fluent: Dutch, Danish']).languages).toEqual([
      { name: 'Greek', level: 'Native' },
      { name: 'Dutch', level: 'Fluent' },
      { name: 'Danish', level: 'Fluent' },
    ])
  })

  it('pairs names with the levels listed after them, in order', () => {
    expect(read(['Greek', 'Dutch', 'Native', 'Basic']).languages).toEqual([
      { name: 'Greek', level: 'Native' },
      { name: 'Dutch', level: 'Basic' },
    ])
  })

  it('hands rows that name no language back, and keeps an unknown language with a level', () => {
    const result = read(['Swedish (C1)', 'Go, Rust, Kotlin', 'Klingon Fluent, CEFR B2'])
    expect(result.languages).toEqual([
      { name: 'Swedish', level: 'C1' },
      { name: 'Klingon', level: 'Fluent, CEFR B2' },
    ])
    expect(result.rest.map((l) => l.text)).toEqual(['Go, Rust, Kotlin'])
  })

  it('reads a German compound "…kenntnisse" as the language, the phrase as its level', () => {
    expect(read(['Gute Italienischkenntnisse']).languages).toEqual([
      { name: 'Italienisch', level: 'Gute Italienischkenntnisse' },
    ])
  })

  it('cuts a level at a bar and keeps a long level to its first clause', () => {
    expect(cleanLevel('— Fluent | Reading and writing')).toBe('Fluent')
    expect(cleanLevel(' | Native')).toBe('Native')
    expect(cleanLevel('Level B2 (Upper). Certified by an institute, score 80/100.')).toBe(
      'Level B2 (Upper)',
    )
  })
})

describe('readCefrGrid', () => {
  it('reads a Europass grid as languages with their five codes and drops its titles', () => {
    const lines = [
      line('Mother tongue(s)\tSpanish'),
      line('Other language(s)\tUNDERSTANDING\tSPEAKING\tWRITING'),
      line('Listening\tReading\tSpoken interaction\tSpoken production'),
      line('Italian\tB2\tC1\tB1\tB1\tB2'),
      line('Some Certificate B1'),
      line('Levels: A1 and A2: Basic user - B1 and B2: Independent user'),
      line('Communication skills\tgood listener'),
    ]
    const grid = readCefrGrid(lines)
    expect(grid.languages).toEqual([
      { name: 'Spanish', level: 'Mother tongue' },
      { name: 'Italian', level: 'B2 C1 B1 B1 B2' },
    ])
    expect(lines.filter((l) => !grid.used.has(l)).map((l) => l.text)).toEqual([
      'Communication skills\tgood listener',
    ])
  })
})
