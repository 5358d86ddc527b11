// The ATS view's comparison, on small made-up resumes: same, different and missing per field,
// items paired by their names, descriptions compared by their words.
import { describe, expect, it } from 'vitest'
import { createItem, createResume, type Resume } from '../resume'
import { atsReadRows, atsRows, atsScore } from './ats-view'

function written(): Resume {
  const resume = createResume()
  resume.contact = {
    ...resume.contact,
    firstName: 'Ada',
    lastName: 'Quill',
    email: 'ada@example.org',
    jobTitle: 'Data Engineer',
  }
  resume.experiences = [
    createItem('experiences', {
      title: 'Engineer',
      company: 'Acme Rail',
      startDate: '01/2020',
      description: '<ul><li><p>Built the nightly loader</p></li></ul>',
    }),
    createItem('experiences', { title: 'Intern', company: 'Globex' }),
  ]
  resume.skills = [createItem('skills', { name: 'Python' })]
  return resume
}

describe('atsRows', () => {
  it('reads a resume read back whole as all same, whatever the case, spacing and bullets', () => {
    const read = written()
    read.contact.email = 'ADA@example.org '
    read.experiences = [
      { ...read.experiences[0]!, description: '<p>• Built the   nightly loader</p>' },
      read.experiences[1]!,
    ]
    const rows = atsRows(written(), read)
    expect(rows.every((row) => row.status === 'same')).toBe(true)
    expect(atsScore(rows)).toBe(1)
  })

  it('marks a field read otherwise as different and one not read as missing', () => {
    const read = written()
    read.contact.jobTitle = 'Data'
    read.contact.email = ''
    const rows = atsRows(written(), read)
    const row = (field: string) => rows.find((r) => r.section === 'contact' && r.field === field)
    expect(row('jobTitle')).toMatchObject({
      written: 'Data Engineer',
      read: 'Data',
      status: 'different',
    })
    expect(row('email')).toMatchObject({ read: '', status: 'missing' })
    expect(atsScore(rows)).toBeCloseTo((rows.length - 2) / rows.length)
  })

  it('pairs items by their names, not their order, and misses an item not read', () => {
    const read = written()
    read.experiences = [read.experiences[1]!]
    const rows = atsRows(written(), read).filter((row) => row.section === 'experiences')
    expect(rows.filter((row) => row.item === 1).every((row) => row.status === 'same')).toBe(true)
    expect(rows.filter((row) => row.item === 0).every((row) => row.status === 'missing')).toBe(true)
  })

  it('leaves out empty fields and counts a resume with nothing written as fully read', () => {
    const rows = atsRows(written(), written())
    expect(rows.some((row) => row.field === 'phone')).toBe(false)
    expect(atsScore([])).toBe(1)
  })
})

describe('atsReadRows', () => {
  it('lists what was read and names what an ATS expects and did not find', () => {
    const read = written()
    read.contact.phone = ''
    read.educations = []
    const rows = atsReadRows(read)
    expect(rows.filter((row) => row.status === 'missing')).toEqual([
      { section: 'contact', item: null, field: 'phone', written: '', read: '', status: 'missing' },
      { section: 'educations', item: null, field: '*', written: '', read: '', status: 'missing' },
    ])
    expect(rows.find((row) => row.field === 'email')).toMatchObject({
      read: 'ada@example.org',
      status: 'same',
    })
  })
})
