// The DOM contract of CONTRACT.md §1, checked on every registered template with a resume that
// fills every section: the preview's paginator, the print route and the editor's click-to-select
// rely on it.
import { LIST_SECTIONS, TEMPLATES, sectionTitle, type Resume } from '@shared/resume'
import { completeResume } from '@shared/resume/test-fixtures/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { templateComponent } from './registry'

const SECTION_IDS = new Set(['personal', 'summary', ...LIST_SECTIONS])

function renderTemplate(name: (typeof TEMPLATES)[number], resume: Resume) {
  const Template = templateComponent(name)
  const { container } = render(<Template resume={{ ...resume, selectedTemplate: name }} />)
  return container
}

describe.each(TEMPLATES)('%s follows the template DOM contract', (name) => {
  it('renders one article.cv-page with its name, language and direction', () => {
    const container = renderTemplate(name, completeResume())
    expect(container.children).toHaveLength(1)
    const root = container.firstElementChild as HTMLElement
    expect(root.tagName).toBe('ARTICLE')
    expect(root.classList.contains('cv-page')).toBe(true)
    expect(root.dataset.template).toBe(name)
    expect(root.getAttribute('lang')).toBe('en')
    expect(root.getAttribute('dir')).toBe('ltr')
    // No fixed height and no clipping: the page grows with its content.
    expect(root.style.height).toBe('')
    expect(root.style.overflow).toBe('')

    document.body.innerHTML = ''
    const arabic = renderTemplate(name, { ...completeResume(), resumeLanguage: 'ar' })
    expect(arabic.firstElementChild?.getAttribute('dir')).toBe('rtl')
    expect(arabic.firstElementChild?.getAttribute('lang')).toBe('ar')
  })

  it('puts every item, with its id, inside its own section', () => {
    const resume = completeResume()
    const container = renderTemplate(name, resume)
    for (const section of LIST_SECTIONS) {
      for (const item of resume[section]) {
        const element = container.querySelector(`[data-item-id="${item.id}"]`)
        expect(element, `${section} item ${item.id}`).not.toBeNull()
        expect(element?.closest('[data-section]')?.getAttribute('data-section')).toBe(section)
      }
    }
    const personal = [...container.querySelectorAll('[data-section="personal"]')]
      .map((section) => section.textContent)
      .join(' ')
      .toLowerCase()
    for (const value of ['ada lovelace', 'ada@example.com', '+44 20 7946 0000']) {
      expect(personal).toContain(value)
    }
    expect(container.querySelector('[data-section="summary"]')?.textContent).toContain('reliable')
  })

  it('uses only the known section ids and titles each section in the resume language', () => {
    const container = renderTemplate(name, { ...completeResume(), resumeLanguage: 'de' })
    const sections = [...container.querySelectorAll('[data-section]')]
    for (const section of sections) {
      expect(SECTION_IDS.has(section.getAttribute('data-section') ?? '')).toBe(true)
    }
    const titles = [...container.querySelectorAll('[data-section-title]')].map((t) => t.textContent)
    expect(titles).toContain(sectionTitle('de', 'experiences'))
    expect(titles).toContain(sectionTitle('de', 'skills'))
    for (const title of container.querySelectorAll('[data-section-title]')) {
      expect(title.closest('[data-section]')).not.toBeNull()
    }
  })

  it('marks pagination units without nesting them or setting their margin-top', () => {
    const container = renderTemplate(name, completeResume())
    const units = [...container.querySelectorAll<HTMLElement>('[data-keep]')]
    expect(units.length).toBeGreaterThan(10)
    for (const unit of units) {
      expect(unit.parentElement?.closest('[data-keep]'), unit.outerHTML.slice(0, 80)).toBeNull()
      expect(unit.style.marginTop).toBe('')
    }
    for (const title of container.querySelectorAll<HTMLElement>('[data-section-title]')) {
      expect(title.style.marginTop).toBe('')
      expect(title.closest('[data-keep]')).toBeNull()
    }
    // Every item is a unit or sits in one (chips wrap as one unit).
    for (const item of container.querySelectorAll('[data-item-id]')) {
      expect(item.closest('[data-keep]'), item.outerHTML.slice(0, 80)).not.toBeNull()
    }
    // The header is a unit too.
    const personal = container.querySelector('[data-section="personal"]')
    expect(personal?.matches('[data-keep]') || personal?.querySelector('[data-keep]')).toBeTruthy()
  })
})
