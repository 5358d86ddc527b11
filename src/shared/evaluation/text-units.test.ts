import { describe, expect, it } from 'vitest'
import { buildDocument } from './document'
import { headingSection, isProse, textUnits } from './text-units'
import { sketchResume } from './test-helpers'

describe('text units', () => {
  it('joins wrapped lines back into one bullet and keeps the heading it sits under', () => {
    const units = textUnits([
      'Work Experience',
      '➜ Designed and art-directed the complete spring campaign for a regional outdoor retailer, including',
      'the concept and the printed catalog',
      '➜ Designed 120+ templates in Figma',
    ])
    expect(units.slice(1)).toEqual([
      {
        text: 'Designed and art-directed the complete spring campaign for a regional outdoor retailer, including the concept and the printed catalog',
        bullet: true,
        section: 'experiences',
      },
      { text: 'Designed 120+ templates in Figma', bullet: true, section: 'experiences' },
    ])
  })
  it('recognises headings in several languages, also in spaced small caps and side columns', () => {
    expect(headingSection('W ORK E XPERIENCE')).toBe('experiences')
    expect(headingSection('KENNTNISSE')).toBe('skills')
    expect(headingSection('Yetenekler')).toBe('skills')
    expect(headingSection('Led a team of five')).toBeNull()
  })
  it('tells prose from names, titles and contact lines', () => {
    expect(isProse('Greet up to 60 patients a day and manage bookings', 'en')).toBe(true)
    expect(isProse('North Loop Creative | Minneapolis, MN', 'en')).toBe(false)
    expect(isProse('lea.schaefer@example.de', 'en')).toBe(false)
  })
  it('adds printed prose the model lacks, and never the same text twice', () => {
    const text = 'Profile\nFriendly receptionist who keeps the front desk running smoothly.'
    const doc = buildDocument({ text, language: 'en' })
    expect(doc.segments).toEqual([
      {
        section: 'personal',
        field: 'text',
        kind: 'summary',
        text: 'Friendly receptionist who keeps the front desk running smoothly.',
      },
    ])
  })
})

describe('a summary the parser filled with bullets', () => {
  it('is replaced by the printed bullets, so they count as bullets once', () => {
    const bullet = 'Designed brand identities for 18 local restaurants and breweries in the city'
    const text = `Profile\nVisual storyteller with six years of experience\nExperience\n➜ ${bullet}`
    const resume = sketchResume({
      summary: `Visual storyteller with six years of experience ➜ ${bullet}`,
    })
    const doc = buildDocument({ resume, text })
    expect(doc.segments.filter((segment) => segment.text.includes('Designed brand'))).toEqual([
      { section: 'experiences', field: 'text', kind: 'bullet', text: bullet },
    ])
  })
})
