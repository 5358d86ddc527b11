import { describe, expect, it } from 'vitest'
import { createItem, createResume } from '../resume'
import { importText } from './index'
import { mergeRefined, refineImport, type Refiner } from './refine'

const offline = importText(
  ['Jana Novak', 'jana@example.com', '', 'SKILLS', 'Python, SQL'].join('\n'),
)

describe('refinement never loses the offline parse', () => {
  it('takes what a refiner improves and keeps what it leaves out', async () => {
    const refiner: Refiner = async (base) => ({
      ...base.resume,
      contact: { ...base.resume.contact, email: '', jobTitle: 'Data Engineer' },
      skills: [{ name: 'Python', level: 'Expert' }],
    })
    const refined = await refineImport(offline, refiner)
    expect(refined.resume.contact).toMatchObject({
      firstName: 'Jana',
      email: 'jana@example.com',
      jobTitle: 'Data Engineer',
    })
    expect(refined.resume.skills.map((s) => [s.name, s.level])).toEqual([
      ['Python', 'Expert'],
      ['SQL', ''],
    ])
  })

  it('ignores a candidate that is not a resume, a refiner that throws and one that hangs', async () => {
    const notAResume = await refineImport(offline, async () => 'sorry, I cannot')
    expect(notAResume.resume).toEqual(offline.resume)
    expect(notAResume.warnings.at(-1)).toMatch(/kept the offline import/)
    const failing = await refineImport(offline, async () => {
      throw new Error('model unavailable')
    })
    expect(failing.resume).toEqual(offline.resume)
    const hanging = await refineImport(offline, () => new Promise(() => undefined), 20)
    expect(hanging.resume).toEqual(offline.resume)
    expect(hanging.warnings.at(-1)).toMatch(/took too long/)
  })

  it('validates the candidate against the schema (bad levels and HTML are cleaned)', () => {
    const base = createResume({ experiences: [createItem('experiences', { title: 'Engineer' })] })
    const merged = mergeRefined(base, {
      ...createResume(),
      experiences: [
        createItem('experiences', {
          title: 'Engineer',
          description: '<p>ok</p><script>x</script>',
        }),
      ],
    })
    expect(merged.experiences).toHaveLength(1)
    expect(merged.experiences[0]?.description).toBe('<p>ok</p>')
  })
})

describe('a refinement limited to the doubtful parts and to the document’s words', () => {
  const source = importText(
    ['Jana Novak', 'jana@example.com', 'Senior Data Engineer', '', 'SKILLS', 'Python, SQL'].join(
      '\n',
    ),
  )

  it('takes only the listed parts', async () => {
    const refined = await refineImport(
      source,
      async (base) => ({
        ...base.resume,
        contact: {
          ...base.resume.contact,
          jobTitle: 'Senior Data Engineer',
          email: 'novak@example.com',
        },
      }),
      { fields: ['jobTitle'], source: source.text },
    )
    expect(refined.resume.contact.jobTitle).toBe('Senior Data Engineer')
    expect(refined.resume.contact.email).toBe(source.resume.contact.email)
    // The offline parse had read the same title: nothing changed, nothing refused.
    expect({ taken: refined.taken, refused: refined.refused }).toEqual({ taken: [], refused: [] })
  })

  it('never takes a value the document does not say', async () => {
    const refined = await refineImport(
      source,
      async (base) => ({
        ...base.resume,
        contact: { ...base.resume.contact, jobTitle: 'Chief Executive Officer' },
        experiences: [
          { title: 'Data Engineer', company: 'Globex Corporation', startDate: '01/2020' },
        ],
        skills: [{ name: 'Python' }, { name: 'Kubernetes' }],
      }),
      { fields: ['jobTitle', 'experiences', 'skills'], source: source.text },
    )
    expect(refined.resume.contact.jobTitle).toBe(source.resume.contact.jobTitle)
    expect(refined.resume.experiences).toEqual(source.resume.experiences)
    expect(refined.resume.skills.map((skill) => skill.name)).toEqual(['Python', 'SQL'])
    expect(refined.warnings.filter((warning) => /not taken/.test(warning))).toEqual([
      'refinement: contact.jobTitle not taken (its words are not in the document)',
      'refinement: experiences not taken (its words are not in the document)',
      'refinement: skills not taken (its words are not in the document)',
    ])
    // Skills: Python was offered and kept, Kubernetes refused; the list is as it was.
    expect({ taken: refined.taken, refused: refined.refused }).toEqual({
      taken: [],
      refused: ['jobTitle', 'experiences', 'skills'],
    })
  })
})
