import { describe, expect, it } from 'vitest'
import { evaluate } from './engine'
import { sketchResume } from './test-helpers'
import { warningTitle } from './warning-titles'

const strong = sketchResume({
  summary: 'Engineer with 7 years of experience in automotive interiors.',
  bullets: [
    'Cut part count from 42 to 29',
    'Led 6 supplier tooling reviews',
    'Reduced complaints by 40%',
  ],
  skills: ['CATIA', 'SolidWorks', 'GD&T', 'DFMEA', 'Minitab'],
})

describe('evaluate', () => {
  it('returns the spec shape with every category and the five section scores', () => {
    const result = evaluate({ resume: strong, jobTitle: 'Mechanical Engineer' })
    expect(Object.keys(result.evaluation)).toEqual(
      expect.arrayContaining(['redFlags', 'skills', 'content', 'structure', 'sections']),
    )
    expect(result.evaluation.content).toHaveProperty('misssingQuatifyingImpactLines', false)
    expect(result.evaluation.structure).toHaveProperty('excessiveSpeicalChars', false)
    expect(result.sectionScores.map((section) => section.sectionName)).toEqual([
      'Personal Information',
      'Education',
      'Experience',
      'Skills',
      'Additional Information',
    ])
    expect(result.evaluationText).toMatch(/out of 100/)
  })
  it('is deterministic', () => {
    expect(evaluate({ resume: strong, jobTitle: 'Mechanical Engineer' })).toEqual(
      evaluate({ resume: strong, jobTitle: 'Mechanical Engineer' }),
    )
  })
  it('scores a weak resume lower than a strong one', () => {
    const weak = sketchResume({
      contact: { email: '', phone: '' },
      bullets: ['Helped with stuff', 'Worked on things'],
    })
    expect(evaluate({ resume: weak }).score).toBeLessThan(evaluate({ resume: strong }).score)
  })
  it('says which checks were skipped for a language without word lists or dictionary', () => {
    const result = evaluate({ resume: { ...strong, resumeLanguage: 'it' } })
    const skipped = result.evaluation.skippedChecks.map((entry) => entry.check)
    expect(skipped).toEqual(
      expect.arrayContaining(['typos', 'weakVerbs', 'passiveVoice', 'missingActionVerbs']),
    )
    expect(
      result.evaluation.skippedChecks.find((entry) => entry.check === 'typos')?.reason,
    ).toMatch(/dictionary/)
  })
  it('runs every check on English with a speller', () => {
    const result = evaluate({ resume: strong }, { speller: { correct: () => true } })
    expect(result.evaluation.skippedChecks).toEqual([])
  })
})

describe('warning titles', () => {
  it('falls back to "Issue detected" for an unknown category', () => {
    expect(warningTitle('weakVerbs')).toBe('Weak verbs')
    expect(warningTitle('somethingNew')).toBe('Issue detected')
  })
})

describe('section scores from printed text', () => {
  it('credits an experience section the parser missed when the page prints it', () => {
    const text =
      'Ada Lovelace\nWork Experience\n• Led 6 supplier reviews and cut costs by 12%\nEducation\nB.S. Mathematics'
    const result = evaluate({ resume: sketchResume(), text })
    const experience = result.sectionScores.find((section) => section.sectionName === 'Experience')
    expect(experience?.score).toBeGreaterThan(50)
  })
})
