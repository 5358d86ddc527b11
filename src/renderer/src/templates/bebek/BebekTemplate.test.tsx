import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentOrder, everySectionResume, withItems } from '../testing'
import { BebekTemplate } from './BebekTemplate'

function renderResume(resume: Resume) {
  return render(<BebekTemplate resume={resume} />).container
}

describe('BebekTemplate', () => {
  it('shows nothing for an empty resume', () => {
    expect(renderResume(createResume()).textContent).toBe('')
  })

  it('keeps personal details and the short lists in the side column, the story in the main one', () => {
    const container = renderResume(everySectionResume())
    expect(contentOrder(container.querySelector('.bebek__side'))).toEqual([
      'skills',
      'languages',
      'certifications',
      'honors',
      'hobbies',
    ])
    expect(contentOrder(container.querySelector('.bebek__main'))).toEqual([
      'summary',
      'experiences',
      'educations',
      'projects',
      'publications',
      'exhibitions',
      'voluntaries',
      'references',
    ])
  })

  it('labels the filled personal details in the resume language', () => {
    const resume = createResume({ resumeLanguage: 'de' })
    resume.contact = { ...resume.contact, phone: '123', city: 'Köln', country: 'Deutschland' }
    const details = renderResume(resume).querySelector('.bebek__details')
    expect(details?.querySelector('[data-section-title]')?.textContent).toBe('Persönliche Daten')
    const labels = [...(details?.querySelectorAll('.bebek__detail-label') ?? [])]
    expect(labels.map((label) => label.textContent)).toEqual(['Telefon', 'Wohnort'])
    expect(details?.textContent).toContain('Köln, Deutschland')
  })

  it('writes language levels as words, only when levels are on', () => {
    const resume = withItems(createResume(), 'languages', [{ name: 'German', level: 'Native' }])
    expect(renderResume(resume).querySelector('.bebek__level')?.textContent).toBe('Native')
    document.body.innerHTML = ''
    const off = renderResume({ ...resume, showLanguageLevels: false })
    expect(off.querySelector('.bebek__level')).toBeNull()
  })
})
