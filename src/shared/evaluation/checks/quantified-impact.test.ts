import { describe, expect, it } from 'vitest'
import { createItem, createResume } from '@shared/resume'
import { buildDocument } from '../document'
import { isQuantified, quantifiedImpactCheck } from './quantified-impact'

const run = (lines: string[]) =>
  quantifiedImpactCheck.run(
    buildDocument({
      resume: createResume({
        experiences: [createItem('experiences', { description: lines.join('\n') })],
      }),
    }),
    { speller: null },
  )

describe('quantified impact', () => {
  it('recognises numbers, percentages, money and number words', () => {
    expect(isQuantified('Cut costs by 12%')).toBe(true)
    expect(isQuantified('Saved $3.10 per part')).toBe(true)
    expect(isQuantified('Trained twelve analysts')).toBe(true)
    expect(isQuantified('Wrote user stories')).toBe(false)
  })
  it('fires when no bullet has a number and lists the bullets', () => {
    const found = run(['Pick and pack orders', 'Load trucks', 'Keep aisles clean'])
    expect(found.map((item) => item.text)).toEqual([
      'Pick and pack orders',
      'Load trucks',
      'Keep aisles clean',
    ])
  })
  it('stays quiet when at least a fifth of the bullets are quantified', () => {
    expect(
      run(['Led 6 reviews', 'Wrote specs', 'Ran tests', 'Coached juniors', 'Filed reports']),
    ).toEqual([])
  })
})
