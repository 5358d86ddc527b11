// The coloured column must stay readable whatever resumeColor the user picks.

/** '#ffffff' on dark colours, '#1a1a1a' on light ones; white when the colour cannot be read. */
export function readableTextOn(color: string): string {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1]
  if (!hex) return '#ffffff'
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const channel = (i: number): number => {
    const value = parseInt(full.slice(i, i + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  // 0.179 is where black and white text have equal contrast (WCAG relative luminance).
  return luminance > 0.179 ? '#1a1a1a' : '#ffffff'
}
