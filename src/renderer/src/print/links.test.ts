import { describe, expect, it } from 'vitest'
import { findLinks, linkifyElement } from './links'

const hrefs = (text: string) => findLinks(text).map((link) => link.href)
const texts = (text: string) => findLinks(text).map((link) => text.slice(link.start, link.end))

describe('findLinks', () => {
  it('finds e-mail addresses as mailto links', () => {
    expect(hrefs('Write to ada@example.com today')).toEqual(['mailto:ada@example.com'])
    expect(hrefs('ayşe.yılmaz@örnek.com.tr')).toEqual(['mailto:ayşe.yılmaz@örnek.com.tr'])
  })

  it('finds web addresses with a scheme, with www. and on profile hosts', () => {
    expect(hrefs('See https://ada.dev/work, or www.ada.dev.')).toEqual([
      'https://ada.dev/work',
      'https://www.ada.dev',
    ])
    expect(hrefs('linkedin.com/in/ada and github.com/ada')).toEqual([
      'https://linkedin.com/in/ada',
      'https://github.com/ada',
    ])
  })

  it('leaves sentence punctuation outside the link', () => {
    expect(texts('(https://ada.dev).')).toEqual(['https://ada.dev'])
  })

  it('does not take ordinary words with dots for addresses', () => {
    expect(hrefs('Built with Node.js, e.g. in v1.2; see section 3.4')).toEqual([])
  })
})

describe('linkifyElement', () => {
  it('wraps addresses in links and keeps the text and existing links unchanged', () => {
    const root = document.createElement('div')
    root.innerHTML =
      '<p>Mail ada@example.com · <span>www.ada.dev</span></p><a href="https://x.org">x.org ada@x.org</a>'
    expect(linkifyElement(root)).toBe(2)
    const links = [...root.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ])
    expect(links).toEqual([
      ['mailto:ada@example.com', 'ada@example.com'],
      ['https://www.ada.dev', 'www.ada.dev'],
      ['https://x.org', 'x.org ada@x.org'],
    ])
    expect(root.textContent).toBe('Mail ada@example.com · www.ada.devx.org ada@x.org')
  })
})
