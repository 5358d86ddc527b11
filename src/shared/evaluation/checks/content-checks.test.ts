import { describe, expect, it } from 'vitest'
import { runCheck, texts } from '../test-helpers'
import { designProblemsCheck } from './design-problems'
import { usefulLinksCheck } from './useful-links'

describe('useful links', () => {
  it('asks for LinkedIn, and for a portfolio in design and software', () => {
    expect(
      texts(runCheck(usefulLinksCheck, {}, { text: 'Ada', jobTitle: 'Graphic Designer' })),
    ).toEqual(['LinkedIn profile', 'Portfolio link'])
    expect(
      texts(
        runCheck(usefulLinksCheck, {}, { text: 'linkedin.com/in/ada', jobTitle: 'Receptionist' }),
      ),
    ).toEqual([])
    expect(
      runCheck(
        usefulLinksCheck,
        {},
        { text: 'linkedin.com/in/ada github.com/ada', jobTitle: 'Software Developer' },
      ),
    ).toEqual([])
  })
})

describe('resume design problems', () => {
  it('finds a role written as one long paragraph and mixed date formats', () => {
    const paragraph = 'Worked on many things '.repeat(16)
    const text = '03/2021 – Present\n01/2019 – 02/2021\nMar 2018 – Dec 2018\nJan 2017 – Feb 2018'
    expect(texts(runCheck(designProblemsCheck, { bullets: [paragraph] }, { text }))).toEqual([
      'Engineer: one long paragraph',
      'Mixed date formats',
    ])
  })
})
