import { createResume, type Resume } from '@shared/resume'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { contentOrder, everySectionResume, withItems } from '../testing'
import { BusinessTemplate } from './BusinessTemplate'

function renderResume(resume: Resume) {
  const { container } = render(<BusinessTemplate resume={resume} />)
  const section = (id: string) => container.querySelector(`[data-section="${id}"]`)
  return { container, section }
}

describe('BusinessTemplate', () => {
  it('puts the story in the main column and the short lists in the tinted side column', () => {
    const { container } = renderResume(everySectionResume())
    expect(contentOrder(container.querySelector('.business__main'))).toEqual([
      'summary',
      'experiences',
      'educations',
      'projects',
      'certifications',
      'publications',
      'exhibitions',
      'voluntaries',
    ])
    expect(contentOrder(container.querySelector('.business__side'))).toEqual([
      'skills',
      'languages',
      'references',
      'honors',
      'hobbies',
    ])
  })

  it('draws a five-step bar for a known level next to its word', () => {
    const resume = withItems(createResume(), 'skills', [
      { name: 'Go', level: 'Intermediate' },
      { name: 'Lisp', level: '' },
    ])
    const items = renderResume(resume).section('skills')?.querySelectorAll('li')
    expect(items?.[0]?.querySelectorAll('.business__bar-on')).toHaveLength(2)
    expect(items?.[0]?.querySelectorAll('.business__bar-off')).toHaveLength(3)
    // No level, no bar.
    expect(items?.[1]?.querySelector('.business__bar')).toBeNull()
  })

  it('shows nothing but the page for an empty resume', () => {
    const { container } = renderResume(createResume())
    expect(container.textContent).toBe('')
    expect(container.querySelectorAll('section')).toHaveLength(0)
  })

  it('shows the name, job title and only the contact fields that are filled', () => {
    const resume = createResume()
    resume.contact = {
      ...resume.contact,
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Analyst',
      email: 'ada@example.org',
      city: 'London',
    }
    const { section } = renderResume(resume)
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy()
    expect(screen.getByText('Analyst')).toBeTruthy()
    // Separators only between present neighbours: no dangling " · " or ", ".
    const line = section('personal')?.querySelector('.business__contact')?.textContent
    expect(line?.replace(/\u00a0/g, ' ')).toBe('ada@example.org · London')
  })

  it('joins city and country with a comma only when both exist', () => {
    const resume = createResume()
    resume.contact = { ...resume.contact, city: 'Berlin', country: 'Germany' }
    const { section } = renderResume(resume)
    expect(section('personal')?.textContent).toBe('Berlin, Germany')
  })

  it('shows the summary only when it holds real text', () => {
    const blank = createResume()
    blank.contact = { ...blank.contact, description: '<p> </p><ul><li></li></ul>' }
    expect(renderResume(blank).section('summary')).toBeNull()

    const filled = createResume()
    filled.contact = { ...filled.contact, description: '<p>Builds <strong>engines</strong></p>' }
    const { section } = renderResume(filled)
    expect(section('summary')?.querySelector('strong')?.textContent).toBe('engines')
  })

  it('sanitises rich text before rendering it', () => {
    const resume = withItems(createResume(), 'experiences', [
      {
        title: 'Engineer',
        description:
          '<p onclick="steal()">Shipped<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p><img src=x onerror="alert(1)">',
      },
    ])
    const { section } = renderResume(resume)
    const html = section('experiences')?.innerHTML ?? ''
    expect(html).not.toContain('script')
    expect(html).not.toContain('onclick')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('<img')
    expect(section('experiences')?.textContent).toContain('Shipped')
  })

  it('shows a date range with a dash only when both dates exist', () => {
    const resume = withItems(createResume(), 'experiences', [
      { title: 'Both', startDate: '01/2020', endDate: 'Present' },
      { title: 'Start only', startDate: '03/2018' },
    ])
    const { container } = renderResume(resume)
    const dates = [...container.querySelectorAll('.business__entry-dates')].map(
      (d) => d.textContent,
    )
    expect(dates).toEqual(['01/2020 – Present', '03/2018'])
  })

  it('hides company-location separators when one side is missing', () => {
    const resume = withItems(createResume(), 'experiences', [{ title: 'Dev', company: 'Acme' }])
    const { container } = renderResume(resume)
    expect(container.querySelector('.business__entry-subtitle')?.textContent).toBe('Acme')
  })

  it('leaves out sections whose items are all blank', () => {
    const resume = withItems(createResume(), 'projects', [{ title: '  ', description: '<p></p>' }])
    expect(renderResume(resume).section('projects')).toBeNull()
  })

  it('shows skill levels only when the flag is on and a level exists', () => {
    const base = withItems(createResume(), 'skills', [
      { name: 'TypeScript', level: 'Expert' },
      { name: 'Go', level: '' },
    ])
    const shown = renderResume(base)
    expect(shown.section('skills')?.querySelector('ul')?.textContent).toBe('TypeScriptExpertGo')
    shown.container.remove()

    const hidden = renderResume({ ...base, showSkillLevels: false })
    expect(hidden.section('skills')?.querySelector('ul')?.textContent).toBe('TypeScriptGo')
  })

  it('shows language levels under their own flag', () => {
    const base = withItems(createResume(), 'languages', [{ name: 'German', level: 'Native' }])
    const list = (r: Resume) => renderResume(r).section('languages')?.querySelector('ul')
    expect(list(base)?.textContent).toBe('GermanNative')
    expect(list({ ...base, showLanguageLevels: false })?.textContent).toBe('German')
  })

  it('writes section titles and levels in the resume language', () => {
    const german = withItems(createResume({ resumeLanguage: 'de' }), 'skills', [
      { name: 'SQL', level: 'Expert' },
    ])
    const de = renderResume(german)
    expect(de.section('skills')?.textContent).toBe('KenntnisseSQLExperte')
    de.container.remove()

    const french = withItems(createResume({ resumeLanguage: 'fr' }), 'skills', [{ name: 'SQL' }])
    expect(renderResume(french).section('skills')?.querySelector('h3')?.textContent).toBe(
      'Compétences',
    )
  })

  it('renders every kind of section', () => {
    let resume = createResume()
    resume = withItems(resume, 'educations', [{ degree: 'BSc', school: 'MIT' }])
    resume = withItems(resume, 'certifications', [{ course: 'AWS', institute: 'Amazon' }])
    resume = withItems(resume, 'references', [{ name: 'Grace', phone: '123', email: 'g@x.org' }])
    for (const section of [
      'honors',
      'publications',
      'hobbies',
      'voluntaries',
      'exhibitions',
    ] as const) {
      resume = withItems(resume, section, [{ description: `<p>${section} text</p>` }])
    }
    const { section } = renderResume(resume)
    expect(section('educations')?.textContent).toContain('MIT')
    expect(section('certifications')?.textContent).toContain('Amazon')
    expect(section('references')?.textContent).toBe('ReferencesGrace123g@x.org')
    for (const id of ['honors', 'publications', 'hobbies', 'voluntaries', 'exhibitions']) {
      expect(section(id)?.textContent).toContain(`${id} text`)
    }
  })

  it('applies colour, font, displayed font size and right-to-left for Arabic', () => {
    const resume = createResume({
      resumeLanguage: 'ar',
      resumeColor: '#b2d1ed',
      resumeFontFamily: 'Times New Roman',
      resumeFontSize: 12,
    })
    const { container } = renderResume(resume)
    const article = container.querySelector('article') as HTMLElement
    expect(article.getAttribute('dir')).toBe('rtl')
    expect(article.style.getPropertyValue('--resume-accent')).toBe('#b2d1ed')
    expect(article.style.fontFamily).toContain('Times New Roman')
    expect(article.style.fontSize).toBe('18px')
  })
})
