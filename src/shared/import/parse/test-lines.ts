// Builds source lines for the parser's unit tests: body text at 10 pt unless told otherwise.
import type { ParseInput, SourceLine } from './source'

export function line(text: string, overrides: Partial<SourceLine> = {}): SourceLine {
  return {
    text,
    fontSize: 10,
    bold: false,
    x: 40,
    textX: overrides.x ?? 40,
    width: text.length * 5,
    flowRight: 555,
    gapAbove: 0.3,
    bullet: /^[•▪-]\s/.test(text),
    heading: false,
    page: 1,
    ...overrides,
  }
}

export const heading = (text: string) => line(text, { fontSize: 13, bold: true, gapAbove: 1.2 })

export function flow(lines: SourceLine[]): ParseInput {
  return { flows: [{ page: 1, kind: 'column', lines }] }
}
