import { describe, expect, it } from 'vitest'
import { parseResume } from './build'
import { flow, heading, line } from './test-lines'

describe('parseResume: entry fields', () => {
  it('stores the one date of a degree as its end, of a job as its start', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Experience'),
        line('Deckhand, Blue Ferry Line\t2018', { bold: true }),
        heading('Education'),
        line('BSc Marine Biology, Northgate University\t2016', { bold: true }),
      ]),
    )
    expect(resume.experiences[0]).toMatchObject({ startDate: '2018', endDate: '' })
    expect(resume.educations[0]).toMatchObject({ startDate: '', endDate: '2016' })
  })

  it('keeps a stack printed after a colon or a bar out of a project’s title and text', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Projects'),
        line('Tide Clock: Arduino, Solar panel, E-ink'),
        line('A clock that shows the tide of the nearest harbour.'),
        line('Wave Log | React, IndexedDB', { gapAbove: 1.5 }),
        line('Logs swell readings from buoys.'),
      ]),
    )
    expect(resume.projects.map((p) => p.title)).toEqual(['Tide Clock', 'Wave Log'])
    expect(resume.projects[1]?.description).not.toContain('React')
  })

  it('reads a volunteer role set out among projects as one volunteering item', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Projects'),
        line('Tide Clock\t2021'),
        line('• Showed the tide of the nearest harbour', { bullet: true }),
        line('Volunteer Lifeguard\t2018 - 2020', { gapAbove: 1.5 }),
        line('Lake Beach Club\tNorthgate'),
        line('• Kept swimmers safe on summer weekends', { bullet: true }),
      ]),
    )
    expect(resume.projects.map((p) => p.title)).toEqual(['Tide Clock'])
    expect(resume.voluntaries.map((v) => v.description)).toEqual([
      '<p>Volunteer Lifeguard, Lake Beach Club, Northgate, 2018 - 2020\nKept swimmers safe on summer weekends</p>',
    ])
  })

  it('keeps a grade or the year of study out of the degree, in the description', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Education'),
        line('Northgate University — Marine Biology', { bold: true }),
        line('2023 – Present | 2nd Year'),
      ]),
    )
    expect(resume.educations[0]).toMatchObject({
      school: 'Northgate University',
      degree: 'Marine Biology',
      location: '',
    })
    expect(resume.educations[0]?.description).toContain('2nd Year')
  })

  it('keeps a thesis named in the head out of the school, in the description', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Education'),
        line('2014–2018\tPhD - Thesis Title: Tides, Trade and the Harbour Towns of Brittany'),
        line('Northgate University, Brest (France)'),
      ]),
    )
    expect(resume.educations[0]).toMatchObject({
      degree: 'PhD',
      school: 'Northgate University',
      location: 'Brest (France)',
    })
    expect(resume.educations[0]?.description).toContain('Thesis Title: Tides, Trade')
  })

  it('gives a grade printed under a degree and a preparatory year of one school to the degree', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Education'),
        line('Northgate University\tBrest, France', { gapAbove: 1 }),
        line('BSc Marine Biology\tSep 2019 – Jun 2023'),
        line('English Preparatory Year\tSep 2018 – Jun 2019'),
        line('Cumulative GPA: 3.41 / 4.00'),
      ]),
    )
    expect(resume.educations.map((e) => [e.degree, e.description])).toEqual([
      ['BSc Marine Biology', '<p>Cumulative GPA: 3.41 / 4.00</p>'],
      ['English Preparatory Year', ''],
    ])
  })

  it('reads one short line under a head that names only the employer as the title', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Experience'),
        line('Nordvik Tide Works\t03.2019 – 08.2021', { gapAbove: 1 }),
        line('Harbour Systems Programmer', { x: 52 }),
        line('Kestrel Optics\t09.2021 – 02.2024', { gapAbove: 1 }),
        line('Lens Designer', { x: 52 }),
      ]),
    )
    expect(resume.experiences.map((e) => [e.title, e.company, e.description])).toEqual([
      ['Harbour Systems Programmer', 'Nordvik Tide Works', ''],
      ['Lens Designer', 'Kestrel Optics', ''],
    ])
  })

  it('keeps bullets under a repeated heading with the job they go on from', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Experience'),
        line('Deck Officer\tMay 2021 - Present'),
        line('Nordic Ferries'),
        line('• Kept the night watch'),
        heading('Experience'),
        line('• Trained two cadets'),
        line('Deckhand\tMar 2019 - Apr 2021', { gapAbove: 1 }),
        line('Harbour Line'),
        line('• Sold tickets'),
      ]),
    )
    expect(resume.experiences.map((e) => e.title)).toEqual(['Deck Officer', 'Deckhand'])
    expect(resume.experiences[0]?.description).toContain('Trained two cadets')
  })

  it('leaves a sentence about the projects out of the projects', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Projects'),
        line('More of my harbour tools are listed on my site and'),
        line('in my public code repositories on the web.'),
        line('Tide Clock', { gapAbove: 1.2 }),
        line('• Shows the tides of forty harbours offline'),
      ]),
    )
    expect(resume.projects.map((p) => p.title)).toEqual(['Tide Clock'])
  })

  it('groups an award stacked over lines (title, issuer, date) set apart from the next', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Awards'),
        line('Best Harbour Logbook'),
        line('Northgate Sailing Club', { gapAbove: 0.7 }),
        line('Jul 2022', { gapAbove: 0.7 }),
        line('Knot of the Year', { gapAbove: 1.5 }),
        line('Coastal Guild', { gapAbove: 0.7 }),
        line('Jun 2021', { gapAbove: 0.7 }),
      ]),
    )
    expect(resume.honors.map((h) => h.description)).toEqual([
      '<p>Best Harbour Logbook, Northgate Sailing Club, Jul 2022</p>',
      '<p>Knot of the Year, Coastal Guild, Jun 2021</p>',
    ])
  })

  it('reads a row labelled with a known section inside an unknown one as that section', () => {
    const { resume } = parseResume(
      flow([
        line('Ada Lindqvist', { fontSize: 20 }),
        heading('Experience'),
        line('Deckhand, Blue Ferry Line\t2018', { bold: true }),
        heading('Further Information'),
        line('Publications\t‘Reading the Tides’, Harbour Journal,', { x: 40 }),
        line('vol. 3 (2019).', { x: 120 }),
      ]),
    )
    expect(resume.publications).toHaveLength(1)
    expect(resume.publications[0]?.description).toContain('Harbour Journal')
  })
})
