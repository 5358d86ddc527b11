import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentOrder, everySectionResume } from '../testing'
import { ModaTemplate } from './ModaTemplate'

function renderResume(resume: Resume) {
  return render(<ModaTemplate resume={resume} />).container
}

describe('ModaTemplate', () => {
  it('puts name, job title and summary left and the contact details right on top', () => {
    const resume = everySectionResume()
    resume.contact = { ...resume.contact, firstName: 'Ada', jobTitle: 'Analyst', phone: '123' }
    const container = renderResume(resume)
    const intro = container.querySelector('.moda__intro')
    expect(intro?.querySelector('.moda__name')?.textContent).toBe('Ada')
    expect(intro?.querySelector('.moda__job-title')?.textContent).toBe('Analyst')
    expect(intro?.querySelector('[data-section="summary"]')?.textContent).toBe('About me')
    const contact = container.querySelector('.moda__top > .moda__contact')
    expect(contact?.getAttribute('data-section')).toBe('personal')
    expect(contact?.textContent).toBe('E-maila@b.cPhone123')
  })

  it('puts the sections in the spec columns, with exhibitions closing the right one', () => {
    const container = renderResume(everySectionResume())
    expect(contentOrder(container.querySelector('.moda__left'))).toEqual([
      'educations',
      'skills',
      'languages',
      'certifications',
      'references',
    ])
    expect(contentOrder(container.querySelector('.moda__right'))).toEqual([
      'experiences',
      'projects',
      'publications',
      'honors',
      'voluntaries',
      'hobbies',
      'exhibitions',
    ])
  })

  it('drops the left column when it has nothing to show', () => {
    const resume = createResume()
    resume.contact = { ...resume.contact, firstName: 'Ada' }
    const container = renderResume(resume)
    expect(container.querySelector('.moda__left')).toBeNull()
    expect(container.querySelector('.moda__contact')).toBeNull()
    expect(container.querySelector('.moda__body--single')).not.toBeNull()
  })
})
