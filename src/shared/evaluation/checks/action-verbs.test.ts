import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { actionVerbsCheck, startsWithActionVerb } from './action-verbs'

describe('missing action verbs', () => {
  it('accepts past and present forms of action verbs', () => {
    expect(
      [
        'Led a team',
        'Lead a team',
        'Reduced costs',
        'Coach juniors',
        'Rebuilt onboarding',
        'Art-directed a shoot',
      ].every(startsWithActionVerb),
    ).toBe(true)
  })
  it('reports bullets that open with a noun or a passive', () => {
    const found = runCheck(actionVerbsCheck, {
      bullets: ['Requirements were gathered', 'Team lead for 5 people', 'Led 6 reviews'],
    })
    expect(texts(found)).toEqual(['Requirements were gathered', 'Team lead for 5 people'])
  })
})
