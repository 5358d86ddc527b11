import { describe, expect, it } from 'vitest'
import { addItem } from './operations'
import { createResume } from './resume'
import { createContact } from './sections/contact'
import { hasRealText, htmlToPlainText, previewText, resumeToPlainText } from './text'

describe('htmlToPlainText', () => {
  it('puts paragraphs and list items on their own lines and decodes entities', () => {
    expect(
      htmlToPlainText(
        '<p>Hello &amp; <b>welcome</b></p><ul><li>one</li><li>two &lt;3<ul><li>deep</li></ul></li></ul>a<br>b',
      ),
    ).toBe('Hello & welcome\none\ntwo <3\ndeep\na\nb')
  })

  it('drops scripts and collapses whitespace', () => {
    expect(htmlToPlainText('<p>  a \n  b  </p><script>alert(1)</script><style>p{}</style>')).toBe(
      'a b',
    )
  })

  it('keeps escaped entities as text', () => {
    expect(htmlToPlainText('<p>&amp;lt;tag&amp;gt;</p>')).toBe('&lt;tag&gt;')
  })
})

describe('hasRealText', () => {
  it('is false for markup with only blanks', () => {
    expect(hasRealText('')).toBe(false)
    expect(hasRealText('<p></p><p> &nbsp; </p><br>')).toBe(false)
    expect(hasRealText('<ul><li></li></ul>')).toBe(false)
  })

  it('is true once any character shows', () => {
    expect(hasRealText('<p>.</p>')).toBe(true)
  })
})

describe('previewText', () => {
  it('cuts to 38 characters and adds an ellipsis only when cut', () => {
    const long = '<p>Led a team of twelve engineers building the payments platform</p>'
    expect(previewText(long)).toBe('Led a team of twelve engineers buildin…')
    expect(Array.from(previewText(long).slice(0, -1))).toHaveLength(38)
    expect(previewText('<p>Short</p><p>two</p>')).toBe('Short two')
    expect(previewText('<p>abcdef</p>', 3)).toBe('abc…')
  })

  it('does not split an emoji', () => {
    expect(previewText('😀😀😀', 2)).toBe('😀😀…')
  })
})

describe('resumeToPlainText', () => {
  const base = createResume({
    contact: createContact({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Engineer',
      email: 'ada@example.com',
      description: '<p>Builds <strong>engines</strong>.</p>',
    }),
  })
  const withWork = addItem(base, 'experiences', {
    id: 'isolated-id-123',
    title: 'Analyst',
    company: 'Engines Ltd',
    endDate: 'Present',
    isCurrentWork: true,
    description: '<ul><li>Wrote programs</li><li>Published notes</li></ul>',
  }).resume
  const resume = addItem(withWork, 'skills', { name: 'Mathematics', level: 'Expert' }).resume

  it('reads personal details, summary and items as lines, blocks separated by a blank line', () => {
    expect(resumeToPlainText(resume)).toBe(
      [
        'Ada Lovelace\nEngineer\nada@example.com\nBuilds engines.',
        'Analyst\nEngines Ltd\nPresent\nWrote programs\nPublished notes',
        'Mathematics\nExpert',
      ].join('\n\n'),
    )
  })

  it('skips ids and "is" flags and leaves out look settings', () => {
    const text = resumeToPlainText(resume)
    expect(text).not.toContain('isolated-id-123')
    expect(text).not.toContain('true')
    expect(text).not.toContain('Business')
    expect(text).not.toContain('#808080')
  })

  it('writes given headings before non-empty sections only', () => {
    const text = resumeToPlainText(resume, {
      headings: { skills: 'Skills', languages: 'Languages' },
    })
    expect(text).toContain('Skills\nMathematics')
    expect(text).not.toContain('Languages')
  })

  it('is empty for an empty resume', () => {
    expect(resumeToPlainText(createResume())).toBe('')
  })
})
