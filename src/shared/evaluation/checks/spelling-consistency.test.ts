import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { spellingConsistencyCheck } from './spelling-consistency'

describe('spelling consistency', () => {
  it('finds a term written two ways and mixed British and American spelling', () => {
    const found = runCheck(spellingConsistencyCheck, {
      bullets: [
        'Built JavaScript tools',
        'Taught Javascript',
        'Organised events',
        'Optimized costs',
      ],
    })
    expect(texts(found)).toEqual(['JavaScript, Javascript', 'Organised / Optimized'])
  })
  it('does not mistake single-spelling words for British ones', () => {
    expect(
      runCheck(spellingConsistencyCheck, {
        bullets: ['Enterprise expertise', 'Moved the datacenter'],
      }),
    ).toEqual([])
  })
})
