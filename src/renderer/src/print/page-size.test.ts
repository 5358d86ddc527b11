import { A4_HEIGHT_PX } from '@shared/export'
import { describe, expect, it } from 'vitest'
import { applyPageSize, MAX_PAGE_HEIGHT_PX, pageSizeRule } from './page-size'

describe('pageSizeRule', () => {
  it('prints paginated documents on A4 sheets without printer margins', () => {
    expect(pageSizeRule('paginated', 5000)).toBe('@page { size: A4; margin: 0; }')
  })

  it('makes one page as tall as the resume in adjust mode, within A4 and the PDF limit', () => {
    expect(pageSizeRule('adjust', 2000.2)).toMatch(/size: 793\.7\d*px 2001px/)
    expect(pageSizeRule('adjust', 300)).toContain(`${Math.ceil(A4_HEIGHT_PX)}px`)
    expect(pageSizeRule('adjust', 1e6)).toContain(`${MAX_PAGE_HEIGHT_PX}px`)
  })

  it('replaces the rule of the previous resume', () => {
    applyPageSize(document, 'a')
    applyPageSize(document, 'b')
    const rules = [...document.querySelectorAll('style#print-page-size')].map((s) => s.textContent)
    expect(rules).toEqual(['b'])
  })
})
