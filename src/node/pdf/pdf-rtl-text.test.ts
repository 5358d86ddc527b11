import { describe, expect, it } from 'vitest'
import {
  isRtlCluster,
  parseToUnicode,
  reverseRtlMappings,
  unwrapRedundantActualText,
} from './pdf-rtl-text'

const hex = (text: string) =>
  [...text].map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('')

describe('isRtlCluster', () => {
  it('is true for several right-to-left letters, with or without marks', () => {
    expect(isRtlCluster('لا')).toBe(true)
    expect(isRtlCluster('لأ')).toBe(true)
    expect(isRtlCluster('لَا')).toBe(true)
    expect(isRtlCluster('של')).toBe(true)
  })

  it('is false for one letter, Latin ligatures, digits and marks alone', () => {
    expect(isRtlCluster('ل')).toBe(false)
    expect(isRtlCluster('fi')).toBe(false)
    expect(isRtlCluster('١٢')).toBe(false)
    expect(isRtlCluster('\u0651\u064e')).toBe(false)
    expect(isRtlCluster('لa')).toBe(false)
  })
})

describe('reverseRtlMappings', () => {
  const cmap = (entries: string) =>
    `begincmap\n1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n2 beginbfchar\n${entries}\nendbfchar\nendcmap`

  it('stores a right-to-left ligature reversed, as a ReversedChars run needs it', () => {
    const repaired = reverseRtlMappings(cmap(`<00BC> <${hex('لا')}>\n<0010> <${hex('fi')}>`))
    expect(repaired).toContain(`<00BC> <${hex('ال')}>`)
    // A left-to-right ligature keeps its order.
    expect(repaired).toContain(`<0010> <${hex('fi')}>`)
  })

  it('returns null when there is nothing to reverse', () => {
    expect(reverseRtlMappings(cmap(`<0003> <0020>\n<0010> <${hex('fi')}>`))).toBeNull()
  })
})

describe('parseToUnicode', () => {
  it('reads single mappings and ranges', () => {
    const map = parseToUnicode(
      'beginbfchar\n<0003> <0020>\n<00bc> <06270644>\nendbfchar\nbeginbfrange\n<0010> <0012> <0041>\nendbfrange',
    )
    expect(map.get('0003')).toBe(' ')
    expect(map.get('00BC')).toBe('ال')
    expect([map.get('0010'), map.get('0011'), map.get('0012')]).toEqual(['A', 'B', 'C'])
  })
})

describe('unwrapRedundantActualText', () => {
  // Glyphs of font F4: 0032 shadda, 00AA meem, 0097 ain, 0003 space.
  const fonts = new Map([
    [
      'F4',
      new Map([
        ['0032', '\u0651'],
        ['00AA', 'م'],
        ['0097', 'ع'],
        ['0003', ' '],
      ]),
    ],
  ])
  const span = (text: string, body: string) =>
    `/Span<</ActualText <FEFF${hex(text)}> >> BDC\n${body}EMC\n`
  const shaddaOnMeem = '7.0697 .2477 Td <0032> Tj\n-3.0547 -.2477 Td <00aa> Tj\n'

  it('unwraps a span that repeats its glyphs in logical order inside ReversedChars', () => {
    const content = `BT\n/ReversedChars BMC\n/F4 13.76 Tf\n${span('مّ', shaddaOnMeem)}8.84 0 Td <0097> Tj\nEMC\nET\n`
    expect(unwrapRedundantActualText(content, fonts)).toBe(
      `BT\n/ReversedChars BMC\n/F4 13.76 Tf\n${shaddaOnMeem}8.84 0 Td <0097> Tj\nEMC\nET\n`,
    )
  })

  it('keeps spans whose text differs from the glyphs', () => {
    // A no-break space drawn with the space glyph: the span carries information.
    const nbsp = `BT\n${span('\u00a0', '/F4 13.76 Tf\n6.76 0 Td <0003> Tj\n')}ET\n`
    expect(unwrapRedundantActualText(nbsp, fonts)).toBeNull()
    // Outside a reversed run the glyph order is the logical order: shadda-then-meem differs.
    const ltr = `BT\n/F4 13.76 Tf\n${span('مّ', shaddaOnMeem)}ET\n`
    expect(unwrapRedundantActualText(ltr, fonts)).toBeNull()
  })

  it('keeps spans with glyphs it cannot map, nested marked content or other operators', () => {
    const unknown = `/ReversedChars BMC\n/F4 13.76 Tf\n${span('مّ', '<0032> Tj\n<0999> Tj\n')}EMC\n`
    expect(unwrapRedundantActualText(unknown, fonts)).toBeNull()
    const nested = `/ReversedChars BMC\n/F4 13.76 Tf\n${span('مّ', `/P <</MCID 1 >>BDC\n${shaddaOnMeem}EMC\n`)}EMC\n`
    expect(unwrapRedundantActualText(nested, fonts)).toBeNull()
    const drawing = `/ReversedChars BMC\n/F4 13.76 Tf\n${span('مّ', `${shaddaOnMeem}/X1 Do\n`)}EMC\n`
    expect(unwrapRedundantActualText(drawing, fonts)).toBeNull()
  })
})
