import { describe, expect, it } from 'vitest'
import { levelStep } from './levels'

describe('levelStep', () => {
  it('places skill levels on Beginner…Expert and language levels on Beginner…Native', () => {
    expect(
      ['Beginner', 'Intermediate', 'Experienced', 'Advanced', 'Expert'].map((l) =>
        levelStep('skills', l),
      ),
    ).toEqual([1, 2, 3, 4, 5])
    expect(
      ['Beginner', 'Intermediate', 'Advanced', 'Proficient', 'Native'].map((l) =>
        levelStep('languages', l),
      ),
    ).toEqual([1, 2, 3, 4, 5])
  })

  it('has no step for an empty or unknown level', () => {
    expect(levelStep('skills', '')).toBeNull()
    expect(levelStep('languages', 'Fluent-ish')).toBeNull()
  })
})
