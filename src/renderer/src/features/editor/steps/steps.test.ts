import { describe, expect, it } from 'vitest'
import { stepForSectionName, stepNavigation, stepScores, stepsWithWarning } from './steps'

describe('stepForSectionName', () => {
  it.each([
    ['Personal Information', 'personal'],
    ['Kişisel Bilgiler', 'personal'],
    ['Persönliche Informationen', 'personal'],
    ['Education', 'education'],
    ['Eğitim', 'education'],
    ['Ausbildung', 'education'],
    ['Bildung', 'education'],
    ['Experience', 'experiences'],
    ['Deneyim', 'experiences'],
    ['Berufserfahrung', 'experiences'],
    ['Erfahrung', 'experiences'],
    ['Skills', 'skills'],
    ['Yetenekler', 'skills'],
    ['Beceriler', 'skills'],
    ['Fähigkeiten', 'skills'],
    ['Additional Information', 'additional'],
    ['Ek Bilgiler', 'additional'],
    ['Zusätzliche Informationen', 'additional'],
  ] as const)('maps %s to %s', (name, step) => {
    expect(stepForSectionName(name)).toBe(step)
  })

  it('ignores case, spacing and accents the model may drop', () => {
    expect(stepForSectionName('  personal   INFORMATION ')).toBe('personal')
    expect(stepForSectionName('KISISEL BILGILER')).toBe('personal')
    expect(stepForSectionName('Faehigkeiten')).toBeNull()
    expect(stepForSectionName('Fahigkeiten')).toBe('skills')
    expect(stepForSectionName('zusatzliche informationen')).toBe('additional')
  })

  it('returns null for a name it does not know', () => {
    expect(stepForSectionName('Hobbies')).toBeNull()
    expect(stepForSectionName('')).toBeNull()
  })
})

describe('step warnings', () => {
  it('marks nothing before an evaluation', () => {
    expect(stepsWithWarning(null).size).toBe(0)
  })

  it('marks the steps whose section scored under 60, in any of the three languages', () => {
    const warned = stepsWithWarning([
      { sectionName: 'Kişisel Bilgiler', score: 59.9 },
      { sectionName: 'Ausbildung', score: 60 },
      { sectionName: 'Experience', score: 12 },
      { sectionName: 'Skills', score: 85 },
      { sectionName: 'Something else', score: 0 },
    ])
    expect([...warned].sort()).toEqual(['experiences', 'personal'])
  })

  it('keeps the lowest score when a section appears twice', () => {
    const scores = stepScores([
      { sectionName: 'Skills', score: 80 },
      { sectionName: 'Fähigkeiten', score: 40 },
    ])
    expect(scores.get('skills')).toBe(40)
  })
})

describe('stepNavigation', () => {
  it('hides Back on Personal and Continue on Additional', () => {
    expect(stepNavigation('personal')).toEqual({ back: null, next: 'education' })
    expect(stepNavigation('skills')).toEqual({ back: 'experiences', next: 'additional' })
    expect(stepNavigation('additional')).toEqual({ back: 'skills', next: null })
  })
})
