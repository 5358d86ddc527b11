import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { normalizeItem } from '../normalize'
import { LIST_SECTIONS, SECTION_FIELDS, resumeSchema } from '../resume'
import { fieldKindsOf, idField, monthYearField, plainField, richField } from './fields'

describe('field kinds come from the section schemas', () => {
  it('lists every field of every section schema but the id, and nothing else', () => {
    const shape = resumeSchema.shape
    for (const section of LIST_SECTIONS) {
      const item = (shape[section] as unknown as z.ZodDefault<z.ZodArray<z.ZodObject>>).unwrap()
        .element
      const keys = Object.keys(item.shape).filter((key) => key !== 'id')
      expect(Object.keys(SECTION_FIELDS[section])).toEqual(keys)
    }
  })

  it('reads the kind each builder declares', () => {
    const probe = z.object({
      id: idField(),
      title: plainField(),
      started: monthYearField(),
      notes: richField(),
    })
    expect(fieldKindsOf(probe)).toEqual({ title: 'plain', started: 'monthYear', notes: 'rich' })
  })

  it('refuses a field built without a kind, so none is normalised by guesswork', () => {
    const probe = z.object({ id: idField(), title: plainField(), other: z.string() })
    expect(() => fieldKindsOf(probe)).toThrow('The schema field "other" has no normalisation kind.')
  })

  it('normalises an item from its schema kinds (a date field is repaired, text is sanitised)', () => {
    const { item, fixes } = normalizeItem('certifications', {
      id: 'c1',
      course: 'Safety <b>first</b>',
      startDate: '13/2020',
      endDate: '01/2021',
      institute: 'Red Cross',
    })
    expect(item).toEqual({
      id: 'c1',
      course: 'Safety first',
      startDate: '2020',
      endDate: '01/2021',
      institute: 'Red Cross',
    })
    expect(fixes).toHaveLength(2)
  })
})
