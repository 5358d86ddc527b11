import { describe, expect, it } from 'vitest'
import { splitSections } from './sections'
import { flow, heading, line } from './test-lines'

describe('splitSections', () => {
  it('gives lines before the first heading to the header and the rest to their sections', () => {
    const { header, sections } = splitSections(
      flow([
        line('Jana Novak', { fontSize: 22, bold: true }),
        line('jana@example.com'),
        heading('EXPERIENCE'),
        line('Data Engineer'),
        heading('Skills'),
        line('Python, SQL'),
      ]),
    )
    expect(header.map((l) => l.text)).toEqual(['Jana Novak', 'jana@example.com'])
    expect(sections.map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['experiences', ['Data Engineer']],
      ['skills', ['Python, SQL']],
    ])
  })

  it('does not take a dictionary word in body style for a heading', () => {
    const { sections } = splitSections(
      flow([heading('Skills'), line('Leadership'), line('Training', { gapAbove: 0.2 })]),
    )
    expect(sections).toHaveLength(1)
    expect(sections[0]?.lines.map((l) => l.text)).toEqual(['Leadership', 'Training'])
  })

  it('joins a heading printed on two lines', () => {
    const { sections } = splitSections(
      flow([heading('ZERTIFIKATE &'), heading('WEITERBILDUNGEN'), line('AWS Developer')]),
    )
    expect(sections.map((s) => s.key)).toEqual(['certifications'])
  })

  it('takes an unknown heading only when it looks exactly like the known ones, and not above them', () => {
    const { header, sections } = splitSections(
      flow([
        line('Jana Novak', { fontSize: 22, bold: true }),
        line('CHIEF DATA WIZARD', { fontSize: 13, bold: true }),
        heading('EXPERIENCE'),
        line('Data Engineer'),
        heading('MEMBERSHIPS'),
        line('IEEE'),
        line('IMPORTANT NOTE', { bold: true }),
      ]),
    )
    expect(header.map((l) => l.text)).toContain('CHIEF DATA WIZARD')
    expect(sections.map((s) => s.key)).toEqual(['experiences', 'other'])
    expect(sections[1]?.lines.map((l) => l.text)).toEqual(['IEEE', 'IMPORTANT NOTE'])
  })

  it('continues the last section on a later page that starts without a heading', () => {
    const input = {
      flows: [
        {
          page: 1,
          kind: 'column' as const,
          lines: [heading('Experience'), line('Engineer, Acme')],
        },
        { page: 2, kind: 'column' as const, lines: [line('Analyst, Beta', { page: 2 })] },
      ],
    }
    const { sections } = splitSections(input)
    expect(sections[0]?.lines.map((l) => l.text)).toEqual(['Engineer, Acme', 'Analyst, Beta'])
  })
})
