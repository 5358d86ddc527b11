import { describe, expect, it } from 'vitest'
import { createResume, type Resume } from '../resume'
import { printAuthor, printTitle } from './metadata'

function resume(contact: Partial<Resume['contact']>, resumeName = ''): Resume {
  const base = createResume()
  return { ...base, resumeName, contact: { ...base.contact, ...contact } }
}

describe('PDF metadata', () => {
  it('uses the resume name as Title, else the person and the job title', () => {
    expect(printTitle(resume({ firstName: 'Ada', lastName: 'Lovelace' }, 'My CV'))).toBe('My CV')
    expect(
      printTitle(resume({ firstName: 'Ada', lastName: 'Lovelace', jobTitle: 'Analyst' })),
    ).toBe('Ada Lovelace – Analyst')
    expect(printTitle(resume({}))).toBe('Resume')
  })

  it('writes East-Asian names family name first, as the page does', () => {
    const zh = resume({ firstName: '思远', lastName: '欧阳', jobTitle: '工程师' })
    expect(printAuthor(zh)).toBe('欧阳思远')
    expect(printTitle(zh)).toBe('欧阳思远 – 工程师')
    expect(printAuthor(resume({ firstName: '太郎', lastName: '山田' }))).toBe('山田太郎')
    expect(printAuthor(resume({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace')
  })
})
