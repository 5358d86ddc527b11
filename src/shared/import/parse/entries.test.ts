import { describe, expect, it } from 'vitest'
import { splitEntries } from './entries'
import { line } from './test-lines'

describe('splitEntries', () => {
  it('keeps a wrapped bullet line (hanging indent) in the entry, even when heads are indented', () => {
    const entries = splitEntries(
      [
        line('Team Lead\t2021 - Present', { x: 60, textX: 60, bold: true }),
        line('Northwind Traders\tOslo', { x: 60, textX: 60 }),
        line('• Planned the quarterly roadmap with four product groups and kept the', { x: 40 }),
        line('release train on time', { x: 47, textX: 47 }),
        line('Analyst\t2018 - 2021', { x: 60, textX: 60, bold: true, gapAbove: 1 }),
        line('Contoso\tBergen', { x: 60, textX: 60 }),
        line('• Built weekly reports', { x: 40 }),
      ],
      10,
    )
    expect(entries).toHaveLength(2)
    expect(entries[0]?.header.map((l) => l.text)).toEqual([
      'Team Lead\t2021 - Present',
      'Northwind Traders\tOslo',
    ])
    expect(entries[0]?.body).toHaveLength(2)
  })
})
