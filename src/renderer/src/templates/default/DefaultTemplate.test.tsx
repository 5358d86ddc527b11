import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { everySectionResume, sectionOrder, withItems } from '../testing'
import { DefaultTemplate } from './DefaultTemplate'

function renderResume(resume: Resume) {
  const { container } = render(<DefaultTemplate resume={resume} />)
  const section = (id: string) => container.querySelector(`[data-section="${id}"]`)
  return { container, section }
}

describe('DefaultTemplate', () => {
  it('shows nothing for an empty resume', () => {
    expect(renderResume(createResume()).container.textContent).toBe('')
  })

  it('puts the sections in the spec order', () => {
    const { container } = renderResume(everySectionResume())
    expect(sectionOrder(container.querySelector('.default__left'))).toEqual([
      'personal',
      'skills',
      'languages',
      'hobbies',
      'honors',
      'publications',
      'exhibitions',
      'voluntaries',
    ])
    expect(sectionOrder(container.querySelector('.default__right'))).toEqual([
      'summary',
      'experiences',
      'educations',
      'projects',
      'certifications',
      'references',
    ])
  })

  it('shows the job title and the name in upper case', () => {
    const resume = createResume()
    resume.contact = { ...resume.contact, firstName: 'Ada', lastName: ' ', jobTitle: 'Analyst' }
    const { container } = renderResume(resume)
    expect(container.querySelector('.default__name')?.textContent).toBe('ADA')
    expect(container.querySelector('.default__job-title')?.textContent).toBe('Analyst')
  })

  it('joins city and country with a comma only when both exist', () => {
    const resume = createResume()
    resume.contact = { ...resume.contact, city: 'Berlin' }
    expect(renderResume(resume).section('personal')?.textContent).toBe('Berlin')
  })

  it('shows language levels only when the flag is on and a level exists', () => {
    const resume = withItems(createResume(), 'languages', [
      { name: 'German', level: 'Native' },
      { name: 'Dutch', level: '' },
    ])
    const on = renderResume(resume).container.querySelectorAll('.default__level')
    expect(on).toHaveLength(1)
    document.body.innerHTML = ''
    const off = renderResume({ ...resume, showLanguageLevels: false })
    expect(off.container.querySelectorAll('.default__level')).toHaveLength(0)
  })

  it('leaves out rich items without real text and sanitises the rest', () => {
    const resume = withItems(createResume(), 'hobbies', [
      { description: '<p>  </p>' },
      { description: '<p>Chess<img src=x onerror="bad()"></p>' },
    ])
    const hobbies = renderResume(resume).section('hobbies')
    expect(hobbies?.querySelectorAll('[data-item-id]')).toHaveLength(1)
    expect(hobbies?.innerHTML).not.toContain('onerror')
  })

  it('puts text on the coloured column by the brightness rule', () => {
    const dark = renderResume({ ...everySectionResume(), resumeColor: '#1d3557' })
    const style = (dark.container.querySelector('article') as HTMLElement).style
    expect(style.getPropertyValue('--resume-on-accent')).toBe('#ffffff')
    document.body.innerHTML = ''
    const light = renderResume({ ...everySectionResume(), resumeColor: '#c2eee8' })
    const lightStyle = (light.container.querySelector('article') as HTMLElement).style
    expect(lightStyle.getPropertyValue('--resume-on-accent')).toBe('#000000')
  })
})
