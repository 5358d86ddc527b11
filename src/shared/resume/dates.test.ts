import { describe, expect, it } from 'vitest'
import {
  formatBirthDateInput,
  formatMonthYearInput,
  isOngoing,
  parseMonthYear,
  validateBirthDate,
  validateMonthYear,
} from './dates'

describe('formatMonthYearInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['03', '03'],
    ['032', '03/2'],
    ['032020', '03/2020'],
    ['0320201999', '03/2020'],
    ['03/', '03/'],
    ['3/', '03/'],
    ['3/2020', '03/2020'],
    ['ab0c3x2020', '03/2020'],
    ['03.2020', '03/2020'],
    ['2020-03', '03/2020'],
    ['2020/3', '03/2020'],
    ['/03', '03'],
  ])('%j becomes %j', (raw, formatted) => {
    expect(formatMonthYearInput(raw)).toBe(formatted)
  })

  it('lets backspace remove the slash', () => {
    expect(formatMonthYearInput('03')).toBe('03')
  })
})

describe('formatBirthDateInput', () => {
  it.each([
    ['1', '1'],
    ['150', '15/0'],
    ['1506', '15/06'],
    ['15061990', '15/06/1990'],
    ['150619901', '15/06/1990'],
    ['5/6/1990', '05/06/1990'],
    ['15/06/', '15/06/'],
  ])('%j becomes %j', (raw, formatted) => {
    expect(formatBirthDateInput(raw)).toBe(formatted)
  })
})

describe('validateMonthYear', () => {
  it('accepts months 01 to 12 with a four-digit year', () => {
    expect(validateMonthYear('01/2020')).toEqual({ ok: true })
    expect(validateMonthYear('12/1900')).toEqual({ ok: true })
    expect(validateMonthYear('12/2100')).toEqual({ ok: true })
  })

  it.each([
    ['', 'incomplete'],
    ['1', 'incomplete'],
    ['03/202', 'incomplete'],
    ['March 2020', 'incomplete'],
    ['00/2020', 'month'],
    ['13/2020', 'month'],
    ['13', 'month'],
    ['03/1899', 'year'],
    ['03/2101', 'year'],
  ])('%j is rejected as %s', (value, reason) => {
    expect(validateMonthYear(value)).toEqual({ ok: false, reason })
  })

  it('parses only complete, valid values', () => {
    expect(parseMonthYear('03/2020')).toEqual({ month: 3, year: 2020 })
    expect(parseMonthYear('13/2020')).toBeNull()
    expect(parseMonthYear('3/2020')).toBeNull()
  })
})

describe('validateBirthDate', () => {
  const today = new Date(2025, 5, 15)

  it('accepts a real past day, including 29/02 in a leap year', () => {
    expect(validateBirthDate('15/06/1990', today)).toEqual({ ok: true })
    expect(validateBirthDate('29/02/2000', today)).toEqual({ ok: true })
    expect(validateBirthDate('15/06/2025', today)).toEqual({ ok: true })
  })

  it.each([
    ['29/02/2001', 'day'],
    ['31/04/1990', 'day'],
    ['00/01/1990', 'day'],
    ['32/01/1990', 'day'],
    ['01/13/1990', 'month'],
    ['01/01/1899', 'year'],
    ['16/06/2025', 'future'],
    ['01/01/2030', 'future'],
    ['01/01/19', 'incomplete'],
    ['1990-01-01', 'incomplete'],
  ])('%j is rejected as %s', (value, reason) => {
    expect(validateBirthDate(value, today)).toEqual({ ok: false, reason })
  })
})

describe('isOngoing', () => {
  it('recognises Present words of any language, in any case', () => {
    for (const word of [
      'Present',
      'present',
      'Heute',
      'Halen',
      'Devam ediyor',
      '至今',
      'حتى الآن',
    ]) {
      expect(isOngoing(word)).toBe(true)
    }
  })

  it('does not treat dates or blanks as ongoing', () => {
    for (const value of ['', '03/2020', 'Presently unemployed'])
      expect(isOngoing(value)).toBe(false)
  })
})
