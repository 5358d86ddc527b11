import { describe, expect, it } from 'vitest'
import { findDateRange, isDateFragment, isPresentText, parseDate } from './dates'

describe('parseDate', () => {
  it.each([
    ['Jan 2020', '01/2020'],
    ['January 2020', '01/2020'],
    ['01/2020', '01/2020'],
    ['1/2020', '01/2020'],
    ['2020-01', '01/2020'],
    ['01.2020', '01/2020'],
    ['März 2019', '03/2019'],
    ['Ocak 2018', '01/2018'],
    ['Sept. 2015', '09/2015'],
    ['septiembre 2017', '09/2017'],
    ['févr. 2021', '02/2021'],
    ['15.03.2019', '03/2019'],
    ['2018', '2018'],
  ])('%s → %s', (printed, stored) => {
    expect(parseDate(printed)).toBe(stored)
  })

  it('refuses what is not a date', () => {
    expect(parseDate('Hamburg')).toBe('')
    expect(parseDate('13/2020')).toBe('')
    expect(parseDate('123')).toBe('')
  })
})

describe('findDateRange', () => {
  it('reads ranges with Present words in many languages', () => {
    expect(findDateRange('Apr 2021 – Present')).toMatchObject({ start: '04/2021', ongoing: true })
    expect(findDateRange('2018 – heute')).toMatchObject({ start: '2018', ongoing: true })
    expect(findDateRange('03/2021 - bis heute')).toMatchObject({ start: '03/2021', ongoing: true })
    expect(findDateRange('Eylül 2016 – Devam ediyor')).toMatchObject({
      start: '09/2016',
      ongoing: true,
    })
    expect(findDateRange('sept. 2019 – aujourd’hui')).toMatchObject({
      start: '09/2019',
      ongoing: true,
    })
    expect(findDateRange('2017 - actualidad')).toMatchObject({ ongoing: true })
  })

  it('finds a range inside a line and says where it is', () => {
    const text = 'Pinecrest Media | Seattle, WA | Jun 2019 – Mar 2021'
    const range = findDateRange(text)
    expect(range).toMatchObject({ start: '06/2019', end: '03/2021', ongoing: false })
    expect(text.slice(range?.index, (range?.index ?? 0) + (range?.length ?? 0))).toBe(
      'Jun 2019 – Mar 2021',
    )
  })

  it('reads "since" as ongoing and a single date as a start', () => {
    expect(findDateRange('seit 2019')).toMatchObject({ start: '2019', ongoing: true })
    expect(findDateRange('Certified (10/2022)')).toMatchObject({ start: '10/2022', end: '' })
    expect(findDateRange('Word processing')).toBeNull()
  })

  it('reads a date followed by a tilde and no end as ongoing', () => {
    expect(findDateRange('2021 ~ , Harbour College')).toMatchObject({
      start: '2021',
      end: 'Present',
      ongoing: true,
    })
    expect(findDateRange('2019.09 ~')).toMatchObject({ start: '09/2019', ongoing: true })
    expect(findDateRange('2019 ~ 2021')).toMatchObject({ start: '2019', end: '2021' })
  })

  it('reads German "bis" ranges', () => {
    expect(findDateRange('April 2009 bis Dezember 2015')).toMatchObject({
      start: '04/2009',
      end: '12/2015',
    })
  })
})

describe('dates in other shapes', () => {
  it('reads two years with a slash as a range', () => {
    expect(findDateRange('Ferry Line (2016/2019)')).toMatchObject({ start: '2016', end: '2019' })
    expect(findDateRange('12/2019')).toMatchObject({ start: '12/2019', end: '' })
  })

  it('reads two months sharing one year', () => {
    expect(findDateRange('Harbour Office\tMarch–June 2018')).toMatchObject({
      start: '03/2018',
      end: '06/2018',
    })
    expect(findDateRange('2017, Jul–Okt. Sommerjob')).toMatchObject({
      start: '07/2017',
      end: '10/2017',
    })
  })

  it('stores a season as its year, and "Started …" as ongoing', () => {
    expect(parseDate('Summer 2016')).toBe('2016')
    expect(findDateRange('Started Fall 2021')).toMatchObject({ start: '2021', ongoing: true })
  })

  it('keeps graduation and expected labels in the date cell', () => {
    expect(isDateFragment('Graduation: Jun 2020')).toBe(true)
    expect(isDateFragment('Sep 2021 – Jun 2025 (expected)')).toBe(true)
    expect(isDateFragment('Graduate Assistant')).toBe(false)
  })
})

describe('date fragments of a wrapped date column', () => {
  it('knows pieces of dates from other words', () => {
    expect(isDateFragment('April 2009 bis Dezember')).toBe(true)
    expect(isDateFragment('2015')).toBe(true)
    expect(isDateFragment('Key Account Manager')).toBe(false)
    expect(isDateFragment('Berlin 2015')).toBe(false)
  })

  it('knows Present phrases', () => {
    expect(isPresentText('bis heute')).toBe(true)
    expect(isPresentText('Günümüz')).toBe(true)
    expect(isPresentText('Presently hiring')).toBe(false)
  })
})
