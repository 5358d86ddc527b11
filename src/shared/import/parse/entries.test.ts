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

describe('splitEntries: heads in other shapes', () => {
  const heads = (entries: ReturnType<typeof splitEntries>) =>
    entries.map((e) => e.header.map((l) => l.text))

  it('starts the next stacked head (no bullets) where a line like the first is set apart', () => {
    const entries = splitEntries(
      [
        line('Diploma in Navigation', { gapAbove: 1.2 }),
        line('2014 - 2016 Coastal Academy Brest, France', { gapAbove: 0.5 }),
        line('Certificate in Cartography', { gapAbove: 1.4 }),
        line('2012 - 2014 Harbour School Lorient, France', { gapAbove: 0.5 }),
      ],
      10,
    )
    expect(heads(entries)).toEqual([
      ['Diploma in Navigation', '2014 - 2016 Coastal Academy Brest, France'],
      ['Certificate in Cartography', '2012 - 2014 Harbour School Lorient, France'],
    ])
  })

  it('reads lines typed with a dash and "Label: value" lines as the entry’s text', () => {
    const entries = splitEntries(
      [
        line('Deckhand', { fontSize: 11 }),
        line('Blue Ferry Line (2016/2019)'),
        line('-Moored and cast off the ferry', { fontSize: 8 }),
        line('-Checked tickets', { fontSize: 8 }),
        line('Tools : winches, radar, GPS', { fontSize: 8 }),
        line('Night shifts on the harbour crossing, in charge of:', { fontSize: 8 }),
        line('Lock keeper', { fontSize: 11, gapAbove: 1.5 }),
        line('Canal Works (2014/2016)'),
      ],
      10,
    )
    expect(heads(entries)).toEqual([
      ['Deckhand', 'Blue Ferry Line (2016/2019)'],
      ['Lock keeper', 'Canal Works (2014/2016)'],
    ])
    expect(entries[0]?.body).toHaveLength(4)
  })

  it('takes a long line set apart above the entry’s text as its head', () => {
    const entries = splitEntries(
      [
        line('Tide Tables | Mobile developer, Kotlin, Room, WorkManager and the offline maps kit'),
        line('• Showed the tides of forty harbours offline'),
        line('Wave Log | Web developer, TypeScript, React, IndexedDB, service workers, charts', {
          gapAbove: 1.5,
        }),
        line('• Logged swell readings from buoys'),
      ],
      10,
    )
    expect(entries).toHaveLength(2)
    expect(entries[1]?.header[0]?.text).toMatch(/^Wave Log/)
  })

  it('reads a bullet with a date cell beside it as a head', () => {
    const entries = splitEntries(
      [
        line('• Seaside Bakery\t2019 - 2021'),
        line('• Baked bread'),
        line('• Harbour Café\t2017 - 2019', { gapAbove: 1 }),
        line('• Served coffee'),
      ],
      10,
    )
    expect(heads(entries)).toEqual([
      ['• Seaside Bakery\t2019 - 2021'],
      ['• Harbour Café\t2017 - 2019'],
    ])
  })

  it('starts the next undated entry where a head of the same cells is set apart', () => {
    const entries = splitEntries(
      [
        line('Tidewatch\tSource on the web', { fontSize: 9.4, gapAbove: 1.4 }),
        line('Tide tables for small harbours', { gapAbove: 0.6 }),
        line('kept offline on the phone', { gapAbove: 0.2 }),
        line('Buoyline\tSource on the web', { fontSize: 9.7, gapAbove: 0.9 }),
        line('Swell readings from buoys', { gapAbove: 0.6 }),
      ],
      10,
    )
    expect(heads(entries).map((h) => h[0])).toEqual([
      'Tidewatch\tSource on the web',
      'Buoyline\tSource on the web',
    ])
  })

  it('takes a long line with a short part set to its right as a head, even close below text', () => {
    const entries = splitEntries(
      [
        line('Harbour Tides Viewer | Mobile developer\tKotlin'),
        line('• Showed the tides of forty harbours offline'),
        line(
          'Offshore Buoy Dashboard (still being built, open to volunteers) | Full stack developer\tVue,',
          { gapAbove: 0.7 },
        ),
        line('Go, SQLite'),
        line('• Charted swell readings from buoys'),
      ],
      10,
    )
    expect(heads(entries)).toEqual([
      ['Harbour Tides Viewer | Mobile developer\tKotlin'],
      [
        'Offshore Buoy Dashboard (still being built, open to volunteers) | Full stack developer\tVue,',
        'Go, SQLite',
      ],
    ])
  })
})

describe('splitEntries: a date column whose range ends on the next line', () => {
  it('moves "Present" from the first text line into the head', () => {
    const [entry] = splitEntries(
      [
        line('2019 –\tHarbour Master, Port of Lindau', { x: 60, textX: 100 }),
        line('Present\tRuns the port’s daily traffic and its crews.', { x: 55, textX: 100 }),
      ],
      10,
    )
    expect(entry?.header.map((l) => l.text)).toEqual([
      '2019 –\tHarbour Master, Port of Lindau',
      'Present',
    ])
    expect(entry?.body.map((l) => l.text)).toEqual(['Runs the port’s daily traffic and its crews.'])
  })
})

describe('splitEntries: titles with a colon and wrapped dash items', () => {
  it('keeps a larger line with a colon as a head, and a wrapped dash item as text', () => {
    const entries = splitEntries(
      [
        line('Diploma in Seamanship: Coastal Waters', { fontSize: 10, gapAbove: 1.5 }),
        line('Harbour School (2012)', { fontSize: 8 }),
        line('-Navigated by chart and compass in all', { fontSize: 8 }),
        line('weathers', { fontSize: 8 }),
        line('-Knots', { fontSize: 8 }),
        line('Certificate: Radio Operation', { fontSize: 10, gapAbove: 1.5 }),
        line('Coastal Radio School (2010)', { fontSize: 8 }),
      ],
      8,
    )
    expect(entries.map((e) => e.header.length)).toEqual([2, 2])
    expect(entries[0]?.body).toHaveLength(3)
  })
})

describe('splitEntries: one organisation over several dated lines', () => {
  it('gives the school line to each degree line printed under it', () => {
    const entries = splitEntries(
      [
        line('Northgate University\tBrest, France', { gapAbove: 1 }),
        line('BSc Marine Biology\tSep 2019 – Jun 2022'),
        line('Foundation Year\tSep 2018 – Jun 2019'),
      ],
      10,
    )
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
      ['Northgate University\tBrest, France', 'BSc Marine Biology\tSep 2019 – Jun 2022'],
      ['Northgate University\tBrest, France', 'Foundation Year\tSep 2018 – Jun 2019'],
    ])
  })
})

describe('bulletContinuations: after a joining mark', () => {
  it('keeps a line after a bullet that broke at a comma in that bullet', () => {
    const entries = splitEntries(
      [
        line('Tide Clock', { gapAbove: 1 }),
        line('• Built with Arduino, an e-ink screen, solar panels,'),
        line('Kotlin, Room.'),
        line('Wave Log', { gapAbove: 3 }),
        line('• Logs swell readings'),
      ],
      10,
    )
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([['Tide Clock'], ['Wave Log']])
    expect(entries[0]?.body).toHaveLength(2)
  })
})

describe('splitEntries: a list line printed like the text above it', () => {
  it('keeps an undashed line in the text size under dashed items in the entry', () => {
    const entries = splitEntries(
      [
        line('2012–2016\tBachelor of Arts in Maritime History', {
          fontSize: 11,
          x: 120,
          textX: 180,
        }),
        line('Northgate University, Brest (France)', { fontSize: 9, x: 180 }),
        line('- harbour archives', { fontSize: 9, x: 180, gapAbove: 0.6 }),
        line('- coastal trade routes', { fontSize: 9, x: 180, gapAbove: 0.6 }),
        line('Shipbuilding and Navigation', { fontSize: 9, x: 180, gapAbove: 0.6 }),
        line('- field work', { fontSize: 9, x: 180, gapAbove: 0 }),
      ],
      9,
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]?.body.map((l) => l.text)).toEqual([
      '- harbour archives',
      '- coastal trade routes',
      'Shipbuilding and Navigation',
      '- field work',
    ])
  })
})

describe('splitEntries: paragraphs', () => {
  it('keeps a loosely spaced wrapped line with a year inside its sentence in the item', () => {
    const entries = splitEntries(
      [
        line('Harbour Freight\tJan 2019 - Present', { gapAbove: 1.1 }),
        line('Operations Lead', { gapAbove: 1 }),
        line('• Planned the weekly crossings of four ferries and the cargo they carry for', {
          gapAbove: 1.4,
        }),
        line('the islands, and argued for the 2021 harbour act before the regional council', {
          gapAbove: 1,
        }),
        line('and its committees.', { gapAbove: 1 }),
      ],
      10,
    )
    expect(entries).toHaveLength(1)
    expect(entries[0]?.body).toHaveLength(3)
  })

  it('reads the first line of a paragraph wrapped under the head as text', () => {
    const entries = splitEntries(
      [
        line('Harbour Freight\tJan 2019 - Present'),
        line('Operations Lead'),
        line('Ran the crossings of four ferries and the cargo they carry to the islands,'),
        line('with a crew of twenty and a budget agreed each spring with the council.'),
      ],
      10,
    )
    expect(entries[0]?.header.map((l) => l.text)).toEqual([
      'Harbour Freight\tJan 2019 - Present',
      'Operations Lead',
    ])
    expect(entries[0]?.body).toHaveLength(2)
  })
})

describe('splitEntries: Europass sector lines', () => {
  it('keeps the "Business or sector" line in the job above, not as a head', () => {
    const entries = splitEntries(
      [
        line('2019–2021\tDeck Officer', { fontSize: 11, x: 100, textX: 180 }),
        line('Nordic Ferries, Brest (France)', { fontSize: 9, x: 180 }),
        line('Kept the watch on the night crossings of four ferries to the islands.', {
          fontSize: 9,
          x: 180,
          gapAbove: 0.8,
        }),
        line('Business or sector Sea transport', { fontSize: 9, x: 180, gapAbove: 1.2 }),
        line('2017–2019\tDeckhand', { fontSize: 11, x: 100, textX: 180, gapAbove: 1.8 }),
        line('Harbour Line, Lorient (France)', { fontSize: 9, x: 180 }),
      ],
      9,
    )
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
      ['2019–2021\tDeck Officer', 'Nordic Ferries, Brest (France)'],
      ['2017–2019\tDeckhand', 'Harbour Line, Lorient (France)'],
    ])
  })
})

describe('splitEntries: a section going on in the next column', () => {
  it('reads a line at the top of the next column as a head, not as indented text', () => {
    const entries = splitEntries(
      [
        line('Nordic Ferries\tBergen', { x: 20 }),
        line('Deckhand\tMay 2021 - Present', { x: 20 }),
        line('• Moored and cast off the ferry', { x: 26 }),
        line('Harbour Line\tLorient', { x: 300, gapAbove: 0 }),
        line('Deckhand\tMar 2019 - Apr 2021', { x: 300 }),
        line('• Checked tickets', { x: 306 }),
      ],
      10,
    )
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
      ['Nordic Ferries\tBergen', 'Deckhand\tMay 2021 - Present'],
      ['Harbour Line\tLorient', 'Deckhand\tMar 2019 - Apr 2021'],
    ])
  })
})

describe('splitEntries: a section going on on the next page', () => {
  it('counts indents from the edge of each page’s column', () => {
    const entries = splitEntries(
      [
        line('Deckhand\tMay 2021 - Present', { x: 300 }),
        line('Nordic Ferries', { x: 300 }),
        line('Bergen, Norway', { x: 300 }),
        line('• Moored and cast off the ferry', { x: 306 }),
        line('• Checked tickets', { x: 20, page: 2, gapAbove: 1.2 }),
        line('Harbour Line\tLorient', { x: 20, page: 2, gapAbove: 1 }),
        line('Deckhand\tMar 2019 - Apr 2021', { x: 20, page: 2 }),
        line('• Sold tickets', { x: 26, page: 2 }),
      ],
      10,
    )
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
      ['Deckhand\tMay 2021 - Present', 'Nordic Ferries', 'Bergen, Norway'],
      ['Harbour Line\tLorient', 'Deckhand\tMar 2019 - Apr 2021'],
    ])
    expect(entries[0]?.body).toHaveLength(2)
  })
})
