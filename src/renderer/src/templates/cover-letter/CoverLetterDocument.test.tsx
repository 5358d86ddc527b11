import { createCoverLetter } from '@shared/cover-letter/model'
import { createResume, TEMPLATES } from '@shared/resume'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CoverLetterDocument } from './CoverLetterDocument'

const resume = createResume({
  selectedTemplate: 'Business',
  resumeColor: '#1f3a5f',
  contact: {
    ...createResume().contact,
    firstName: 'Noor',
    lastName: 'Haddad',
    jobTitle: 'Transport Planner',
    email: 'noor@example.org',
    description: '<p>The resume summary is not part of the letter.</p>',
  },
})

const letter = createCoverLetter({
  language: 'de',
  recipient: { name: 'Jane Roe', title: '', company: 'Contoso', address: 'Main St 1' },
  date: '24. November 2026',
  subject: 'Bewerbung',
  greeting: 'Sehr geehrte Frau Roe,',
  body: '<p>Erster Absatz.</p><ul><li>Punkt</li></ul>',
  closing: 'Mit freundlichen Grüßen',
})

describe('CoverLetterDocument', () => {
  it('shows the sender from the resume, then recipient, date, subject, greeting, body and closing in order', () => {
    const { container } = render(<CoverLetterDocument resume={resume} letter={letter} />)
    const text = container.textContent ?? ''
    const order = [
      'Noor Haddad',
      'Transport Planner',
      'noor@example.org',
      'Jane Roe',
      'Contoso',
      'Main St 1',
      '24. November 2026',
      'Bewerbung',
      'Sehr geehrte Frau Roe,',
      'Erster Absatz.',
      'Punkt',
      'Mit freundlichen Grüßen',
    ].map((part) => text.indexOf(part))
    expect(order.every((index) => index >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    // The signature is the sender's name, after the closing.
    expect(text.lastIndexOf('Noor Haddad')).toBeGreaterThan(text.indexOf('Mit freundlichen'))
    expect(text).not.toContain('resume summary')
  })

  it("takes the resume's template, colour and font on the page, in the letter's language", () => {
    const { container } = render(<CoverLetterDocument resume={resume} letter={letter} />)
    const page = container.querySelector<HTMLElement>('article.cv-page')
    expect(page?.dataset.template).toBe('Business')
    expect(page?.className).toContain('cover-letter--business')
    expect(page?.getAttribute('lang')).toBe('de')
    expect(page?.style.getPropertyValue('--resume-accent')).toBe('#1f3a5f')
  })

  it.each(TEMPLATES)('renders in the %s look', (template) => {
    const { container } = render(
      <CoverLetterDocument resume={{ ...resume, selectedTemplate: template }} letter={letter} />,
    )
    expect(container.querySelector('.cover-letter__head')).not.toBeNull()
    expect(container.querySelector('article')?.className).toContain(
      `cover-letter--${template.toLowerCase()}`,
    )
  })
})
