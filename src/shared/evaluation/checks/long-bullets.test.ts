import { describe, expect, it } from 'vitest'
import { createItem, createResume } from '@shared/resume'
import { buildDocument } from '../document'
import { longBulletsCheck } from './long-bullets'

const run = (description: string) =>
  longBulletsCheck.run(
    buildDocument({
      resume: createResume({ experiences: [createItem('experiences', { id: 'x1', description })] }),
    }),
    { speller: null },
  )

describe('long bullet points', () => {
  it('reports a bullet of 40 words by its first words and points at the item', () => {
    const long = `Designed the complete spring campaign ${'and more work '.repeat(12)}done`
    const [found] = run(`<ul><li>${long}</li><li>Short line</li></ul>`)
    expect(found?.text.startsWith('Designed the complete spring campaign')).toBe(true)
    expect(found?.location).toMatchObject({ section: 'experiences', itemId: 'x1' })
  })
  it('leaves a 39-word bullet alone', () => {
    expect(run(`<p>${'word '.repeat(39)}</p>`)).toEqual([])
  })
})
