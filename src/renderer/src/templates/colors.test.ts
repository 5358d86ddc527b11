import { describe, expect, it } from 'vitest'
import { accentInk, brightness, contrastRatio, parseHex, textOn } from './colors'

describe('template colours', () => {
  it('reads #rgb and #rrggbb colours and refuses anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255])
    expect(parseHex('#1d3557')).toEqual([29, 53, 87])
    expect(parseHex('grey')).toBeNull()
  })

  it('puts white text on colours whose brightness is under 128 and black on the rest', () => {
    // 0.299·R + 0.587·G + 0.114·B: #808080 is exactly 128, so it takes black text.
    expect(brightness('#808080')).toBeCloseTo(128)
    expect(textOn('#808080')).toBe('#000000')
    expect(textOn('#7f7f7f')).toBe('#ffffff')
    expect(textOn('#1d3557')).toBe('#ffffff')
    expect(textOn('#f4a261')).toBe('#000000')
    // Pure blue is dark by this rule even though its hue is vivid.
    expect(textOn('#0000ff')).toBe('#ffffff')
  })

  it('darkens a pale accent until it reads as text on white', () => {
    const ink = accentInk('#b2d1ed')
    expect(ink).not.toBe('#b2d1ed')
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    // A dark accent is already readable and stays as it is.
    expect(accentInk('#1f3a5f')).toBe('#1f3a5f')
  })

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1)
  })
})
