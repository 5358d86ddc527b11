import { createResume } from '@shared/resume'
import { describe, expect, it } from 'vitest'
import { duplicateName } from './duplicate-name'

describe('duplicateName', () => {
  const base = createResume()
  it('uses the resume name first', () => {
    const resume = {
      ...base,
      resumeName: ' Backend roles ',
      contact: { ...base.contact, firstName: 'Ada' },
    }
    expect(duplicateName(resume, '(copy)', 'Untitled resume')).toBe('Backend roles (copy)')
  })
  it('falls back to the first name, then to the untitled label', () => {
    const named = { ...base, resumeName: '', contact: { ...base.contact, firstName: 'Ada' } }
    expect(duplicateName(named, '(Kopie)', 'Unbenannt')).toBe('Ada (Kopie)')
    expect(duplicateName({ ...base, resumeName: '  ' }, '(kopya)', 'Adsız özgeçmiş')).toBe(
      'Adsız özgeçmiş (kopya)',
    )
  })
})
