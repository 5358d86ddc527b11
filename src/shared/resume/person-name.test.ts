import { describe, expect, it } from 'vitest'
import { describeResume, fullName, nameInOrder } from './person-name'

describe('fullName', () => {
  it('writes Western names first name first, leaving out empty parts', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace')
    expect(fullName({ firstName: ' ', lastName: 'Lovelace' })).toBe('Lovelace')
    expect(fullName({ firstName: '', lastName: '' })).toBe('')
  })

  it('writes Chinese, Japanese and Korean names family name first, unspaced', () => {
    expect(fullName({ firstName: '思远', lastName: '欧阳' })).toBe('欧阳思远')
    expect(fullName({ firstName: '太郎', lastName: '山田' })).toBe('山田太郎')
    expect(fullName({ firstName: '길동', lastName: '홍' })).toBe('홍길동')
  })

  it('keeps the typed order when only one part is East-Asian', () => {
    expect(fullName({ firstName: 'Ada', lastName: '欧阳' })).toBe('Ada 欧阳')
    expect(nameInOrder({ firstName: 'Ada', lastName: '欧阳' })).toEqual(['Ada', '欧阳'])
  })

  it('gives the parts in written order for file names', () => {
    expect(nameInOrder({ firstName: '思远', lastName: '欧阳' })).toEqual(['欧阳', '思远'])
  })
})

describe('describeResume', () => {
  it('gives the person and the job title, or either part', () => {
    expect(describeResume({ firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analyst' })).toBe(
      'Ada Lovelace – Analyst',
    )
    expect(describeResume({ firstName: '', lastName: '', jobTitle: 'Analyst' })).toBe('Analyst')
    expect(describeResume({ firstName: '', lastName: '', jobTitle: ' ' })).toBe('')
  })
})
