import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentOrder, everySectionResume, withItems } from '../testing'
import { LinerTemplate } from './LinerTemplate'

function renderResume(resume: Resume) {
  const { container } = render(<LinerTemplate resume={resume} />)
  const section = (id: string) => container.querySelector(`[data-section="${id}"]`)
  return { container, section }
}

describe('LinerTemplate', () => {
  it('shows nothing for an empty resume', () => {
    expect(renderResume(createResume()).container.textContent).toBe('')
  })

  it('puts the sections in the spec order, then voluntary work and references', () => {
    expect(contentOrder(renderResume(everySectionResume()).container)).toEqual([
      'summary',
      'experiences',
      'educations',
      'skills',
      'languages',
      'projects',
      'certifications',
      'hobbies',
      'honors',
      'publications',
      'exhibitions',
      'voluntaries',
      'references',
    ])
  })

  it('shows the end date above the start date for experience and education', () => {
    let resume = withItems(createResume(), 'experiences', [
      { title: 'Dev', startDate: '01/2019', endDate: 'Present' },
      { title: 'Intern', startDate: '06/2018' },
    ])
    resume = withItems(resume, 'educations', [
      { degree: 'BSc', startDate: '09/2014', endDate: '06/2018' },
    ])
    resume = withItems(resume, 'projects', [
      { title: 'App', startDate: '01/2020', endDate: '02/2020' },
    ])
    const { section } = renderResume(resume)
    const column = (id: string) =>
      [...(section(id)?.querySelectorAll('.liner__entry-when') ?? [])].map((when) =>
        [...when.children].map((child) => child.textContent),
      )
    expect(column('experiences')).toEqual([['Present', '01/2019'], ['06/2018']])
    expect(column('educations')).toEqual([['06/2018', '09/2014']])
    // Other entries keep their dates on the title line.
    expect(section('projects')?.querySelector('.liner__entry-when')).toBeNull()
    expect(section('projects')?.querySelector('.liner__entry-dates')?.textContent).toBe(
      '01/2020 – 02/2020',
    )
  })

  it('lays the filled contact items out four per row', () => {
    const resume = createResume()
    resume.contact = {
      ...resume.contact,
      email: 'a@b.c',
      phone: '123',
      address: 'Main St 1',
      city: 'Oslo',
      birthDate: '01/01/1990',
    }
    const { container } = renderResume(resume)
    const rows = [...container.querySelectorAll('.liner__contact-row')]
    expect(rows.map((row) => row.querySelectorAll('dd').length)).toEqual([4, 1])
    expect(rows.every((row) => row.hasAttribute('data-keep'))).toBe(true)
    expect(rows[1]?.textContent).toBe('Date of birth01/01/1990')
  })

  it('leaves the contact block out when no detail is filled', () => {
    const resume = createResume()
    resume.contact = { ...resume.contact, firstName: 'Ada' }
    expect(renderResume(resume).container.querySelector('.liner__contact')).toBeNull()
  })

  it('shows the summary without a title, only with real text', () => {
    const blank = createResume()
    blank.contact = { ...blank.contact, description: '<p><br></p>' }
    expect(renderResume(blank).section('summary')).toBeNull()
    document.body.innerHTML = ''
    const { section } = renderResume(everySectionResume())
    expect(section('summary')?.textContent).toBe('About me')
    expect(section('summary')?.querySelector('[data-section-title]')).toBeNull()
  })

  it('draws a level bar only when levels are shown and the level is known', () => {
    const resume = withItems(createResume(), 'skills', [
      { name: 'Go', level: 'Advanced' },
      { name: 'Rust', level: '' },
    ])
    const on = renderResume(resume).section('skills')
    expect(on?.querySelectorAll('.liner__bar')).toHaveLength(1)
    expect(on?.querySelectorAll('.liner__bar-on')).toHaveLength(4)
    document.body.innerHTML = ''
    const off = renderResume({ ...resume, showSkillLevels: false }).section('skills')
    expect(off?.querySelectorAll('.liner__bar, .liner__level')).toHaveLength(0)
  })
})
