import { createResume, type Resume } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { everySectionResume, sectionOrder, withItems } from '../testing'
import { ClassicTemplate } from './ClassicTemplate'

function renderResume(resume: Resume) {
  const { container } = render(<ClassicTemplate resume={resume} />)
  const section = (id: string) => container.querySelector(`[data-section="${id}"]`)
  return { container, section }
}

describe('ClassicTemplate', () => {
  it('shows nothing for an empty resume', () => {
    expect(renderResume(createResume()).container.textContent).toBe('')
  })

  it('puts the sections in the spec order, narrative left and short lists right', () => {
    const { container } = renderResume(everySectionResume())
    expect(sectionOrder(container.querySelector('.classic__left'))).toEqual([
      'experiences',
      'educations',
      'projects',
      'references',
      'publications',
      'exhibitions',
      'hobbies',
      'honors',
      'voluntaries',
    ])
    expect(sectionOrder(container.querySelector('.classic__right'))).toEqual([
      'certifications',
      'skills',
      'languages',
    ])
  })

  it('shows only filled contact fields with separators between present neighbours', () => {
    const resume = createResume()
    resume.contact = {
      ...resume.contact,
      firstName: 'Ada',
      email: 'ada@example.org',
      city: 'London',
    }
    const { container } = renderResume(resume)
    expect(container.querySelector('.classic__name')?.textContent).toBe('Ada')
    const line = container.querySelector('.classic__contact')?.textContent?.replace(/\u00a0/g, ' ')
    expect(line).toBe('London | ada@example.org')
  })

  it('shows the summary in the header only with real text, sanitised', () => {
    const blank = createResume()
    blank.contact = { ...blank.contact, description: '<p> </p>' }
    expect(renderResume(blank).section('summary')).toBeNull()

    const filled = createResume()
    filled.contact = {
      ...filled.contact,
      description: '<p onclick="x()">Hi<script>bad()</script></p>',
    }
    const html = renderResume(filled).section('summary')?.innerHTML ?? ''
    expect(html).toContain('Hi')
    expect(html).not.toContain('script')
    expect(html).not.toContain('onclick')
  })

  it('shows levels only when the flag is on and a level exists', () => {
    let resume = withItems(createResume(), 'skills', [
      { name: 'Go', level: 'Expert' },
      { name: 'Rust', level: '' },
    ])
    const on = renderResume(resume).container.querySelectorAll('.classic__level')
    expect([...on].map((el) => el.textContent)).toEqual(['Expert'])

    resume = { ...resume, showSkillLevels: false }
    document.body.innerHTML = ''
    expect(renderResume(resume).container.querySelectorAll('.classic__level')).toHaveLength(0)
  })

  it('leaves out a description without real text and marks items with their id', () => {
    const resume = withItems(createResume(), 'experiences', [
      { id: 'e1', title: 'Engineer', description: '<ul><li> </li></ul>' },
    ])
    const { section } = renderResume(resume)
    expect(section('experiences')?.querySelector('.classic__rich')).toBeNull()
    expect(section('experiences')?.querySelector('[data-item-id="e1"]')).not.toBeNull()
  })

  it('is right-to-left for Arabic', () => {
    const resume = { ...everySectionResume(), resumeLanguage: 'ar' as Resume['resumeLanguage'] }
    expect(renderResume(resume).container.querySelector('article')?.getAttribute('dir')).toBe('rtl')
  })
})
