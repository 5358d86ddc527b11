import { describe, expect, it } from 'vitest'
import { matchesConfirmationWord } from './confirm-word'

describe('matchesConfirmationWord', () => {
  it('accepts the word in any case and with surrounding spaces', () => {
    expect(matchesConfirmationWord('delete', 'delete', 'en')).toBe(true)
    expect(matchesConfirmationWord('  DeLeTe ', 'delete', 'en')).toBe(true)
    expect(matchesConfirmationWord('LÖSCHEN', 'löschen', 'de')).toBe(true)
  })

  it('rejects anything else, including an empty field and a partial word', () => {
    expect(matchesConfirmationWord('', 'delete', 'en')).toBe(false)
    expect(matchesConfirmationWord('delet', 'delete', 'en')).toBe(false)
    expect(matchesConfirmationWord('delete it', 'delete', 'en')).toBe(false)
    expect(matchesConfirmationWord('loschen', 'löschen', 'de')).toBe(false)
  })

  it('accepts Turkish "sil" typed in capitals with a dotted or a plain I', () => {
    expect(matchesConfirmationWord('SİL', 'sil', 'tr')).toBe(true)
    expect(matchesConfirmationWord('SIL', 'sil', 'tr')).toBe(true)
    expect(matchesConfirmationWord('sıl', 'sil', 'tr')).toBe(false)
  })
})
