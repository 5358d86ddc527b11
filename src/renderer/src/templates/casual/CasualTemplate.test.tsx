import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentOrder, everySectionResume, withItems } from '../testing'
import { CasualTemplate } from './CasualTemplate'

function renderResume(resume: Resume) {
  return render(<CasualTemplate resume={resume} />).container
}

describe('CasualTemplate', () => {
  it('shows nothing for an empty resume', () => {
    expect(renderResume(createResume()).textContent).toBe('')
  })

  it('puts the short lists in the side column and the story in the main one', () => {
    const container = renderResume(everySectionResume())
    expect(contentOrder(container.querySelector('.casual__side'))).toEqual([
      'skills',
      'languages',
      'certifications',
      'honors',
      'references',
      'hobbies',
    ])
    expect(contentOrder(container.querySelector('.casual__main'))).toEqual([
      'summary',
      'experiences',
      'educations',
      'projects',
      'voluntaries',
      'publications',
      'exhibitions',
    ])
  })

  it('lists only the filled contact details, city and country joined by a comma', () => {
    const resume = createResume()
    resume.contact = { ...resume.contact, firstName: 'Ada', email: 'a@b.c', country: 'UK' }
    const items = [...renderResume(resume).querySelectorAll('.casual__contact-item')]
    expect(items.map((item) => item.textContent)).toEqual(['a@b.c', 'UK'])
  })

  it('shows skills as chips and languages with a bar for a known level', () => {
    let resume = withItems(createResume(), 'skills', [{ name: 'SQL', level: 'Expert' }])
    resume = withItems(resume, 'languages', [
      { name: 'German', level: 'Native' },
      { name: 'Latin', level: '' },
    ])
    const container = renderResume(resume)
    expect(container.querySelector('[data-section="skills"] .casual__chip')?.textContent).toBe(
      'SQLExpert',
    )
    const languages = container.querySelectorAll('[data-section="languages"] li')
    expect(languages[0]?.querySelectorAll('.casual__bar-on')).toHaveLength(5)
    expect(languages[1]?.querySelector('.casual__bar')).toBeNull()
  })
})
