import { describe, expect, it } from 'vitest'
import {
  coverLetterTitle,
  createCoverLetter,
  isValidCoverLetter,
  letterPlaceholders,
  normalizeCoverLetter,
} from './model'

describe('normalizeCoverLetter', () => {
  it('keeps a valid letter as it is and reports nothing', () => {
    const letter = createCoverLetter({
      subject: 'Application',
      greeting: 'Dear Ms Roe,',
      body: '<p>Hello.</p>',
      language: 'de',
      recipient: { name: 'Jane Roe', title: '', company: 'Acme', address: '' },
    })
    expect(normalizeCoverLetter(letter)).toEqual({ letter, fixes: [] })
    expect(isValidCoverLetter(letter)).toBe(true)
  })

  it('repairs markup, wrong types and an unknown language, saying what it did', () => {
    const { letter, fixes } = normalizeCoverLetter(
      {
        subject: '<b>Hi</b>',
        greeting: 42,
        body: '<p onclick="x()">Text<script>alert(1)</script></p>',
        language: 'xx',
        recipient: 'nobody',
      },
      'tr',
    )
    expect(letter.subject).toBe('Hi')
    expect(letter.greeting).toBe('42')
    expect(letter.body).toBe('<p>Text</p>')
    expect(letter.language).toBe('tr')
    expect(letter.recipient).toEqual({ name: '', title: '', company: '', address: '' })
    expect(fixes.length).toBeGreaterThanOrEqual(4)
    expect(isValidCoverLetter({ subject: '<b>Hi</b>' })).toBe(false)
  })

  it('starts an empty letter from anything that is not an object', () => {
    expect(normalizeCoverLetter('text').letter).toEqual(createCoverLetter())
    expect(normalizeCoverLetter('text').fixes).toHaveLength(1)
  })
})

describe('letterPlaceholders and coverLetterTitle', () => {
  it('lists each gap once, in reading order, and ignores bracketed numbers', () => {
    const letter = createCoverLetter({
      greeting: "Dear [hiring manager's name],",
      body: '<p>At [company name] I would [why this company]. [company name] again. [2020]</p>',
    })
    expect(letterPlaceholders(letter)).toEqual([
      "[hiring manager's name]",
      '[company name]',
      '[why this company]',
    ])
  })

  it('names the letter by its name, else its subject, else the fallback', () => {
    expect(coverLetterTitle(createCoverLetter({ name: ' Acme ' }), 'x')).toBe('Acme')
    expect(coverLetterTitle(createCoverLetter({ subject: 'Application' }), 'x')).toBe('Application')
    expect(coverLetterTitle(createCoverLetter(), 'Cover letter')).toBe('Cover letter')
  })
})
