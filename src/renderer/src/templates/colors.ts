// Colour rules every template shares, so a custom colour from the picker stays readable.
// - Text ON the accent (a coloured band, a chip) follows the spec's brightness rule
//   (spec 000 §9: white when 0.299R + 0.587G + 0.114B < 128, else black), for every template.
// - Text IN the accent colour on white paper (a job title, a section title) is the accent
//   darkened just enough to reach WCAG AA contrast (4.5:1), so pale palette colours such as
//   #b2d1ed still read as text while dark ones are used as they are.

type Rgb = readonly [number, number, number]

/** The channels of a #rgb or #rrggbb colour; null for anything else. */
export function parseHex(color: string): Rgb | null {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`
}

/** The spec's perceived brightness, 0 (black) to 255 (white). */
export function brightness(color: string): number {
  const rgb = parseHex(color)
  if (!rgb) return 0
  // In integer thousandths, so a mid grey (128, 128, 128) is exactly 128, not 127.999….
  return (299 * rgb[0] + 587 * rgb[1] + 114 * rgb[2]) / 1000
}

export const TEXT_ON_DARK = '#ffffff'
export const TEXT_ON_LIGHT = '#000000'

/** White text on colours darker than 128, black on the others (spec 000 §9, Fancy's rule). */
export function textOn(color: string): string {
  return brightness(color) < 128 ? TEXT_ON_DARK : TEXT_ON_LIGHT
}

function luminance(rgb: Rgb): number {
  const channel = (value: number) => {
    const v = value / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2])
}

/** WCAG contrast ratio of two colours, 1 to 21; 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const first = parseHex(a)
  const second = parseHex(b)
  if (!first || !second) return 1
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [
    number,
    number,
  ]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The accent as a text colour on `paper`: unchanged when it already reaches `minimum` contrast,
 * otherwise mixed with black in small steps until it does. Unreadable input gives dark grey.
 */
export function accentInk(color: string, paper = '#ffffff', minimum = 4.5): string {
  const rgb = parseHex(color)
  if (!rgb) return '#333333'
  for (let darken = 0; darken <= 1; darken += 0.05) {
    const candidate = toHex(rgb.map((v) => v * (1 - darken)) as unknown as Rgb)
    if (contrastRatio(candidate, paper) >= minimum) return candidate
  }
  return '#000000'
}
