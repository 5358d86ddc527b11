import { describe, expect, it } from 'vitest'
import {
  convertBulletOrderedLists,
  plainTextToHtml,
  sanitizePlainText,
  sanitizeRichText,
} from './html'

describe('sanitizeRichText', () => {
  it('drops scripts with their content and event-handler attributes', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    )
    expect(out).toBe('<p>Hi</p>')
  })

  it('unwraps links whose target is not http(s) or mailto', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('x')
    expect(sanitizeRichText('<a href="java\tscript:alert(1)">x</a>')).toBe('x')
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('x')
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe('x')
    expect(sanitizeRichText('<a>x</a>')).toBe('x')
  })

  it('keeps safe links and makes them open safely in a new tab', () => {
    expect(sanitizeRichText('<a href="https://ex.com/a" onclick="x" class="c">site</a>')).toBe(
      '<a href="https://ex.com/a" rel="noopener noreferrer" target="_blank">site</a>',
    )
    expect(sanitizeRichText('<a href="mailto:ada@ex.com">mail</a>')).toContain(
      'href="mailto:ada@ex.com"',
    )
  })

  it('removes style and class, including enhanced-highlight backgrounds', () => {
    const out = sanitizeRichText(
      '<p class="x" style="color:red"><mark style="background-color: #c2eee8">new</mark> text</p>',
    )
    expect(out).toBe('<p>new text</p>')
  })

  it('keeps the allowed formatting and lists', () => {
    const html =
      '<p><strong>a</strong><b>b</b><em>c</em><i>d</i><u>e</u><s>f</s><br /></p><ul><li><p>g</p></li></ul><ol><li>h</li></ol>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('is stable: sanitising clean output changes nothing', () => {
    for (const html of [
      'a & b < c',
      '<p>x',
      '<a href="https://a.b/?q=1&r=2">l</a>',
      '<p>Tom\'s "q"</p>',
    ]) {
      const once = sanitizeRichText(html)
      expect(sanitizeRichText(once)).toBe(once)
    }
  })
})

describe('sanitizePlainText', () => {
  it('removes tags and control characters but keeps a lone "<"', () => {
    expect(sanitizePlainText('Ada <b>Lovelace</b>\u0000 <3')).toBe('Ada Lovelace <3')
    expect(sanitizePlainText('<script>x</script>C++')).toBe('xC++')
  })

  it('turns line breaks and tabs into a space and removes bidi overrides', () => {
    expect(sanitizePlainText('a\r\nb\tc\u202ed')).toBe('a b cd')
  })

  it('never leaves tag text that removing a tag or a control character rebuilt (L-3)', () => {
    expect(sanitizePlainText('<scr<script>ipt>alert(1)</scr</script>ipt>')).toBe('alert(1)')
    expect(sanitizePlainText('<scr\u0000ipt>x</scr\nipt>')).toBe('x')
    expect(sanitizePlainText('<<b>img src=x onerror=alert(1)>')).not.toMatch(/<[a-z]/i)
    // Nested deeper than any honest text: every angle bracket goes, the words stay.
    const deep = `${'<i'.repeat(30)}${'>'.repeat(30)}<b>bold</b> C<3`
    const out = sanitizePlainText(deep)
    expect(out).not.toMatch(/<\/?[a-z!?][^<>]*>/i)
    expect(out).toContain('bold')
    for (let i = 0; i < 200; i++) {
      const probe = Array.from(
        { length: 12 },
        (_, j) =>
          ['<', '>', 's', '/', 'scr', 'ipt', '\u0000', '\n', '<script>'][
            (i * 7 + j * j + i * j) % 9
          ],
      ).join('')
      expect(sanitizePlainText(probe), JSON.stringify(probe)).not.toMatch(/<\/?[a-z!?][^<>]*>/i)
    }
  })

  it('keeps surrounding spaces unless asked to trim', () => {
    expect(sanitizePlainText('Ada ')).toBe('Ada ')
    expect(sanitizePlainText('  Ada  ', { trim: true })).toBe('Ada')
  })
})

describe('convertBulletOrderedLists', () => {
  it('turns an ordered list of bullet items into an unordered list', () => {
    const out = convertBulletOrderedLists(
      '<ol><li data-list="bullet">a</li><li data-list="bullet">b</li></ol>',
    )
    expect(sanitizeRichText(out)).toBe('<ul><li>a</li><li>b</li></ul>')
  })

  it('splits a mixed list into runs of each kind', () => {
    const out = convertBulletOrderedLists(
      '<ol><li data-list="ordered">1</li><li data-list="bullet">a</li><li data-list="bullet">b</li><li data-list="ordered">2</li></ol>',
    )
    expect(sanitizeRichText(out)).toBe(
      '<ol><li>1</li></ol><ul><li>a</li><li>b</li></ul><ol><li>2</li></ol>',
    )
  })

  it('converts a nested bullet list without touching the ordered parent', () => {
    const out = convertBulletOrderedLists(
      '<ol><li>x<ol><li data-list="bullet">y</li></ol></li></ol>',
    )
    expect(sanitizeRichText(out)).toBe('<ol><li>x<ul><li>y</li></ul></li></ol>')
  })

  it('leaves genuine ordered lists and other markup alone', () => {
    const html = '<p>t</p><ol><li>one</li><li data-list="ordered">two</li></ol>'
    expect(convertBulletOrderedLists(html)).toBe(html)
  })

  it('handles an unclosed list', () => {
    const out = convertBulletOrderedLists('<ol><li data-list="bullet">a')
    expect(sanitizeRichText(out)).toBe('<ul><li>a</li></ul>')
  })
})

describe('plainTextToHtml', () => {
  it('keeps lines as paragraphs and bullet lines as a list, escaping text', () => {
    expect(plainTextToHtml('Intro & more\n- one\n• two\nOutro')).toBe(
      '<p>Intro &amp; more</p><ul><li>one</li><li>two</li></ul><p>Outro</p>',
    )
  })

  it('leaves single-line text and HTML untouched', () => {
    expect(plainTextToHtml('just text')).toBe('just text')
    expect(plainTextToHtml('<p>a</p>\n<p>b</p>')).toBe('<p>a</p>\n<p>b</p>')
  })
})
