import { describe, expect, it } from 'vitest'
import { JOB_TITLE_LISTS, searchJobTitles, suggestJobTitles } from '.'

describe('job-title lists', () => {
  it('has nine sorted lists: English, and four levels each for German and Turkish', () => {
    const lists: [string, string[]][] = [
      ['en', JOB_TITLE_LISTS.en],
      ...Object.values(JOB_TITLE_LISTS.de).map((list): [string, string[]] => ['de', list]),
      ...Object.values(JOB_TITLE_LISTS.tr).map((list): [string, string[]] => ['tr', list]),
    ]
    expect(lists).toHaveLength(9)
    for (const [locale, list] of lists)
      expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, locale)))
    expect(JOB_TITLE_LISTS.de.senior).toContain('Senior Softwareentwickler')
    expect(JOB_TITLE_LISTS.tr.intern).toContain('Stajyer Yazılım Geliştirici')
  })
})

describe('job-title search', () => {
  it('matches a case-insensitive substring', () => {
    expect(searchJobTitles('NURSE', 'en')).toEqual(['Nurse', 'Registered Nurse'])
    expect(searchJobTitles('', 'en')).toEqual([])
  })
  it('lowers Turkish text with the Turkish dotted and dotless i', () => {
    expect(searchJobTitles('İNŞAAT', 'tr')).toContain('İnşaat Mühendisi')
  })
})

describe('job-title suggestions', () => {
  it('ranks titles the resume itself speaks of first', () => {
    const text =
      'Elena Petrova\nMechanical Engineer\nSenior Mechanical Engineer at Lakeshore\nDesigned brackets'
    expect(suggestJobTitles(text, 'en')[0]).toBe('Mechanical Engineer')
  })
  it('suggests nothing from text about no known job', () => {
    expect(suggestJobTitles('zzz qqq', 'en')).toEqual([])
  })
})
