import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { personalInfoCheck } from './personal-info'

describe('excessive personal information', () => {
  it('reads labelled details from the printed lines', () => {
    const text =
      'Ada Lovelace\nMarital status: Single\nNationality: British\nReligion: none given\nUses Single sign-on daily'
    expect(texts(runCheck(personalInfoCheck, {}, { text }))).toEqual([
      'Marital status: Single',
      'Nationality: British',
      'Religion: none given',
    ])
  })
  it('reads German and Turkish labels', () => {
    const text =
      'Geburtsort: Gifhorn\nFamilienstand: ledig\nDoğum tarihi: 01.02.1990\nTC Kimlik No: 123'
    expect(texts(runCheck(personalInfoCheck, {}, { text }))).toEqual([
      'Doğum tarihi: 01.02.1990',
      'Geburtsort: Gifhorn',
      'Familienstand: ledig',
      'TC Kimlik No: 123',
    ])
  })
  it('reports the model birth date and a photo', () => {
    const found = runCheck(
      personalInfoCheck,
      { contact: { birthDate: '23/02/1999' } },
      {
        layout: {
          pageCount: 1,
          images: 1,
          photo: true,
          columns: 1,
          tables: 0,
          textBoxes: 0,
          fonts: 1,
        },
      },
    )
    expect(texts(found)).toEqual(['Date of birth: 23/02/1999', 'Photo'])
  })
  it('finds nothing on a resume without such details', () => {
    expect(runCheck(personalInfoCheck, { bullets: ['Managed 150 servers'] })).toEqual([])
  })
})
