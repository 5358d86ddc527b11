import { describe, expect, it } from 'vitest'
import { joinLetterSpaced, repairText } from './text'

describe('repairText', () => {
  it('puts back ligatures a text layer left as U+0000', () => {
    expect(repairText('\u0000nancial \u0000les, in\u0000uence, o\u0000ce, work\u0000ow')).toBe(
      'financial files, influence, office, workflow',
    )
  })

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
  it('joins a cell printed letter by letter throughout, keeping separators apart', () => {
    expect(joinLetterSpaced('R u b y')).toBe('Ruby')
    expect(joinLetterSpaced('a n n . l e e @ e x a m p l e . o r g')).toBe('ann.lee@example.org')
    expect(joinLetterSpaced('0 ( 5 5 5 ) 1 2 3 4 5')).toBe('0(555)12345')
    expect(joinLetterSpaced('G o / R u s t')).toBe('Go / Rust')
  })
  it('keeps letter-spaced words apart where a wider gap parts them', () => {
    expect(joinLetterSpaced('A I N O   K A L L I O')).toBe('AINO KALLIO')
    expect(repairText('S A L E S  L E A D\tB e r l i n')).toBe('SALES LEAD\tBerlin')
  })
  it('leaves ordinary text and short initials alone', () => {
    expect(joinLetterSpaced('Plan A or B')).toBe('Plan A or B')
    expect(joinLetterSpaced('C, R and Go')).toBe('C, R and Go')
  })
})
