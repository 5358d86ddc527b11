import { createResume } from '@shared/resume'
import { describe, expect, it } from 'vitest'
import { fontStack, pageStyle } from './fonts'

describe('font stacks', () => {
  it('draws Arial and Helvetica with bundled Arimo and Times New Roman with bundled Tinos first', () => {
    expect(fontStack('Arial', 'en').startsWith('Arimo, Arial')).toBe(true)
    expect(fontStack('Helvetica', 'en').startsWith('Arimo, Helvetica')).toBe(true)
    expect(fontStack('Times New Roman', 'en')).toMatch(/^Tinos, "Times New Roman", .*serif$/)
  })

  it('falls back to bundled Noto faces for the scripts the families lack, by resume language', () => {
    expect(fontStack('Montserrat', 'el')).toBe('Montserrat, "Noto Sans", sans-serif')
    expect(fontStack('Roboto', 'zh')).toContain('"Noto Sans SC"')
    expect(fontStack('Roboto', 'ja')).toContain('"Noto Sans JP"')
    expect(fontStack('Roboto', 'ko')).toContain('"Noto Sans KR"')
    expect(fontStack('Roboto', 'ar')).toContain('"Noto Sans Arabic"')
    // Arabic letters, spaces and punctuation come from the Arabic face, before the family.
    expect(fontStack('Roboto', 'ar').startsWith('"Vitae Arabic", Roboto')).toBe(true)
    expect(fontStack('Roboto', 'en')).not.toContain('Vitae Arabic')
    expect(fontStack('Roboto', 'hi')).toContain('"Noto Sans Devanagari"')
    // Japanese Han characters must not come from the Chinese face.
    expect(fontStack('Roboto', 'ja')).not.toContain('SC')
  })

  it('gives the page its accent colours, font and displayed size', () => {
    const style = pageStyle(
      createResume({ resumeColor: '#b2d1ed', resumeFontFamily: 'Arial', resumeFontSize: 10 }),
    ) as Record<string, string>
    expect(style['--resume-accent']).toBe('#b2d1ed')
    expect(style['--resume-on-accent']).toBe('#000000')
    expect(style['--resume-accent-ink']).not.toBe('#b2d1ed')
    expect(style.fontFamily).toContain('Arimo')
    expect(style.fontSize).toBe('16px')
  })
})
