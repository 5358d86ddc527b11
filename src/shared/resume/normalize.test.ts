import { describe, expect, it } from 'vitest'
import { MAX_LIST_ITEMS, MAX_PLAIN_LENGTH, MAX_RICH_LENGTH } from './limits'
import { isValidResume, normalizeItem, normalizeResume } from './normalize'
import { LIST_SECTIONS, createResume, resumeSchema } from './resume'
import { randomResumeLike, randomValue, seededRandom } from './test-fixtures/random'
import { completeResume } from './test-fixtures/resume'

describe('normalizeResume on valid data', () => {
  it('returns a valid resume unchanged, with no fixes', () => {
    for (const resume of [createResume(), completeResume()]) {
      const input = structuredClone(resume)
      const { resume: out, fixes } = normalizeResume(input)
      expect(fixes).toEqual([])
      expect(out).toEqual(resume)
      expect(input).toEqual(resume)
    }
    expect(isValidResume(completeResume())).toBe(true)
  })

  it('keeps surrounding spaces in plain fields (the editor saves while typing)', () => {
    const resume = createResume({ resumeName: 'My resume ' })
    expect(normalizeResume(resume)).toEqual({ resume, fixes: [] })
  })
})

describe('normalizeResume on dates', () => {
  const withDates = (startDate: string, endDate = '', birthDate = '') => {
    const resume = completeResume()
    resume.contact.birthDate = birthDate
    resume.experiences = [{ ...resume.experiences[0]!, startDate, endDate, isCurrentWork: false }]
    return resume
  }

  it.each([
    ['13/2020', '2020', 'there is no month 13'],
    ['00/2021', '2021', 'there is no month 0'],
    ['2020-14', '2020', 'there is no month 14'],
    ['05/0000', '', 'the year is not between 1900 and 2100'],
    ['99/9999', '', 'the year is not between 1900 and 2100'],
  ])('repairs the month-year %s to %j and explains it', (written, stored, reason) => {
    const { resume, fixes } = normalizeResume(withDates(written))
    expect(resume.experiences[0]?.startDate).toBe(stored)
    expect(fixes).toEqual([
      expect.stringContaining(
        `experiences[0].startDate ${JSON.stringify(written)} is not a real date (${reason})`,
      ),
    ])
  })

  it('repairs a birth date that cannot exist, keeping its year', () => {
    const { resume, fixes } = normalizeResume(withDates('03/2020', '', '31/02/1990'))
    expect(resume.contact.birthDate).toBe('1990')
    expect(fixes).toEqual([
      'contact.birthDate "31/02/1990" is not a real date (month 02 has no day 31); kept the year "1990"',
    ])
    expect(normalizeResume(withDates('03/2020', '', '29/02/2024')).fixes).toEqual([])
    expect(normalizeResume(withDates('03/2020', '', '29/02/2023')).resume.contact.birthDate).toBe(
      '2023',
    )
  })

  it.each(['03/2020', '2019', 'Jan 2020', 'Sommer 2018', 'Present', 'Heute', ''])(
    'keeps %j as written, without a fix',
    (written) => {
      const { resume, fixes } = normalizeResume(withDates('01/2019', written))
      expect(fixes).toEqual([])
      expect(resume.experiences[0]?.endDate).toBe(written)
    },
  )

  it('repairs dates in every section that has them, read from the schemas', () => {
    const resume = completeResume()
    resume.educations = [{ ...resume.educations[0]!, endDate: '13/2010' }]
    resume.projects = [{ ...resume.projects[0]!, startDate: '13/2011' }]
    resume.certifications = [{ ...resume.certifications[0]!, endDate: '13/2012' }]
    const out = normalizeResume(resume).resume
    expect(out.educations[0]?.endDate).toBe('2010')
    expect(out.projects[0]?.startDate).toBe('2011')
    expect(out.certifications[0]?.endDate).toBe('2012')
  })
})

describe('normalizeResume on junk', () => {
  it.each([null, undefined, 42, true, [], [1, 2], 'not json', Symbol('x'), () => 1])(
    'starts an empty resume from %s and says so',
    (input) => {
      const { resume, fixes } = normalizeResume(input)
      expect(resume).toEqual({ ...createResume() })
      expect(fixes).toHaveLength(1)
      expect(fixes[0]).toMatch(/started an empty resume/)
    },
  )

  it('reads JSON text, also inside code fences, and a library entry envelope', () => {
    expect(normalizeResume('```json\n{"resumeName":"Fenced"}\n```').resume.resumeName).toBe(
      'Fenced',
    )
    const entry = normalizeResume({ id: 'x', uid: 'u', cvData: { resumeName: 'Inside' } })
    expect(entry.resume.resumeName).toBe('Inside')
    expect(entry.fixes[0]).toMatch(/library entry/)
  })

  it('drops prototype-pollution keys without touching Object.prototype', () => {
    const input = JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"contact":{"__proto__":{"firstName":"Eve"}},"skills":[{"id":"a","name":"x","__proto__":{"level":"Expert"}}]}',
    )
    const { resume, fixes } = normalizeResume(input)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(resume.contact.firstName).toBe('')
    expect(resume.skills[0]?.level).toBe('')
    expect(fixes.join('\n')).toContain('dropped unknown fields "__proto__", "constructor"')
    expect(Object.getPrototypeOf(resume)).toBe(Object.prototype)
  })

  it('converts numbers to text, generates missing ids and replaces duplicates', () => {
    const { resume, fixes } = normalizeResume({
      skills: [
        { id: 0, name: 'TS', level: 'expert' },
        { id: 0, name: 5, level: 'a level of more than forty characters, surely' },
        { name: 'Go' },
      ],
    })
    expect(resume.skills.map((s) => s.name)).toEqual(['TS', '5', 'Go'])
    expect(resume.skills[0]).toMatchObject({ id: '0', level: 'Expert' })
    expect(resume.skills[1]?.level).toBe('')
    expect(new Set(resume.skills.map((s) => s.id)).size).toBe(3)
    expect(fixes).toEqual(
      expect.arrayContaining([
        'skills[0].id was the number 0; converted it to text',
        'skills[0].level "expert" stored as "Expert"',
        'skills[1].name was the number 5; converted it to text',
        'skills[1].level "a level of more than forty characters, s…" is too long to be a level; left the level empty',
        'skills[1].id "0" was used by an earlier item; generated a new one',
        'skills[2].id was missing; generated one',
      ]),
    )
  })

  it('keeps skill levels of either reading and language levels as printed', () => {
    const { resume } = normalizeResume({
      skills: [
        { id: 'a', name: 'x', level: 'Proficient' },
        { id: 'b', name: 'y', level: 'Native' },
        { id: 'c', name: 'z', level: 'Experienced' },
        { id: 'd', name: 'w', level: ' Sehr  gut ' },
      ],
      languages: [
        { id: 'a', name: 'French', level: 'C1' },
        { id: 'b', name: 'German', level: 'fluent' },
        { id: 'c', name: 'Welsh', level: 'native' },
        { id: 'd', name: 'Dutch', level: '<b>B2</b>  (certified)' },
        { id: 'e', name: 'Latin', level: 'x'.repeat(41) },
      ],
    })
    // Printed words outside the scale are kept as written (sections/skill.ts), never translated.
    expect(resume.skills.map((s) => s.level)).toEqual([
      'Proficient',
      'Native',
      'Experienced',
      'Sehr gut',
    ])
    expect(resume.languages.map((l) => l.level)).toEqual([
      'C1',
      'fluent',
      'Native',
      'B2 (certified)',
      '',
    ])
  })

  it('sanitises rich fields and converts bullet-marked numbered lists', () => {
    const { resume, fixes } = normalizeResume({
      contact: {
        description: '<p style="background:yellow" onclick="x()">Hi</p><script>bad()</script>',
      },
      experiences: [{ id: 'e', description: '<ol><li data-list="bullet">a</li></ol>' }],
    })
    expect(resume.contact.description).toBe('<p>Hi</p>')
    expect(resume.experiences[0]?.description).toBe('<ul><li>a</li></ul>')
    expect(fixes).toContain('contact.description held unsafe or unsupported HTML; removed it')
    expect(fixes).toContain(
      'experiences[0].description had bullet items in a numbered list; made it a bullet list',
    )
  })

  it('sanitises plain fields', () => {
    const { resume, fixes } = normalizeResume({ contact: { firstName: '<b>Ada</b>\u0000' } })
    expect(resume.contact.firstName).toBe('Ada')
    expect(fixes).toContain('contact.firstName held markup or control characters; removed them')
  })

  it('caps long text and long lists', () => {
    const { resume, fixes } = normalizeResume({
      resumeName: 'n'.repeat(MAX_PLAIN_LENGTH + 10),
      contact: { description: `<p>${'word '.repeat(6000)}</p>` },
      hobbies: Array.from({ length: MAX_LIST_ITEMS + 5 }, (_, i) => ({
        id: `h${i}`,
        description: 'x',
      })),
    })
    expect(resume.resumeName).toHaveLength(MAX_PLAIN_LENGTH)
    expect(resume.contact.description.length).toBeLessThanOrEqual(MAX_RICH_LENGTH)
    expect(resume.contact.description).toMatch(/^<p>word.*<\/p>$/)
    expect(resume.hobbies).toHaveLength(MAX_LIST_ITEMS)
    expect(fixes).toContain(
      `hobbies had ${MAX_LIST_ITEMS + 5} items; kept the first ${MAX_LIST_ITEMS}`,
    )
  })

  it('repairs settings, reporting each', () => {
    const { resume, fixes } = normalizeResume({
      selectedTemplate: 'Foo',
      resumeColor: 'grey',
      resumeFontFamily: 'roboto',
      resumeFontSize: '30',
      resumeLanguage: 'pt-BR',
      showSkillLevels: 'false',
    })
    expect(resume).toMatchObject({
      selectedTemplate: 'Default',
      resumeColor: '#808080',
      resumeFontFamily: 'Roboto',
      resumeFontSize: 14,
      resumeLanguage: 'pt',
      showSkillLevels: false,
    })
    expect(fixes).toContain('selectedTemplate "Foo" is unknown; using Default, as the preview does')
    expect(fixes).toContain('resumeFontSize "30" stored as 14 (stored sizes are 8–14)')
  })

  it('maps template display names and case to stored names', () => {
    expect(normalizeResume({ selectedTemplate: 'Modern' }).resume.selectedTemplate).toBe('Business')
    expect(normalizeResume({ selectedTemplate: 'liner' }).resume.selectedTemplate).toBe('Liner')
    expect(normalizeResume({}).resume.selectedTemplate).toBe('Business')
  })

  it('reads lists stored as objects with numbered keys, in order', () => {
    const { resume } = normalizeResume({ hobbies: { '1': { id: 'b' }, '0': { id: 'a' } } })
    expect(resume.hobbies.map((h) => h.id)).toEqual(['a', 'b'])
  })

  it('marks an item ongoing when its flag is missing and the end date is a Present word', () => {
    const { resume } = normalizeResume({ experiences: [{ id: 'e', endDate: 'Heute' }] })
    expect(resume.experiences[0]?.isCurrentWork).toBe(true)
  })

  it('reports a bounded number of fixes for a huge hostile payload', () => {
    const skills = Array.from({ length: MAX_LIST_ITEMS }, () => ({ id: 1, name: 2, level: 3 }))
    const { fixes } = normalizeResume({ skills })
    expect(fixes.length).toBeLessThanOrEqual(201)
    expect(fixes.at(-1)).toMatch(/^…and \d+ more fixes$/)
  })

  it('survives a few hundred random values and always returns a valid resume', () => {
    const random = seededRandom(20240601)
    for (let i = 0; i < 400; i += 1) {
      const input = i % 2 === 0 ? randomValue(random) : randomResumeLike(random)
      const { resume, fixes } = normalizeResume(input)
      expect(() => resumeSchema.parse(resume)).not.toThrow()
      expect(Array.isArray(fixes)).toBe(true)
      // Normalising twice changes nothing more.
      expect(normalizeResume(resume)).toEqual({ resume, fixes: [] })
    }
  })

  it('never throws on objects whose properties throw', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom')
        },
      },
    )
    const { resume, fixes } = normalizeResume(hostile)
    expect(resume).toEqual(createResume())
    expect(fixes[0]).toMatch(/could not be read/)
  })
})

describe('normalizeItem', () => {
  it('gives a blank item for junk and fills defaults for a partial one', () => {
    for (const section of LIST_SECTIONS) {
      const { item } = normalizeItem(section, 'junk')
      expect(item.id).not.toBe('')
    }
    expect(normalizeItem('skills', { id: 's', name: 'Go' }).item).toEqual({
      id: 's',
      name: 'Go',
      level: '',
    })
  })
})
