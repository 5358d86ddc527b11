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
