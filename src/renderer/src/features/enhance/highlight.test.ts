import { describe, expect, it } from 'vitest'
import { markSuggestion, placeholdersIn } from './highlight'
import { missingContactFields, missingItemFields } from './missing-fields'
import { createResume } from '@shared/resume'

describe('markSuggestion', () => {
  it('marks new facts and placeholders in text only, never inside tags', () => {
    const html =
      '<a href="https://acme.example/35%">Cut costs by 35% at Acme</a> for [number] clients'
    const marked = markSuggestion(html, ['35%', 'Acme'])
    expect(marked).toBe(
      '<a href="https://acme.example/35%">Cut costs by <mark class="ai-mark ai-mark--fact">35%</mark> at <mark class="ai-mark ai-mark--fact">Acme</mark></a> for <mark class="ai-mark ai-mark--placeholder">[number]</mark> clients',
    )
  })

  it('treats facts as text, not patterns', () => {
    expect(markSuggestion('<p>C++ and C</p>', ['C++'])).toBe(
      '<p><mark class="ai-mark ai-mark--fact">C++</mark> and C</p>',
    )
    expect(placeholdersIn('<p>[number or %] and [number or %], [year]</p>')).toEqual([
      '[number or %]',
      '[year]',
    ])
  })
})

describe('missing-field messages', () => {
  it('names the empty fields of the item; an ongoing item needs no end date', () => {
    expect(
      missingItemFields('experiences', { title: 'Planner', company: '', isCurrentWork: true }),
    ).toEqual(['MissingCompanyName', 'MissingLocation', 'MissingStartDate'])
    expect(
      missingItemFields('educations', {
        school: 'Uni',
        degree: 'BSc',
        location: 'Rome',
        startDate: '01/2020',
        endDate: '01/2023',
      }),
    ).toEqual([])
  })

  it('names the empty personal details for the summary', () => {
    const contact = { ...createResume().contact, firstName: 'Ada', email: 'a@b.example' }
    expect(missingContactFields(contact)).toEqual([
      'MissingJobTitle',
      'MissingLastName',
      'MissingPhoneNumber',
      'MissingCountry',
      'MissingCity',
      'MissingDateOfBirth',
      'MissingAddress',
    ])
  })
})
