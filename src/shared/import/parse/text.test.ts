import { describe, expect, it } from 'vitest'
import { joinLetterSpaced, repairText } from './text'

describe('repairText', () => {
  it('turns dash variants into hyphens and drops soft hyphens, keeping real dashes', () => {
    expect(repairText('2019 \u2011 2021')).toBe('2019 - 2021')
    expect(repairText('Daten\u00ADbank – Team')).toBe('Datenbank – Team')
  })
  it('recombines accents printed as their own glyph', () => {
    expect(repairText('Formaci´on acad´emica')).toBe('Formación académica')
    expect(repairText('Fran¸cais')).toBe('Français')
  })
  it('strips icon-font glyphs and keeps symbol bullets as bullets', () => {
    expect(repairText('\uf0e0 mail@example.org')).toBe('mail@example.org')
    expect(repairText('\uf0b7 Planning')).toBe('• Planning')
  })
})

describe('joinLetterSpaced', () => {
  it('joins letter-spaced capitals into words', () => {
    expect(joinLetterSpaced('E D U C A T I O N')).toBe('EDUCATION')
    expect(joinLetterSpaced('W E B / D E S I G N')).toBe('WEB / DESIGN')
  })
  it('leaves ordinary text and short initials alone', () => {
    expect(joinLetterSpaced('Plan A or B')).toBe('Plan A or B')
    expect(joinLetterSpaced('C, R and Go')).toBe('C, R and Go')
  })
})
