import { describe, expect, it } from 'vitest'
import { descriptionHtml, descriptionItems } from './description'
import { line } from './test-lines'

describe('descriptions', () => {
  it('keeps bullets as a list and joins a wrapped bullet', () => {
    const html = descriptionHtml([
      line('• Rebuilt the article page in Next.js, improving Largest Contentful Paint from 4.1 s', {
        width: 500,
      }),
      line('to 1.6 s', { x: 52 }),
      line('• Maintain a shared component library'),
    ])
    expect(html).toBe(
      '<ul><li><p>Rebuilt the article page in Next.js, improving Largest Contentful Paint from 4.1 s to 1.6 s</p></li><li><p>Maintain a shared component library</p></li></ul>',
    )
  })

  it('treats indented lines without glyphs as a list (CSS bullets are drawn, not written)', () => {
    const { bullets, items } = descriptionItems([
      line('Built pipelines', { x: 54 }),
      line('Cut costs by 20%', { x: 54 }),
    ])
    expect(bullets).toBe(true)
    expect(items).toEqual(['Built pipelines', 'Cut costs by 20%'])
  })

  it('joins a line that fills the column with the next one, also after a full stop', () => {
    const { items } = descriptionItems([
      line('L. Novak: Correlation of rear-axle multibody models with test data.', { width: 512 }),
      line('Proceedings of the Conference on Vehicle Dynamics, 2021.'),
    ])
    expect(items).toHaveLength(1)
  })

  it('escapes markup in the text', () => {
    expect(descriptionHtml([line('Used <script> & co')])).toBe(
      '<p>Used &lt;script&gt; &amp; co</p>',
    )
  })
})

describe('paragraph entries (publications, honours)', () => {
  it('joins a long line into the tight line under it, but not into the next spaced item', () => {
    const publication = [
      line('L. Novak, P. Dvorak: Correlation of rear-axle models with test data.', {
        x: 40,
        width: 500,
        flowRight: 555,
      }),
      line('Proceedings of the Conference on Vehicle Dynamics, Brno, 2021.', { gapAbove: 0.2 }),
    ]
    expect(descriptionItems(publication, false, true, true).items).toHaveLength(1)
    const exhibitions = [
      line('Type Directors Club TDC69 – Certificate of Typographic Excellence, 2023', {
        width: 440,
        flowRight: 555,
      }),
      line('Pratt Senior Thesis Show, 2018', { gapAbove: 0.4 }),
    ]
    expect(descriptionItems(exhibitions, false, true, true).items).toHaveLength(2)
  })
})
