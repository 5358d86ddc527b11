import { describe, expect, it } from 'vitest'
import { htmlToPlainText, resumeSchema, type Resume } from '../resume'
import { randomResumeLike, randomValue, seededRandom } from '../resume/test-fixtures/random'
import { completeResume } from '../resume/test-fixtures/resume'
import { fromIsoDate, fromJsonResume, looksLikeJsonResume, toIsoDate, toJsonResume } from './index'
import complete from './test-fixtures/complete.json'

function withoutIds(resume: Resume): unknown {
  return JSON.parse(
    JSON.stringify(resume, (key, value: unknown) => (key === 'id' ? undefined : value)),
  )
}

describe('dates', () => {
  it('converts Vitae dates to ISO and back', () => {
    expect(toIsoDate('03/2020')).toBe('2020-03')
    expect(toIsoDate('2020')).toBe('2020')
    expect(toIsoDate('10/12/1985')).toBe('1985-12-10')
    expect(toIsoDate('Spring 2020')).toBeNull()
    expect(fromIsoDate('2020-03')).toBe('03/2020')
    expect(fromIsoDate('2020-03-15')).toBe('03/2020')
    expect(fromIsoDate('2020')).toBe('2020')
    expect(fromIsoDate('2024-01-15T10:00:00')).toBe('01/2024')
    expect(fromIsoDate('March 2020')).toBeNull()
  })
})

describe('fromJsonResume on a complete JSON Resume', () => {
  const { resume, fixes } = fromJsonResume(complete)

  it('gives a valid resume', () => {
    expect(() => resumeSchema.parse(resume)).not.toThrow()
  })

  it('maps basics to personal details, profiles becoming links in the summary', () => {
    expect(resume.contact).toMatchObject({
      firstName: 'Maria Elena',
      lastName: 'Santos',
      jobTitle: 'Product Designer',
      email: 'maria.santos@example.com',
      phone: '+351 912 345 678',
      city: 'Lisbon, Lisboa',
      address: 'Rua Augusta 100, 1100-053',
      country: 'Portugal',
    })
    expect(resume.contact.description).toMatch(
      /^<p>Product designer with eight years.*<\/p><p>I turn research into interfaces people trust\.<\/p>/,
    )
    expect(resume.contact.description).toContain('href="https://www.linkedin.com/in/mariasantos"')
    expect(htmlToPlainText(resume.contact.description)).toContain('LinkedIn: mariasantos')
  })

  it('maps work to experiences: ISO dates to MM/YYYY, no end date to Present, highlights to a list', () => {
    expect(resume.experiences[0]).toMatchObject({
      title: 'Senior Product Designer',
      company: 'Banco Digital',
      location: 'Lisbon',
      startDate: '02/2020',
      endDate: 'Present',
      isCurrentWork: true,
      description:
        '<p>Lead designer for the mobile banking app.</p><ul><li>Redesigned onboarding; completion rose from 61% to 84%</li><li>Built the design system used by 5 teams</li></ul>',
    })
    expect(resume.experiences[1]).toMatchObject({
      startDate: '09/2016',
      endDate: '01/2020',
      isCurrentWork: false,
    })
  })

  it('maps education, skills, languages, certificates and interests', () => {
    expect(resume.educations[0]).toMatchObject({
      degree: 'Master in Communication Design',
      school: 'Universidade de Lisboa',
      startDate: '09/2014',
      endDate: '07/2016',
      description: '<p>Score: 18/20</p><ul><li>Interaction Design</li><li>Typography</li></ul>',
    })
    expect(resume.skills.map((s) => [s.name, s.level])).toEqual([
      ['Interaction design (Prototyping, User flows)', 'Expert'],
      ['Figma', 'Expert'],
      ['User research', 'Advanced'],
      ['HTML & CSS', 'Intermediate'],
      ['Motion', ''],
    ])
    expect(resume.languages.map((l) => [l.name, l.level])).toEqual([
      ['Portuguese', 'Native speaker'],
      ['English', 'Fluent'],
      ['Spanish', 'Intermediate'],
    ])
    expect(resume.certifications[0]).toMatchObject({
      course: 'Certified Usability Analyst',
      institute: 'Human Factors International',
      endDate: '05/2019',
    })
    expect(resume.hobbies.map((h) => h.description)).toEqual([
      '<p>Photography: Film, Street</p>',
      '<p>Surfing</p>',
    ])
  })

  it('maps awards, publications, volunteer work and exhibitions to rich items', () => {
    expect(resume.honors[0]?.description).toBe(
      '<p>Best Fintech App, Portugal Digital Awards, 11/2022</p><p>For the Banco Digital app.</p>',
    )
    expect(resume.publications[0]?.description).toContain(
      '>Designing for Trust in Banking</a>, UX Collective, 06/2021</p>',
    )
    expect(resume.voluntaries[0]?.description).toBe(
      '<p>Design mentor, Code for Portugal, 03/2018 – Present</p><p>Mentor volunteers on civic-tech projects.</p><ul><li>Ran 12 design workshops</li></ul>',
    )
    expect(resume.projects.map((p) => p.title)).toEqual(['Open Health Icons'])
    expect(resume.exhibitions[0]?.description).toBe(
      '<p>Lisbon Design Week</p><p>Exhibited the Banco Digital design system.</p>',
    )
  })

  it('lists what had no place in a Vitae resume', () => {
    expect(fixes).toEqual(
      expect.arrayContaining([
        'basics.image has no place in a Vitae resume; left it out',
        'work[0].url has no place in a Vitae resume; left it out',
        'references[0].reference has no place in a Vitae resume; left it out',
        'skills[4].level "Dabbling" is not a Vitae skill level; left it empty',
      ]),
    )
    expect(fixes.some((fix) => fix.includes('unsafe'))).toBe(false)
  })
})

describe('toJsonResume', () => {
  const json = toJsonResume(completeResume())

  it('writes basics with an ISO country code', () => {
    expect(json.basics).toEqual({
      name: 'Ada Lovelace',
      label: 'Senior Backend Engineer',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      summary: 'Engineer who builds reliable payment systems.',
      location: { address: '12 St James Square', city: 'London', countryCode: 'GB' },
    })
  })

  it('writes ISO dates, leaves out the end of ongoing work and splits descriptions', () => {
    expect(json.work?.[0]).toEqual({
      name: 'Analytical Engines Ltd',
      position: 'Senior Backend Engineer',
      location: 'London',
      startDate: '2019-03',
      highlights: ['Cut payment latency by 40%', 'Led a team of 6'],
    })
    expect(json.work?.[1]).toMatchObject({
      startDate: '2007-08',
      endDate: '2019-02',
      summary: 'Built the ledger service.',
    })
  })

  it('maps every section', () => {
    expect(json.skills).toEqual([
      { name: 'TypeScript', level: 'Expert' },
      { name: 'PostgreSQL', level: 'Advanced' },
      { name: 'Kubernetes' },
    ])
    expect(json.languages).toEqual([
      { language: 'English', fluency: 'Native' },
      { language: 'French', fluency: 'Intermediate' },
    ])
    expect(json.awards).toEqual([{ title: 'Employee of the year 2022' }])
    expect(json.interests).toEqual([{ name: 'Chess' }])
    expect(json.volunteer).toEqual([{ summary: 'Code club mentor' }])
    expect(json.publications).toEqual([{ name: 'Notes on the Analytical Engine' }])
    expect(json.projects?.at(-1)).toEqual({ name: 'Science Museum, 2019', type: 'exhibition' })
    expect(json.certificates?.[0]).toMatchObject({
      name: 'AWS Solutions Architect',
      issuer: 'Amazon',
      date: '2020-02',
    })
    expect(json.references?.[0]).toMatchObject({
      name: 'Charles Babbage',
      reference: 'Difference Co · +44 20 0000 0000 · cb@example.com',
    })
    expect(json.meta?.vitae).toMatchObject({
      birthDate: '10/12/1985',
      selectedTemplate: 'Classic',
      resumeFontSize: 11,
    })
  })
})

describe('round trips', () => {
  it('Vitae → JSON Resume → Vitae keeps every field (rich text keeps its text and lists)', () => {
    const original = completeResume()
    const { resume, fixes } = fromJsonResume(toJsonResume(original))
    expect(fixes).toEqual([])
    // JSON Resume's summary is plain text, so inline bold in the summary is the one loss.
    expect(htmlToPlainText(resume.contact.description)).toBe(
      htmlToPlainText(original.contact.description),
    )
    const expected = {
      ...original,
      contact: { ...original.contact, description: resume.contact.description },
    }
    expect(withoutIds(resume)).toEqual(withoutIds(expected))
  })

  it('keeps dates JSON Resume cannot hold, and links in publications', () => {
    const original = completeResume()
    original.experiences[1] = { ...original.experiences[1]!, startDate: 'Summer 2007' }
    original.publications[0] = {
      id: 'p',
      description:
        '<p><a href="https://ex.com/notes" rel="noopener noreferrer" target="_blank">Notes</a></p>',
    }
    const json = toJsonResume(original)
    expect(json.work?.[1]?.startDate).toBeUndefined()
    expect(json.meta?.vitae?.dates).toEqual({ 'work[1].startDate': 'Summer 2007' })
    const { resume } = fromJsonResume(json)
    expect(resume.experiences[1]?.startDate).toBe('Summer 2007')
    expect(resume.publications[0]?.description).toBe(original.publications[0].description)
  })

  it('JSON Resume → Vitae → JSON Resume keeps the shared fields', () => {
    const back = toJsonResume(fromJsonResume(complete).resume)
    expect(back.basics?.name).toBe(complete.basics.name)
    expect(back.basics?.label).toBe(complete.basics.label)
    expect(back.basics?.location?.countryCode).toBe('PT')
    expect(
      back.work?.map((w) => [w.name, w.position, w.startDate, w.endDate, w.highlights]),
    ).toEqual([
      [
        'Banco Digital',
        'Senior Product Designer',
        '2020-02',
        undefined,
        complete.work[0]?.highlights,
      ],
      ['Saúde Já', 'Product Designer', '2016-09', '2020-01', complete.work[1]?.highlights],
    ])
    expect(back.education?.[0]?.courses).toEqual(complete.education[0]?.courses)
    expect(back.languages?.map((l) => l.language)).toEqual(
      complete.languages.map((l) => l.language),
    )
    expect(back.projects?.map((p) => [p.name, p.type === 'exhibition'])).toEqual([
      ['Open Health Icons', false],
      ['Lisbon Design Week', true],
    ])
  })
})

describe('bad input', () => {
  it.each([null, 42, 'not json', [], '[]'])(
    'starts an empty resume from %j with a message',
    (input) => {
      const { resume, fixes } = fromJsonResume(input)
      expect(() => resumeSchema.parse(resume)).not.toThrow()
      expect(fixes[0]).toMatch(/empty resume/)
    },
  )

  it('reports fields of the wrong type instead of failing', () => {
    const { resume, fixes } = fromJsonResume({
      basics: { name: 42, location: 'Lisbon', profiles: 'x' },
      work: [{ name: { x: 1 }, highlights: 'single', startDate: 'Jan 2020' }, 'junk'],
      skills: 'many',
      projects: ['junk', { name: 'Kept', type: 'exhibition' }],
    })
    expect(resume.contact.firstName).toBe('42')
    expect(resume.experiences).toHaveLength(1)
    expect(resume.experiences[0]?.description).toBe('<ul><li>single</li></ul>')
    expect(resume.experiences[0]?.startDate).toBe('Jan 2020')
    expect(fixes).toEqual(
      expect.arrayContaining([
        'basics.location was "Lisbon", not an object; left it out',
        'work[1] was "junk", not an entry; left it out',
        'skills was "many", not a list; left it out',
        'work[0].startDate "Jan 2020" is not an ISO date; kept it as written',
      ]),
    )
    // projects feed two Vitae sections, but a bad entry is reported once.
    expect(fixes.filter((fix) => fix.startsWith('projects[0]'))).toEqual([
      'projects[0] was "junk", not an entry; left it out',
    ])
    expect(resume.exhibitions[0]?.description).toBe('<p>Kept</p>')
  })

  it('never throws on random data and always returns a valid resume', () => {
    const random = seededRandom(7)
    for (let i = 0; i < 200; i += 1) {
      const input =
        i % 2 === 0
          ? randomValue(random)
          : { basics: randomValue(random), ...(randomResumeLike(random) as object) }
      const { resume } = fromJsonResume(input)
      expect(() => resumeSchema.parse(resume)).not.toThrow()
    }
  })
})

describe('looksLikeJsonResume', () => {
  it('tells the two formats apart', () => {
    expect(looksLikeJsonResume(complete)).toBe(true)
    expect(looksLikeJsonResume(completeResume())).toBe(false)
    expect(looksLikeJsonResume({ skills: [] })).toBe(false)
    expect(looksLikeJsonResume('x')).toBe(false)
  })
})
