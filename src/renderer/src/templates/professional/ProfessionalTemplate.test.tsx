import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentOrder, everySectionResume } from '../testing'
import { ProfessionalTemplate } from './ProfessionalTemplate'

function renderResume(resume: Resume) {
  return render(<ProfessionalTemplate resume={resume} />).container
}

describe('ProfessionalTemplate', () => {
  it('is one column in the spec order', () => {
    const container = renderResume(everySectionResume())
    const article = container.querySelector('article')
    // Every section is a direct child of the page: no columns.
    for (const section of container.querySelectorAll('[data-section]')) {
      expect(section.parentElement).toBe(article)
    }
    expect(contentOrder(container)).toEqual([
      'summary',
      'experiences',
      'educations',
      'projects',
      'skills',
      'languages',
      'certifications',
      'honors',
      'references',
      'voluntaries',
      'hobbies',
      'publications',
      'exhibitions',
    ])
  })

  it('heads with name, job title, then address, place, email and phone with separators only between them', () => {
    const resume = createResume()
    resume.contact = {
      ...resume.contact,
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Analyst',
      address: 'Main St 1',
      email: 'ada@x.org',
      birthDate: '01/01/1990',
    }
    const container = renderResume(resume)
    const header = container.querySelector('[data-section="personal"]')
    expect(header?.querySelector('h2')?.textContent).toBe('Ada Lovelace')
    const line = header?.querySelector('.professional__contact')?.textContent
    expect(line?.replace(/\u00a0/g, ' ')).toBe('Main St 1 | ada@x.org')
    // The birth date is not part of this header.
    expect(header?.textContent).not.toContain('1990')
  })

  it('says which template it is, so the preview can make it inert', () => {
    const container = renderResume(everySectionResume())
    expect(container.querySelector('article')?.dataset.template).toBe('Professional')
  })
})
