import { describe, expect, it } from 'vitest'
import { MAX_FILE_NAME_BYTES, resumeFileName, safeFileBaseName } from './file-name'

const name = (firstName: string, lastName = '', jobTitle = '') =>
  resumeFileName({ firstName, lastName, jobTitle })

describe('resumeFileName', () => {
  it('joins first name, last name and job title with underscores', () => {
    expect(name('Ada', 'Lovelace', 'Senior Backend Engineer')).toBe(
      'Ada_Lovelace_Senior_Backend_Engineer.pdf',
    )
  })

  it('says "name" when the first name is empty, and skips other empty parts', () => {
    expect(name('', 'Lovelace', 'Engineer')).toBe('name_Lovelace_Engineer.pdf')
    expect(name('  ', '', '')).toBe('name.pdf')
    expect(name('Ada', '', 'Engineer')).toBe('Ada_Engineer.pdf')
  })

  it('removes characters Windows refuses and control characters', () => {
    expect(name('A/d\\a', 'Love:la*ce?', '<C|E"O>')).toBe('A_d_a_Love_la_ce_C_E_O.pdf')
    expect(name('Ada\u0000\u0007', 'Love\nlace')).toBe('Ada_Love_lace.pdf')
    expect(name('///')).toBe('name.pdf')
  })

  it('removes bidirectional controls that could disguise the extension', () => {
    expect(name('cv\u202efdp.exe')).toBe('cvfdp.exe.pdf')
  })

  it('keeps letters of every script', () => {
    expect(name('Ayşe', 'Yılmaz', 'Yazılım Mühendisi')).toBe('Ayşe_Yılmaz_Yazılım_Mühendisi.pdf')
    expect(name('سارة', 'Yılmaz')).toBe('سارة_Yılmaz.pdf')
    expect(name('سارة', 'أحمد')).toBe('سارة_أحمد.pdf')
  })

  it('keeps an East-Asian name in its written order, family name first', () => {
    expect(name('明', '李', '工程师')).toBe('李_明_工程师.pdf')
    expect(name('太郎', '山田')).toBe('山田_太郎.pdf')
  })

  it('never starts with a dot (hidden file) or ends with dots or spaces', () => {
    expect(name('...Ada', 'Lovelace...')).toBe('Ada_Lovelace.pdf')
  })

  it('avoids Windows device names, with or without an extension', () => {
    expect(name('CON')).toBe('CON_.pdf')
    expect(name('nul')).toBe('nul_.pdf')
    expect(name('Com1')).toBe('Com1_.pdf')
    expect(safeFileBaseName('lpt9.txt')).toBe('lpt9.txt_')
    expect(name('Connor')).toBe('Connor.pdf')
  })

  it('bounds the length in UTF-8 bytes without splitting a character', () => {
    const long = name('李'.repeat(300), 'Lovelace', 'Engineer')
    const base = long.slice(0, -'.pdf'.length)
    expect(new TextEncoder().encode(base).length).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES)
    expect(base).toMatch(/^李+$/)
    expect(name('a'.repeat(500)).length).toBe(MAX_FILE_NAME_BYTES + 4)
  })

  it('composes accents into single characters (macOS and Windows agree then)', () => {
    expect(name('Rene\u0301')).toBe('René.pdf')
  })
})
