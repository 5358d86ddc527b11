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

describe('headings in body style', () => {
  it('knows headings set out to the left of the text, even in body size with little space', () => {
    const body = (text: string) => line(text, { x: 60, gapAbove: 0.2 })
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22, x: 200 }),
        line('Education', { x: 45, gapAbove: 1.2 }),
        body('North College'),
        body('BSc Biology'),
        line('Work Experience', { x: 45, gapAbove: 0.5 }),
        body('Lab Assistant'),
        body('Ran the sample intake'),
        body('Kept the freezer log'),
        body('Trained two new assistants'),
        line('Awards', { x: 45, gapAbove: 0.5 }),
        body('Best poster prize'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['educations', 'experiences', 'honors'])
  })
})

describe('sections by shape', () => {
  it('reads dated entries with bullets under a skills heading as projects', () => {
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        heading('Programming Skills'),
        line('Weather station app'),
        line('2021 - 2022'),
        line('• Logged sensor data every minute'),
        line('Chess engine'),
        line('2018 - 2019'),
        line('• Wrote a move generator'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['projects'])
    const plain = splitSections(
      flow([heading('Skills'), line('Python, SQL'), line('Docker (2019 - 2024)')]),
    )
    expect(plain.sections.map((s) => s.key)).toEqual(['skills'])
  })
})

describe('wrapped lines', () => {
  it('never reads a line that goes on from the one above as a heading', () => {
    const { header, sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        line('FRONT-END DEVELOPER /', { fontSize: 8, gapAbove: 1.5 }),
        line('WEB', { fontSize: 8, gapAbove: 0.3 }),
        heading('Skills'),
        line('Python, SQL'),
      ]),
    )
    expect(header.map((l) => l.text)).toEqual(['Ana Ruiz', 'FRONT-END DEVELOPER /', 'WEB'])
    expect(sections.map((s) => s.key)).toEqual(['skills'])
  })
})

describe('label columns', () => {
  it('reads a section name printed on two rows of a label column as one heading', () => {
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        heading('Languages'),
        line('Spanish (native)'),
        line('Technical\tKotlin, Swift,'),
        line('Skills\tGradle, Xcode'),
      ]),
    )
    expect(sections.map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['languages', ['Spanish (native)']],
      ['skills', ['Kotlin, Swift,', 'Gradle, Xcode']],
    ])
  })

  it('joins a section name wrapped above a line the layout marks as a heading, in its style', () => {
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        line('Languages', { heading: true }),
        line('Spanish (native)', { x: 150 }),
        line('Fachliche Kenntnisse und', { gapAbove: 2 }),
        line('Fähigkeiten', { heading: true }),
        line('Kotlin, Swift, Gradle', { x: 150 }),
      ]),
    )
    expect(sections.map((s) => [s.key, s.heading, s.lines.map((l) => l.text)])).toEqual([
      ['languages', 'Languages', ['Spanish (native)']],
      ['skills', 'Fachliche Kenntnisse und Fähigkeiten', ['Kotlin, Swift, Gradle']],
    ])
  })

  it('reads a label ending in a section noun in the singular, its last word alone on the second row', () => {
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        heading('Languages'),
        line('Spanish (native)'),
        line('Capstone\tRoute planner for city buses'),
        line('Project', { gapAbove: 0.8 }),
        line('Planned bus routes from open timetable data.', { x: 120 }),
        line('Homepage\tana.example'),
        line('SKILLS', { fontSize: 13, gapAbove: 1.4 }),
      ]),
    )
    expect(sections.map((s) => [s.key, s.heading])).toEqual([
      ['languages', 'Languages'],
      ['projects', 'Capstone Project'],
      ['skills', 'SKILLS'],
    ])
    expect(sections[1]?.lines.map((l) => l.text)).toEqual([
      'Route planner for city buses',
      'Planned bus routes from open timetable data.',
      'Homepage\tana.example',
    ])
  })
})

describe('label rows', () => {
  it('drops a lone call-out number beside a heading and joins no labels across a wide gap', () => {
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        heading('Languages'),
        line('Spanish (native)'),
        line('Born in\t12 May 2008'),
        line('Work Experience\t4', { gapAbove: 2 }),
        line('Shop assistant, Corner Books', { x: 120 }),
      ]),
    )
    expect(sections.map((s) => [s.key, s.heading, s.lines.map((l) => l.text)])).toEqual([
      ['languages', 'Languages', ['Spanish (native)', 'Born in\t12 May 2008']],
      ['experiences', 'Work Experience', ['Shop assistant, Corner Books']],
    ])
  })
})

describe('one-row labels', () => {
  it('reads a long one-word label in the singular as its section, a two-word detail not', () => {
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        heading('Languages'),
        line('Spanish (native)'),
        line('Driving licence\tB'),
        line('Certificate\tFirst aid\tLifeguard', { gapAbove: 1.5 }),
      ]),
    )
    expect(sections.map((s) => [s.key, s.heading, s.lines.map((l) => l.text)])).toEqual([
      ['languages', 'Languages', ['Spanish (native)', 'Driving licence\tB']],
      ['certifications', 'Certificate', ['First aid\tLifeguard']],
    ])
  })
})

describe('contact sections', () => {
  it('gives the lines of a personal-details section to the header', () => {
    const { header, sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 20 }),
        heading('Persönliche Daten'),
        line('Telefon\t0170 1234567'),
        heading('Ausbildung'),
        line('Realschule Neustadt'),
      ]),
    )
    expect(header.map((l) => l.text)).toEqual(['Eva Berg', 'Telefon\t0170 1234567'])
    expect(sections.map((s) => [s.key, s.lines.length])).toEqual([
      ['contact', 0],
      ['educations', 1],
    ])
  })

  it('takes an unknown line for a heading only when it is printed apart from body text', () => {
    // The known heading is a label-column label: a heading by layout, in body style.
    const { sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 20 }),
        line('Ausbildung', { heading: true }),
        line('Realschule Neustadt'),
        line('Bemerkungen'),
        line('Berufsschule Neustadt'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['educations'])
  })
})

describe('label rows naming a list', () => {
  it('opens a section at a row whose label names a list (a Europass skills box)', () => {
    const { sections } = splitSections(
      flow([
        line('Ana Ruiz', { fontSize: 22 }),
        heading('PERSONAL SKILLS'),
        line('Mother tongue(s)\tSpanish'),
        line('Digital skills\tspreadsheets and slides'),
      ]),
    )
    expect(sections.map((s) => [s.key, s.lines.map((l) => l.text)])).toEqual([
      ['skills', []],
      ['languages', ['Spanish']],
      ['skills', ['spreadsheets and slides']],
    ])
  })
})

describe('heading shapes', () => {
  it('joins a heading printed on two lines when only both name a section', () => {
    const big = { fontSize: 14, bold: true }
    const { sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 22 }),
        heading('Ausbildung'),
        line('Realschule Neustadt'),
        line('EHRENAMTLICHE', { ...big, gapAbove: 1.5 }),
        line('TÄTIGKEITEN', { ...big, gapAbove: 0.2 }),
        line('Trainerin im Sportverein'),
      ]),
    )
    expect(sections.map((s) => [s.key, s.heading])).toEqual([
      ['educations', 'Ausbildung'],
      ['voluntaries', 'EHRENAMTLICHE TÄTIGKEITEN'],
    ])
  })

  it('reads a line named by one word only as a heading when printed like the headings', () => {
    const { sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 22 }),
        line('ÉDUCATION', { fontSize: 13, gapAbove: 1.5 }),
        line('Formation technicienne SPA', { fontSize: 11, gapAbove: 1.5 }),
        line('Institut du Nord (2009)'),
        line('EXPÉRIENCE', { fontSize: 13, gapAbove: 1.5 }),
        line('Vendeuse'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['educations', 'experiences'])
  })

  it('never takes a bracketed line for an unknown heading', () => {
    const { sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 22 }),
        heading('CERTIFICATIONS'),
        line('Series 7 License'),
        line('(FINRA)', { fontSize: 13, bold: true }),
        line('Sep 2020'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['certifications'])
  })
  it('takes an unknown heading in either case when the known headings mix cases, never a stray letter', () => {
    const big = { fontSize: 18 }
    const { sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 26 }),
        line('EXPERIENCE', big),
        line('Engineer, Acme'),
        line('X', big),
        line('Analyst, Beta'),
        line('Skills', big),
        line('Python'),
        line('Memberships', big),
        line('Chess club'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['experiences', 'skills', 'other'])
    expect(sections[0]?.lines.map((l) => l.text)).toEqual(['Engineer, Acme', 'X', 'Analyst, Beta'])
  })
  it('reads an unknown heading over scholarships or awards as honors', () => {
    const big = { fontSize: 18 }
    const { sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 26 }),
        line('EXPERIENCE', big),
        line('Engineer, Acme'),
        line('Skills', big),
        line('Python'),
        line('Distinctions gained', big),
        line('03/2020 - 09/2020'),
        line('Merit Scholarship'),
        line('Northfield Foundation'),
        line('Memberships', big),
        line('05/2019 - 06/2021'),
        line('Chess club'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['experiences', 'skills', 'honors', 'other'])
  })

  it('reads a projects heading whose every dated entry is a volunteer role as volunteering', () => {
    const { sections } = splitSections(
      flow([
        line('Eva Berg', { fontSize: 22 }),
        heading('Projects & Clubs'),
        line('Volunteer Tutor\t2019 - Present'),
        line('Riverside Library'),
        line('• Taught reading twice a week'),
        heading('Projects'),
        line('Volunteer Tutor\t2019 - Present'),
        line('Chess Engine\t2018 - 2019'),
      ]),
    )
    expect(sections.map((s) => s.key)).toEqual(['voluntaries', 'projects'])
  })
})
