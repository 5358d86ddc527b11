import { describe, expect, it } from 'vitest'
import { overallScore, rescaleSectionScore, scoreBand } from './bands'

describe('score bands', () => {
  it('labels the five bands at their edges', () => {
    expect([0, 19, 20, 39, 40, 59, 60, 79, 80, 100].map((score) => scoreBand(score).label)).toEqual(
      [
        'Poor',
        'Poor',
        'Fair',
        'Fair',
        'Average',
        'Average',
        'Good',
        'Good',
        'Excellent',
        'Excellent',
      ],
    )
  })
})

describe('overall score', () => {
  it('is the average when every category is above 60', () => {
    expect(overallScore([90, 80, 70, 100, 61])).toBe(80)
  })
  it('is capped by the weakest category', () => {
    expect(overallScore([100, 100, 100, 100, 20])).toBe(40)
    expect(overallScore([100, 100, 100, 100, 40])).toBe(60)
    expect(overallScore([100, 100, 100, 100, 60])).toBe(80)
    expect(overallScore([10, 10, 10, 10, 10])).toBe(10)
  })
})

describe('section rescaling', () => {
  it('uses the spec multipliers with one decimal', () => {
    expect(rescaleSectionScore('Personal Information', 7)).toBe(70)
    expect(rescaleSectionScore('Education', 10)).toBe(66.7)
    expect(rescaleSectionScore('Experience', 20)).toBe(57.1)
    expect(rescaleSectionScore('Skills', 25)).toBe(100)
  })
  it('treats raw scores above the maximum as already out of 100', () => {
    expect(rescaleSectionScore('Experience', 64)).toBe(64)
  })
})
