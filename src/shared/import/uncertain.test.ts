// Which parts of an offline import a refinement pass reads again: one rule per test, on small
// made-up resumes.
import { describe, expect, it } from 'vitest'
import { createItem, createResume, type Resume } from '../resume'
import { uncertainFields } from './uncertain'

const complete = (): Resume =>
  createResume({
    contact: {
      ...createResume().contact,
      firstName: 'Ada',
      lastName: 'Quill',
      email: 'ada@example.org',
      jobTitle: 'Data Engineer',
      description: '<p>Builds pipelines.</p>',
    },
    experiences: [
      createItem('experiences', { title: 'Engineer', company: 'Acme', startDate: '01/2020' }),
    ],
    educations: [createItem('educations', { school: 'Tallinn University', degree: 'BSc' })],
    skills: [createItem('skills', { name: 'Python' })],
  })

const text =
  'Ada Quill ada@example.org Data Engineer 2020 – 2023 Acme 2016 – 2019 Tallinn University'

describe('uncertainFields', () => {
  it('finds nothing doubtful in a complete parse', () => {
    expect(uncertainFields({ resume: complete(), text })).toEqual([])
  })

  it('doubts a missing name, job title and skills', () => {
    const resume = complete()
    resume.contact.firstName = ''
    resume.contact.lastName = ''
    resume.contact.jobTitle = ''
    resume.skills = []
    expect(uncertainFields({ resume, text })).toEqual(['name', 'jobTitle', 'skills'])
  })

  it('doubts a missing e-mail only when the text holds an address', () => {
    const resume = complete()
    resume.contact.email = ''
    expect(uncertainFields({ resume, text })).toEqual(['email'])
    expect(uncertainFields({ resume, text: 'Ada Quill, no address here' })).toEqual([])
  })

  it('doubts a summary long enough to hold the sections after it', () => {
    const resume = complete()
    resume.contact.description = `<p>${'word '.repeat(121)}</p>`
    expect(uncertainFields({ resume, text })).toEqual(['summary'])
  })

  it('doubts missing work experience when the text has date ranges, and items without a head', () => {
    const resume = complete()
    resume.experiences = []
    expect(uncertainFields({ resume, text })).toContain('experiences')
    expect(uncertainFields({ resume, text: 'Ada Quill' })).not.toContain('experiences')
    const headless = complete()
    headless.experiences = [createItem('experiences', { startDate: '01/2020' })]
    expect(uncertainFields({ resume: headless, text })).toEqual(['experiences'])
    const undated = complete()
    undated.experiences = [createItem('experiences', { title: 'Engineer' })]
    expect(uncertainFields({ resume: undated, text })).toEqual(['experiences'])
  })

  it('doubts education without school and degree, or missing beside more date ranges than jobs', () => {
    const resume = complete()
    resume.educations = [createItem('educations', { location: 'Tartu' })]
    expect(uncertainFields({ resume, text })).toEqual(['educations'])
    const none = complete()
    none.educations = []
    expect(uncertainFields({ resume: none, text })).toEqual(['educations'])
  })
})
