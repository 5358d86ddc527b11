import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentOrder, everySectionResume, withItems } from '../testing'
import { FancyTemplate } from './FancyTemplate'

function renderResume(resume: Resume) {
  const { container } = render(<FancyTemplate resume={resume} />)
  const section = (id: string) => container.querySelector(`[data-section="${id}"]`)
  return { container, section }
}

function named(color: string): Resume {
  const resume = createResume({ resumeColor: color })
  resume.contact = { ...resume.contact, firstName: 'Ada', jobTitle: 'Analyst' }
  return resume
}

describe('FancyTemplate', () => {
  it('puts the sections in the spec order', () => {
    expect(contentOrder(renderResume(everySectionResume()).container)).toEqual([
      'summary',
      'skills',
      'experiences',
      'educations',
      'languages',
      'projects',
      'certifications',
      'references',
      'publications',
      'hobbies',
      'honors',
      'voluntaries',
      'exhibitions',
    ])
  })

  it('writes white on dark colours and black on light ones, by 0.299R + 0.587G + 0.114B', () => {
    const band = (color: string) => {
      document.body.innerHTML = ''
      const { container } = renderResume(named(color))
      return container.querySelector<HTMLElement>('.fancy__band')?.style
    }
    expect(band('#1d3557')?.color).toBe('rgb(255, 255, 255)')
    expect(band('#1d3557')?.background).toContain('rgb(29, 53, 87)')
    expect(band('#f4a261')?.color).toBe('rgb(0, 0, 0)')
    // Brightness 127.5: just under the threshold, so white.
    expect(band('#7f7f80')?.color).toBe('rgb(255, 255, 255)')
    expect(band('#808080')?.color).toBe('rgb(0, 0, 0)')
  })

  it('centres the name and job title in the band and boxes only the filled details', () => {
    const resume = named('#1d3557')
    resume.contact = { ...resume.contact, lastName: 'Lovelace', phone: '123', country: 'UK' }
    const { container } = renderResume(resume)
    expect(container.querySelector('.fancy__name')?.textContent).toBe('Ada Lovelace')
    expect(container.querySelector('.fancy__job-title')?.textContent).toBe('Analyst')
    const labels = [...container.querySelectorAll('.fancy__detail-label')].map((l) => l.textContent)
    expect(labels).toEqual(['Phone', 'Location'])
    expect(container.querySelector('.fancy__details')?.textContent).toContain('UK')
  })

  it('shows skills as chips with the level word only when levels are on', () => {
    const resume = withItems(createResume(), 'skills', [
      { name: 'SQL', level: 'Expert' },
      { name: 'Go', level: '' },
    ])
    const chips = (r: Resume) => {
      document.body.innerHTML = ''
      return [...renderResume(r).container.querySelectorAll('.fancy__chip')].map(
        (chip) => chip.textContent,
      )
    }
    expect(chips(resume)).toEqual(['SQLExpert', 'Go'])
    expect(chips({ ...resume, showSkillLevels: false })).toEqual(['SQL', 'Go'])
  })
})
