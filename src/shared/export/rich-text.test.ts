import { describe, expect, it } from 'vitest'
import { richTextBlocks } from './rich-text'

describe('richTextBlocks', () => {
  it('reads paragraphs with bold, italic, underline, strike and links', () => {
    expect(
      richTextBlocks(
        '<p>Plain <strong>bold <em>both</em></strong> <u>under</u> <s>gone</s> <a href="https://a.example/x?y=1&amp;z=2">link</a></p>',
      ),
    ).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'Plain ' },
          { text: 'bold ', bold: true },
          { text: 'both', bold: true, italic: true },
          { text: ' ' },
          { text: 'under', underline: true },
          { text: ' ' },
          { text: 'gone', strike: true },
          { text: ' ' },
          { text: 'link', link: 'https://a.example/x?y=1&z=2' },
        ],
      },
    ])
  })

  it('reads bulleted and numbered lists, nested items kept in order', () => {
    expect(
      richTextBlocks(
        '<ul><li>One</li><li>Two<ul><li>Two.a</li></ul></li></ul><ol><li><p>First</p></li></ol>',
      ),
    ).toEqual([
      {
        kind: 'list',
        ordered: false,
        items: [[{ text: 'One' }], [{ text: 'Two' }], [{ text: 'Two.a' }]],
      },
      { kind: 'list', ordered: true, items: [[{ text: 'First' }]] },
    ])
  })

  it('decodes entities, collapses whitespace and keeps line breaks', () => {
    expect(
      richTextBlocks('<p>  R&amp;D &lt;team&gt;\n  lead<br>since 2020 &#8211; now </p>'),
    ).toEqual([{ kind: 'paragraph', runs: [{ text: 'R&D <team> lead\nsince 2020 – now' }] }])
  })

  it('drops empty paragraphs and anything the sanitiser removes', () => {
    expect(richTextBlocks('<p> </p><script>alert(1)</script><p>Kept</p><li></li>')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Kept' }] },
    ])
  })

  it('turns loose text into a paragraph', () => {
    expect(richTextBlocks('Just text')).toEqual([
      { kind: 'paragraph', runs: [{ text: 'Just text' }] },
    ])
  })
})
