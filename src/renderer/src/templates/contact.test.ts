import { createResume } from '@shared/resume'
import { describe, expect, it } from 'vitest'
import { chunk, contactRows, fullName } from './contact'
import { templateTexts } from './texts'

const contact = (fields: Partial<ReturnType<typeof createResume>['contact']>) => ({
  ...createResume().contact,
  ...fields,
})

describe('contact rows', () => {
  it('lists only filled fields, joining city and country with a comma only when both exist', () => {
    const texts = templateTexts('en')
    expect(contactRows(contact({ email: ' a@b.c ', city: 'Oslo' }), texts)).toEqual([
      { key: 'email', label: 'E-mail', value: 'a@b.c' },
      { key: 'location', label: 'Location', value: 'Oslo' },
    ])
    const both = contactRows(contact({ city: 'Oslo', country: 'Norway' }), texts)
    expect(both[0]?.value).toBe('Oslo, Norway')
  })

  it('labels rows in the resume language and follows the order asked for', () => {
    const rows = contactRows(contact({ phone: '1', email: 'a@b.c' }), templateTexts('tr'), [
      'phone',
      'email',
    ])
    expect(rows.map((row) => row.label)).toEqual(['Telefon', 'E-posta'])
  })

  it('splits rows into lines of a given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 4)).toEqual([[1, 2, 3, 4], [5]])
    expect(chunk([], 4)).toEqual([])
  })
})

describe('fullName', () => {
  it('joins first and last name with a space only when both exist', () => {
    expect(fullName(contact({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace')
    expect(fullName(contact({ firstName: ' ', lastName: 'Lovelace' }))).toBe('Lovelace')
  })

  it('writes Chinese, Japanese and Korean names family name first without a space', () => {
    expect(fullName(contact({ firstName: '思远', lastName: '欧阳' }))).toBe('欧阳思远')
    expect(fullName(contact({ firstName: '길동', lastName: '홍' }))).toBe('홍길동')
    // A Latin name in a Chinese resume keeps its own order.
    expect(fullName(contact({ firstName: 'Ada', lastName: '欧阳' }))).toBe('Ada 欧阳')
  })
})
